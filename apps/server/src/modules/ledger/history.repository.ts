import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';
import type { PointOwner } from './ledger.repository.js';

/*
 * The holder's history as the holder sees it (docs/product/point-lots.md "Explanations"): one item
 * per operation, named by its first entry of the holder. A release, hold or cancel of a lot is no
 * item of its own: it shows as the state and note of the credit it acted on.
 */

/** Operations that only move a lot between buckets: shown through the credit they act on. */
export const LOT_ACTION_KINDS = ['release', 'hold', 'cancel'] as const;

type Entries = ExpressionBuilder<Database & { item: Database['point_entries'] }, 'item'>;

/** The sum of the item's operation's entries of the holder, in the debt bucket or outside it. */
const sumOf = (eb: Entries, debt: boolean) =>
  eb
    .selectFrom('point_entries as same')
    .select(sql<number>`coalesce(sum(same.amount), 0)`.as('sum'))
    .whereRef('same.operation_id', '=', 'item.operation_id')
    .whereRef('same.owner_type', '=', 'item.owner_type')
    .whereRef('same.owner_id', '=', 'item.owner_id')
    .where('same.bucket', debt ? '=' : '<>', 'debt');

/** A column of the item's lots (a transfer's credit has one per lot it received, alike but for the days). */
const lotColumn = <C extends 'state' | 'note' | 'available_at'>(eb: Entries, column: C) =>
  eb.selectFrom('point_lots').select(column).whereRef('point_lots.entry_id', '=', 'item.id').orderBy('id').limit(1);

function itemsOf(db: DB, owner: PointOwner) {
  return db
    .selectFrom('point_entries as item')
    .innerJoin('point_operations', 'point_operations.id', 'item.operation_id')
    .where('item.owner_type', '=', owner.type)
    .where('item.owner_id', '=', owner.id)
    .where('point_operations.kind', 'not in', LOT_ACTION_KINDS)
    .where((eb) =>
      eb(
        'item.id',
        '=',
        eb
          .selectFrom('point_entries as first')
          .select((inner) => inner.fn.min('first.id').as('id'))
          .whereRef('first.operation_id', '=', 'item.operation_id')
          .whereRef('first.owner_type', '=', 'item.owner_type')
          .whereRef('first.owner_id', '=', 'item.owner_id'),
      ),
    );
}

const itemColumns = (query: ReturnType<typeof itemsOf>) =>
  query.select((eb) => [
    'item.id',
    'item.description',
    'item.created_at',
    'item.source_type',
    'item.source_id',
    'item.explanation',
    'item.amount',
    sumOf(eb, false).as('value'),
    sumOf(eb, true).as('debt'),
    lotColumn(eb, 'state').as('lot_state'),
    lotColumn(eb, 'note').as('note'),
    lotColumn(eb, 'available_at').as('available_at'),
    eb
      .selectFrom('point_lots')
      .select((inner) => inner.fn.min('expires_at').as('expires_at'))
      .whereRef('point_lots.entry_id', '=', 'item.id')
      .as('expires_at'),
  ]);

export type HistoryRow = Awaited<ReturnType<ReturnType<typeof itemColumns>['execute']>>[number];

/** A page of the holder's history items of an edition, newest first, and how many there are. */
export function findHistoryPage(db: DB, owner: PointOwner, edition: string, page: number, perPage: number) {
  const scope = itemsOf(db, owner).where('item.edition', '=', edition);
  return findPage(scope, (all) => itemColumns(all).orderBy('item.id', 'desc'), page, perPage);
}

/** One item of the holder's history by its entry's id; undefined when it is no item of the holder's. */
export function findHistoryItem(db: DB, owner: PointOwner, id: number): Promise<HistoryRow | undefined> {
  return itemColumns(itemsOf(db, owner).where('item.id', '=', id)).executeTakeFirst();
}

/** The lot an entry credited (the first, for a transfer's), with the points that expired from it. */
export async function findCreditedLot(db: DB, entryId: number) {
  return db
    .selectFrom('point_lots')
    .select((eb) => [
      'id',
      'amount',
      'remaining',
      'state',
      'available_at',
      'expires_at',
      eb
        .selectFrom('point_entries')
        .select(sql<number>`coalesce(-sum(amount), 0)`.as('points'))
        .whereRef('point_entries.lot_id', '=', 'point_lots.id')
        .where('point_entries.source_type', '=', 'expiry')
        .as('expired_points'),
    ])
    .where('entry_id', '=', entryId)
    .orderBy('id')
    .executeTakeFirst();
}

/** The lots a debit took from, in the order it took them. */
export function findConsumedLots(db: DB, entryId: number) {
  return db
    .selectFrom('point_lot_consumptions')
    .innerJoin('point_lots', 'point_lots.id', 'point_lot_consumptions.lot_id')
    .select([
      'point_lots.id as lot_id',
      'point_lots.credited_at',
      'point_lots.explanation',
      'point_lot_consumptions.points',
      'point_lots.expires_at',
    ])
    .where('point_lot_consumptions.entry_id', '=', entryId)
    .orderBy('point_lot_consumptions.id')
    .execute();
}

/**
 * What debits took from lots: each consumption with its debit entry, in the order they took. The
 * holder's detail and the back office's lot page narrow it to their lots.
 */
export function lotTakes(db: DB) {
  return db
    .selectFrom('point_lot_consumptions')
    .innerJoin('point_entries as debit', 'debit.id', 'point_lot_consumptions.entry_id')
    .select([
      'point_lot_consumptions.points',
      'point_lot_consumptions.restored',
      'debit.id as debit_id',
      'debit.created_at as debit_at',
      'debit.explanation as debit_explanation',
    ])
    .orderBy('point_lot_consumptions.id');
}

/** The debits that took from the lots an entry credited, in the order they took. */
export function findLotUses(db: DB, entryId: number) {
  return lotTakes(db)
    .innerJoin('point_lots', 'point_lots.id', 'point_lot_consumptions.lot_id')
    .where('point_lots.entry_id', '=', entryId)
    .execute();
}

/**
 * The purchase lines behind a threshold credit (its source): the seller's lines of that company,
 * product and edition, with the import each came in. Read by join: the purchases module writes them.
 */
export function findThresholdPurchases(db: DB, targetCreditId: number) {
  return db
    .selectFrom('target_credits')
    .innerJoin('purchases', (join) =>
      join
        .onRef('purchases.user_id', '=', 'target_credits.user_id')
        .onRef('purchases.company_id', '=', 'target_credits.company_id')
        .onRef('purchases.product_id', '=', 'target_credits.product_id')
        .onRef('purchases.edition', '=', 'target_credits.edition'),
    )
    .innerJoin('purchase_imports', 'purchase_imports.id', 'purchases.import_id')
    .leftJoin('purchases as corrected', 'corrected.id', 'purchases.corrects_id')
    .select([
      'purchases.external_id',
      'purchase_imports.imported_at',
      'purchases.line',
      'purchases.purchased_at',
      'purchases.quantity',
      'corrected.external_id as corrects',
    ])
    .where('target_credits.id', '=', targetCreditId)
    .orderBy('purchases.purchased_at')
    .orderBy('purchases.id')
    .execute();
}
