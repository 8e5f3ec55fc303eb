import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PointOwnerType } from '../../db/schema.js';

/** Every holder's available points that expire between two days (both included), per last day. */
export async function findGroupsExpiringBetween(db: DB, from: string, until: string) {
  const rows = await db
    .selectFrom('point_lots')
    .select(['owner_type', 'owner_id', 'expires_at', (eb) => eb.fn.sum<number>('remaining').as('points')])
    .where('state', '=', 'available')
    .where('remaining', '>', 0)
    .where('expires_at', '>=', from)
    .where('expires_at', '<=', until)
    .groupBy(['owner_type', 'owner_id', 'expires_at'])
    .orderBy('expires_at')
    .orderBy('owner_type')
    .orderBy('owner_id')
    .execute();
  return rows.map((row) => ({
    owner: { type: row.owner_type, id: row.owner_id },
    expiresOn: row.expires_at!,
    points: Number(row.points),
  }));
}

/**
 * Records a reminder's stage for a group unless it or a later one (a smaller number of days) was
 * sent: false then. The unique row lets one of two runs at once record it.
 */
export async function recordReminder(
  db: DB,
  reminder: {
    ownerType: PointOwnerType;
    ownerId: number;
    expiresOn: string;
    stage: number;
    points: number;
    now: string;
  },
): Promise<boolean> {
  const later = await db
    .selectFrom('point_reminders')
    .select('id')
    .where('owner_type', '=', reminder.ownerType)
    .where('owner_id', '=', reminder.ownerId)
    .where('expires_on', '=', reminder.expiresOn)
    .where('stage', '<=', reminder.stage)
    .executeTakeFirst();
  if (later) return false;
  const row = await db
    .insertInto('point_reminders')
    .values({
      owner_type: reminder.ownerType,
      owner_id: reminder.ownerId,
      expires_on: reminder.expiresOn,
      stage: reminder.stage,
      points: reminder.points,
      sent_at: reminder.now,
    })
    .onConflict((conflict) => conflict.columns(['owner_type', 'owner_id', 'expires_on', 'stage']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Who a holder's reminder goes to: the participant if active, or a company's active leaders. */
export async function findReminderRecipients(db: DB, owner: { type: PointOwnerType; id: number }) {
  if (owner.type === 'user') {
    const user = await db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', owner.id)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    return { company: null, people: user ? [user] : [] };
  }
  const company = await db
    .selectFrom('companies')
    .select(['name', 'sap'])
    .where('id', '=', owner.id)
    .executeTakeFirst();
  const leaders = await db
    .selectFrom('users')
    .select(['email', sql<string | null>`null`.as('phone')])
    .where('role', '=', 'leader')
    .where('is_active', '=', 1)
    .where('id', 'in', (eb) => eb.selectFrom('user_companies').select('user_id').where('company_id', '=', owner.id))
    .orderBy('id')
    .execute();
  return { company: company ?? null, people: leaders };
}
