import type { DB } from '../../db/database.js';
import type { PointOwnerType } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';
import { containsText } from '../../lib/search.js';

/** The participants and companies an operator posts to, and the operators' postings in the ledger. */

export function findUserToPost(db: DB, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'companies.sap'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function findCompanyToPost(db: DB, sap: string) {
  return db.selectFrom('companies').select(['id', 'sap', 'name']).where('sap', '=', sap).executeTakeFirst();
}

/**
 * A holder's balance just after an operation: the sum of its available ledger rows up to that
 * operation's row. A holder's rows are written while its balance row is held, so their ids follow the order
 * in which the balance changed.
 */
export async function balanceAfterOperation(
  db: DB,
  owner: { type: PointOwnerType; id: number },
  operationId: number,
): Promise<number> {
  const own = db
    .selectFrom('point_entries')
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('bucket', '=', 'available');
  const entry = await own.select('id').where('operation_id', '=', operationId).executeTakeFirst();
  if (!entry) return 0;
  const row = await own
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('balance'))
    .where('id', '<=', entry.id)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export interface PostingScope {
  /** In the participant's e-mail or name, the company's SAP or name, or the description. */
  search?: string | undefined;
  target?: PointOwnerType | undefined;
  kind?: 'pool_grant' | 'adjustment' | undefined;
}

function scopedPostings(db: DB, scope: PostingScope) {
  let query = db
    .selectFrom('point_operations')
    .innerJoin('point_entries', 'point_entries.operation_id', 'point_operations.id')
    .leftJoin('users', (join) =>
      join.on('point_entries.owner_type', '=', 'user').onRef('users.id', '=', 'point_entries.owner_id'),
    )
    .leftJoin('companies as pool', (join) =>
      join.on('point_entries.owner_type', '=', 'company').onRef('pool.id', '=', 'point_entries.owner_id'),
    )
    .leftJoin('companies as home', 'home.id', 'users.company_id')
    .leftJoin('operators', 'operators.id', 'point_operations.operator_id')
    .where('point_operations.operator_id', 'is not', null);
  if (scope.target) query = query.where('point_entries.owner_type', '=', scope.target);
  if (scope.kind) query = query.where('point_operations.kind', '=', scope.kind);
  const search = scope.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('users.email'), search),
        containsText(eb.ref('users.first_name'), search),
        containsText(eb.ref('users.last_name'), search),
        containsText(eb.ref('pool.sap'), search),
        containsText(eb.ref('pool.name'), search),
        containsText(eb.ref('home.sap'), search),
        containsText(eb.ref('point_entries.description'), search),
      ]),
    );
  }
  return query;
}

/** The postings' sort columns: an operation's id follows the order they were made in. */
const POSTING_SORT = { created_at: 'point_operations.id', points: 'point_entries.amount' } as const;

/** A page of the operators' postings and how many there are. */
export async function findPostingsPage(
  db: DB,
  scope: PostingScope,
  sort: { column: 'created_at' | 'points'; direction: 'asc' | 'desc' },
  page: number,
  perPage: number,
) {
  return findPage(
    scopedPostings(db, scope),
    (all) =>
      all.select([
        'point_operations.id',
        'point_operations.kind',
        'point_operations.created_at',
        'point_entries.owner_type',
        'point_entries.amount',
        'point_entries.description',
        'users.id as user_id',
        'users.email as user_email',
        'users.first_name',
        'users.last_name',
        'pool.sap as pool_sap',
        'pool.name as pool_name',
        'home.sap as home_sap',
        'home.name as home_name',
        'operators.email as operator_email',
      ]),
    page,
    perPage,
    { columns: POSTING_SORT, ...sort, then: [['point_operations.id', 'desc']] },
  );
}
