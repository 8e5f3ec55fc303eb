import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

export async function insertSession(
  db: DB,
  values: { id: string; userId: number; companyId: number; ip: string | null; userAgent: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: values.id,
      user_id: values.userId,
      company_id: values.companyId,
      impersonator: null,
      ip: values.ip,
      user_agent: values.userAgent,
      created_at: values.now,
      last_seen_at: values.now,
    })
    .execute();
}

// Every API request looks its session up.
const sessionById = prepared((db, values: { id: string }) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'company_id', 'impersonator', 'last_seen_at'])
    .where('id', '=', values.id),
);

export async function findSession(db: DB, id: string) {
  return (await sessionById(db, { id }))[0];
}

export async function touchSession(db: DB, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function setSessionCompany(db: DB, id: string, companyId: number): Promise<void> {
  await db.updateTable('sessions').set({ company_id: companyId }).where('id', '=', id).execute();
}

export async function deleteSession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user: after a password reset or when the account is blocked. */
export async function deleteUserSessions(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteIdleSessions(db: DB, seenBefore: string): Promise<void> {
  await db.deleteFrom('sessions').where('last_seen_at', '<', seenBefore).execute();
}
