import { type Expression, type ExpressionBuilder, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database, PointLotState, PointSourceType } from '../../db/schema.js';
import { findPage, type PageOrder } from '../../lib/paging.js';
import { lotTakes } from './history.repository.js';

/*
 * The back office's reading of lots and ledger entries: every row with its holder, and one lot's
 * story. Holders are read by join (users and companies belong to their own areas).
 */

/** Who the rows belong to, as both lists choose them. */
export interface HolderScope {
  search?: string | undefined;
  holderType?: 'user' | 'company' | undefined;
  /** A participant's id, or a company's SAP. */
  holder?: string | undefined;
}

/** The tables whose rows have an owner (`owner_type`, `owner_id`): a participant or a company's pool. */
type Owned = 'point_lots' | 'point_entries';

/**
 * The conditions of a holder scope on the rows of `table`: the holder's type, the holder (a user
 * id or a SAP), and the search in the holder's e-mail, name, SAP or company name. Each asks about
 * the row's owner, so lots and entries share them; `searchesExplanation`: the search looks in the
 * row's explanation too.
 */
function holderConditions(table: Owned, scope: HolderScope, searchesExplanation = false): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, never>();
  const ownerType = sql.ref(`${table}.owner_type`);
  const ownerId = sql.ref<number>(`${table}.owner_id`);
  const ofUsers = (where: (users: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>) =>
    eb.and([eb(ownerType, '=', 'user'), eb(ownerId, 'in', eb.selectFrom('users').select('users.id').where(where))]);
  const ofCompanies = (where: (companies: ExpressionBuilder<Database, 'companies'>) => Expression<SqlBool>) =>
    eb.and([
      eb(ownerType, '=', 'company'),
      eb(ownerId, 'in', eb.selectFrom('companies').select('companies.id').where(where)),
    ]);
  const conditions: Expression<SqlBool>[] = [];
  if (scope.holderType) conditions.push(eb(ownerType, '=', scope.holderType));
  if (scope.holder) {
    const holder = scope.holder;
    conditions.push(
      eb.or([
        ofCompanies((companies) => companies('companies.sap', '=', holder)),
        ...(/^\d{1,9}$/.test(holder) ? [eb.and([eb(ownerType, '=', 'user'), eb(ownerId, '=', Number(holder))])] : []),
      ]),
    );
  }
  if (scope.search) {
    const like = `%${scope.search.toLowerCase()}%`;
    conditions.push(
      eb.or([
        ofUsers((users) =>
          users.or([
            users(users.fn('lower', ['users.email']), 'like', like),
            users(sql`lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, ''))`, 'like', like),
          ]),
        ),
        ofCompanies((companies) =>
          companies.or([
            companies('companies.sap', 'like', like),
            companies(companies.fn('lower', ['companies.name']), 'like', like),
          ]),
        ),
        ...(searchesExplanation ? [eb(sql`lower(${sql.ref(`${table}.explanation`)})`, 'like', like)] : []),
      ]),
    );
  }
  return conditions;
}

export interface LotScope extends HolderScope {
  state?: PointLotState | undefined;
  sourceType?: PointSourceType | undefined;
  edition?: string | undefined;
  availableBefore?: string | undefined;
  expiresBefore?: string | undefined;
  id?: number | undefined;
}

function scoped(db: DB, scope: LotScope) {
  let query = db
    .selectFrom('point_lots')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'point_lots.owner_id').on('point_lots.owner_type', '=', 'user'),
    )
    .leftJoin('companies', (join) =>
      join.onRef('companies.id', '=', 'point_lots.owner_id').on('point_lots.owner_type', '=', 'company'),
    );
  if (scope.id !== undefined) query = query.where('point_lots.id', '=', scope.id);
  for (const condition of holderConditions('point_lots', scope)) query = query.where(condition);
  if (scope.state) query = query.where('point_lots.state', '=', scope.state);
  if (scope.sourceType) query = query.where('point_lots.source_type', '=', scope.sourceType);
  if (scope.edition) query = query.where('point_lots.edition', '=', scope.edition);
  if (scope.availableBefore) query = query.where('point_lots.available_at', '<=', scope.availableBefore);
  if (scope.expiresBefore) query = query.where('point_lots.expires_at', '<=', scope.expiresBefore);
  return query;
}

const columns = (query: ReturnType<typeof scoped>) =>
  query.select([
    'point_lots.id',
    'point_lots.entry_id',
    'point_lots.owner_type',
    'point_lots.owner_id',
    'users.email',
    'users.first_name',
    'users.last_name',
    'companies.sap',
    'companies.name as company_name',
    'point_lots.amount',
    'point_lots.remaining',
    'point_lots.state',
    'point_lots.source_type',
    'point_lots.source_id',
    'point_lots.explanation',
    'point_lots.edition',
    'point_lots.policy_version',
    'point_lots.credited_at',
    'point_lots.available_at',
    'point_lots.expires_at',
    'point_lots.expired_at',
    'point_lots.reversed_at',
    'point_lots.origin_lot_id',
    'point_lots.note',
  ]);

export type LotRow = Awaited<ReturnType<ReturnType<typeof columns>['execute']>>[number];

export const LOT_ORDER = {
  id: 'point_lots.id',
  amount: 'point_lots.amount',
  remaining: 'point_lots.remaining',
  available_at: 'point_lots.available_at',
  expires_at: 'point_lots.expires_at',
} as const;

/** A page of lots, newest first unless sorted otherwise. */
export function findLotsPage(
  db: DB,
  scope: LotScope,
  order: PageOrder<keyof typeof LOT_ORDER>,
  page: number,
  perPage: number,
) {
  return findPage(scoped(db, scope), (all) => columns(all), page, perPage, order);
}

export function findLotRow(db: DB, id: number): Promise<LotRow | undefined> {
  return columns(scoped(db, { id })).executeTakeFirst();
}

/** The entries that credited a lot or acted on it, with the operator of their operation. */
export function findLotEntries(db: DB, lot: { id: number; entry_id: number }) {
  return db
    .selectFrom('point_entries')
    .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
    .leftJoin('operators', 'operators.id', 'point_operations.operator_id')
    .select([
      'point_entries.id',
      'point_entries.operation_id',
      'point_entries.amount',
      'point_entries.source_type',
      'point_entries.explanation',
      'point_entries.created_at',
      'operators.email as operator_email',
    ])
    .where((eb) => eb.or([eb('point_entries.id', '=', lot.entry_id), eb('point_entries.lot_id', '=', lot.id)]))
    .orderBy('point_entries.id')
    .execute();
}

/** What debits took from a lot, and the refunds that gave some of it back. */
export function findLotTakes(db: DB, lotId: number) {
  return lotTakes(db)
    .leftJoin('point_entries as refund', (join) =>
      join
        .on('refund.source_type', '=', 'refund')
        .on('refund.source_id', '=', sql<string>`cast(debit.id as varchar)`)
        .onRef('refund.owner_type', '=', 'debit.owner_type')
        .onRef('refund.owner_id', '=', 'debit.owner_id'),
    )
    .select(['refund.id as refund_id', 'refund.created_at as refund_at', 'refund.explanation as refund_explanation'])
    .where('point_lot_consumptions.lot_id', '=', lotId)
    .execute();
}

export interface EntryScope extends HolderScope {
  bucket?: 'available' | 'pending' | 'held' | 'debt' | undefined;
  sourceType?: PointSourceType | undefined;
  edition?: string | undefined;
  id?: number | undefined;
}

function scopedEntries(db: DB, scope: EntryScope) {
  let query = db
    .selectFrom('point_entries')
    .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
    .leftJoin('operators', 'operators.id', 'point_operations.operator_id')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'point_entries.owner_id').on('point_entries.owner_type', '=', 'user'),
    )
    .leftJoin('companies', (join) =>
      join.onRef('companies.id', '=', 'point_entries.owner_id').on('point_entries.owner_type', '=', 'company'),
    );
  if (scope.id !== undefined) query = query.where('point_entries.id', '=', scope.id);
  for (const condition of holderConditions('point_entries', scope, true)) query = query.where(condition);
  if (scope.bucket) query = query.where('point_entries.bucket', '=', scope.bucket);
  if (scope.sourceType) query = query.where('point_entries.source_type', '=', scope.sourceType);
  if (scope.edition) query = query.where('point_entries.edition', '=', scope.edition);
  return query;
}

const entryColumns = (query: ReturnType<typeof scopedEntries>) =>
  query.select((eb) => [
    // A credit names no lot of its own (its lot names it): the one lot it credited, if one.
    eb
      .selectFrom('point_lots')
      .select(sql<number | null>`case when count(*) = 1 then min(point_lots.id) end`.as('id'))
      .whereRef('point_lots.entry_id', '=', 'point_entries.id')
      .as('credited_lot_id'),
    'point_entries.id',
    'point_entries.operation_id',
    'point_entries.created_at',
    'point_entries.owner_type',
    'point_entries.owner_id',
    'users.email',
    'users.first_name',
    'users.last_name',
    'companies.sap',
    'companies.name as company_name',
    'point_entries.bucket',
    'point_entries.amount',
    'point_entries.source_type',
    'point_entries.source_id',
    'point_entries.explanation',
    'point_entries.description',
    'point_entries.lot_id',
    'operators.email as operator_email',
  ]);

export type EntryRow = Awaited<ReturnType<ReturnType<typeof entryColumns>['execute']>>[number];

export const ENTRY_ORDER = { id: 'point_entries.id', amount: 'point_entries.amount' } as const;

/** A page of ledger entries, newest first unless sorted otherwise. */
export function findEntriesPage(
  db: DB,
  scope: EntryScope,
  order: PageOrder<keyof typeof ENTRY_ORDER>,
  page: number,
  perPage: number,
) {
  return findPage(scopedEntries(db, scope), (all) => entryColumns(all), page, perPage, order);
}

export function findEntryRow(db: DB, id: number): Promise<EntryRow | undefined> {
  return entryColumns(scopedEntries(db, { id })).executeTakeFirst();
}

/** What an entry took from lots, and what refunds gave back of it. */
export function findEntryConsumptions(db: DB, entryId: number) {
  return db
    .selectFrom('point_lot_consumptions')
    .select(['lot_id', 'points', 'restored'])
    .where('entry_id', '=', entryId)
    .orderBy('id')
    .execute();
}
