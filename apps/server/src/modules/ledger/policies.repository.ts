import type { DB } from '../../db/database.js';

/** The points policy in force: the newest version (docs/product/point-lots.md "Policies"). */
export async function findCurrentPolicy(db: DB) {
  return db.selectFrom('points_policies').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirstOrThrow();
}
