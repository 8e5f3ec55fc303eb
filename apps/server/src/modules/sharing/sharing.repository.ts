import type { DB } from '../../db/database.js';

const userColumns = ['id', 'email', 'first_name', 'last_name', 'role', 'is_seller', 'is_active', 'company_id'] as const;

export async function findUserByEmail(db: DB, email: string) {
  const row = await db.selectFrom('users').select(userColumns).where('email', '=', email).executeTakeFirst();
  return row && { ...row, is_seller: row.is_seller === 1, is_active: row.is_active === 1 };
}

/** The leader and whether the company the leader works for may share its pool, in one query. */
export async function findSharingLeader(db: DB, userId: number, companyId: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('companies', (join) => join.on('companies.id', '=', companyId))
    .select(['users.first_name', 'users.last_name', 'users.role', 'users.is_active', 'companies.can_share_points'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, is_active: row.is_active === 1, can_share_points: row.can_share_points === 1 };
}

export async function findCompany(db: DB, companyId: number) {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'can_share_points'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row && { id: row.id, can_share_points: row.can_share_points === 1 };
}

/** Whether the user may switch to the company (their branches; the session's company is one). */
export async function isUserBranch(db: DB, userId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_companies')
    .select('company_id')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sellers of a company, blocked ones too. */
export async function findCompanySellers(db: DB, companyId: number) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'is_active'])
    .where('company_id', '=', companyId)
    .where('is_seller', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, is_active: row.is_active === 1 }));
}

/** The e-mail addresses of some users, by id. */
export async function findUserEmails(db: DB, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * Locks an active user's row for the rest of the transaction (PostgreSQL; SQLite has one writer
 * anyway), so a block cannot slip in between the check and the points arriving. False when the
 * user is not active.
 */
export async function lockActiveUser(db: DB, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: 1 })
    .where('id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Blocks an active user in one statement; false when the user was blocked already. */
export async function deactivateUser(db: DB, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: 0, updated_at: now })
    .where('id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
