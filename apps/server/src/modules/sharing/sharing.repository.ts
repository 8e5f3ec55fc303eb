import type { DB } from '../../db/database.js';
import type { PointOwner } from '../ledger/ledger.service.js';

const userColumns = ['id', 'email', 'first_name', 'last_name', 'role', 'is_seller', 'is_active', 'company_id'] as const;

export function findUserByEmail(db: DB, email: string) {
  return db.selectFrom('users').select(userColumns).where('email', '=', email).executeTakeFirst();
}

/** The leader and whether the company the leader works for may share its pool, in one query. */
export function findSharingLeader(db: DB, userId: number, companyId: number) {
  return db
    .selectFrom('users')
    .leftJoin('companies', (join) => join.on('companies.id', '=', companyId))
    .select(['users.first_name', 'users.last_name', 'users.role', 'users.is_active', 'companies.can_share_points'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function findCompany(db: DB, companyId: number) {
  return db.selectFrom('companies').select(['id', 'can_share_points']).where('id', '=', companyId).executeTakeFirst();
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

/**
 * The sellers of a company with their balances and what each received from the company's pool
 * in the edition: the user side of share operations whose pool side is this company.
 */
export function findCompanySellers(db: DB, companyId: number, edition: string) {
  const received = db
    .selectFrom('point_entries as seller_entry')
    .innerJoin('point_operations', 'point_operations.id', 'seller_entry.operation_id')
    .innerJoin('point_entries as pool_entry', (join) =>
      join
        .onRef('pool_entry.operation_id', '=', 'seller_entry.operation_id')
        .on('pool_entry.owner_type', '=', 'company')
        .on('pool_entry.owner_id', '=', companyId),
    )
    .select('seller_entry.owner_id')
    .select((eb) => eb.fn.sum<number>('seller_entry.amount').as('total'))
    .where('point_operations.kind', '=', 'share')
    .where('seller_entry.owner_type', '=', 'user')
    .where('seller_entry.amount', '>', 0)
    .where('seller_entry.edition', '=', edition)
    .groupBy('seller_entry.owner_id')
    .as('received');

  return db
    .selectFrom('users')
    .leftJoin('point_balances', (join) =>
      join.onRef('point_balances.owner_id', '=', 'users.id').on('point_balances.owner_type', '=', 'user'),
    )
    .leftJoin(received, 'received.owner_id', 'users.id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.is_active'])
    .select((eb) => [
      eb.fn.coalesce('point_balances.balance', eb.lit(0)).as('balance'),
      eb.fn.coalesce('received.total', eb.lit(0)).as('received'),
    ])
    .where('users.company_id', '=', companyId)
    .where('users.is_seller', '=', 1)
    .orderBy('users.id')
    .execute();
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

/**
 * Reads a balance and locks its row until the transaction ends, so nothing spends from it between
 * the read and the operation that empties it.
 */
export async function lockBalance(db: DB, owner: PointOwner): Promise<number> {
  const row = await db
    .updateTable('point_balances')
    .set((eb) => ({ balance: eb.ref('balance') }))
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .returning('balance')
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** A page of the shares out of a company's pool in an edition, newest first, and how many there are. */
export async function findCompanyShares(db: DB, companyId: number, edition: string, page: number, perPage: number) {
  const scope = db
    .selectFrom('point_entries as pool_entry')
    .innerJoin('point_operations', 'point_operations.id', 'pool_entry.operation_id')
    .innerJoin('point_entries as seller_entry', (join) =>
      join
        .onRef('seller_entry.operation_id', '=', 'pool_entry.operation_id')
        .on('seller_entry.owner_type', '=', 'user'),
    )
    .innerJoin('users', 'users.id', 'seller_entry.owner_id')
    .where('point_operations.kind', '=', 'share')
    .where('pool_entry.owner_type', '=', 'company')
    .where('pool_entry.owner_id', '=', companyId)
    .where('pool_entry.amount', '<', 0)
    .where('pool_entry.edition', '=', edition);
  const [rows, total] = await Promise.all([
    scope
      .select(['pool_entry.id', 'users.email', 'seller_entry.amount', 'pool_entry.created_at'])
      .orderBy('pool_entry.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    scope.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
