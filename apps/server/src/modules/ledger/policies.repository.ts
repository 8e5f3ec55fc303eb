import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PointsPolicyTable } from '../../db/schema.js';

/** The versions of the points rules, newest first, with the operator who made each. */
export function findPolicies(db: DB) {
  return db
    .selectFrom('points_policies')
    .leftJoin('operators', 'operators.id', 'points_policies.operator_id')
    .select([
      'points_policies.version',
      'points_policies.pending_days',
      'points_policies.pending_days_codes',
      'points_policies.expiry_mode',
      'points_policies.points_expire_at',
      'points_policies.expiry_months',
      'points_policies.expiry_min_days',
      'points_policies.created_at',
      'operators.email as operator_email',
    ])
    .orderBy('points_policies.version', 'desc')
    .execute();
}

/** One version's rules; a lot keeps the version it was credited under. */
export function findPolicy(db: DB, version: number) {
  return db.selectFrom('points_policies').selectAll().where('version', '=', version).executeTakeFirst();
}

/** Adds the next version, numbered after the newest (the settings' write serialises changes). */
export async function insertPolicy(db: DB, policy: Omit<Insertable<PointsPolicyTable>, 'version'>): Promise<number> {
  const newest = await db
    .selectFrom('points_policies')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  const version = Number(newest?.version ?? 0) + 1;
  await db
    .insertInto('points_policies')
    .values({ ...policy, version })
    .execute();
  return version;
}
