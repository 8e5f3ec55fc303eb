import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

const userColumns = ['id', 'email', 'first_name', 'last_name', 'role', 'is_seller', 'is_active', 'company_id'] as const;

export async function findUserByEmail(db: DB, email: string) {
  const row = await db.selectFrom('users').select(userColumns).where('email', '=', email).executeTakeFirst();
  return row && { ...row, is_seller: row.is_seller === 1, is_active: row.is_active === 1 };
}

/**
 * The leader, whether the company the leader works for may share its pool, and the user the
 * e-mail names, if any: everything a share is checked against, in one query. Prepared (db/prepared.ts):
 * a leader shares many times in a row.
 */
const shareParties = prepared((db, values: { leaderId: number; companyId: number; email: string }) =>
  db
    .selectFrom('users as leader')
    .leftJoin('companies', (join) => join.on('companies.id', '=', values.companyId))
    .leftJoin('users as seller', (join) => join.on('seller.email', '=', values.email))
    .select([
      'leader.first_name',
      'leader.last_name',
      'leader.role',
      'leader.is_active',
      'companies.can_share_points',
      'companies.name as company_name',
      'seller.id as seller_id',
      'seller.email as seller_email',
      'seller.first_name as seller_first_name',
      'seller.last_name as seller_last_name',
      'seller.is_seller as seller_is_seller',
      'seller.company_id as seller_company_id',
    ])
    .where('leader.id', '=', values.leaderId),
);

export async function findShareParties(db: DB, leaderId: number, companyId: number, email: string) {
  const [row] = await shareParties(db, { leaderId, companyId, email });
  if (!row) return undefined;
  const leader = {
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    is_active: row.is_active === 1,
    can_share_points: row.can_share_points === 1,
  };
  const seller =
    row.seller_id === null || row.seller_email === null || row.seller_company_id === null
      ? undefined
      : {
          id: row.seller_id,
          email: row.seller_email,
          first_name: row.seller_first_name ?? '',
          last_name: row.seller_last_name ?? '',
          company_id: row.seller_company_id,
          is_seller: row.seller_is_seller === 1,
        };
  return { leader, seller, companyName: row.company_name ?? '' };
}

export async function findCompany(db: DB, companyId: number) {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'name', 'can_share_points'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, can_share_points: row.can_share_points === 1 };
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
const activeUserLock = prepared((db, values: { userId: number }) =>
  db
    .updateTable('users')
    .set({ is_active: 1 })
    .where('id', '=', values.userId)
    .where('is_active', '=', 1)
    .returning('id'),
);

export async function lockActiveUser(db: DB, userId: number): Promise<boolean> {
  return (await activeUserLock(db, { userId })).length > 0;
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
