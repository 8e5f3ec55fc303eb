import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { findPage } from '../../lib/paging.js';

/*
 * The reconciliation's readings (docs/product/point-lots.md "Reconciliation"): the books as the
 * ledger, its lots, the orders and the prize orders keep them, each read whole, so the service can
 * compare them. They run in one snapshot (the service's transaction); only `reconciliation_runs`
 * is this module's own.
 */

/** Each holder's entries summed per bucket, and its balance row's four figures. */
export async function findHolderSums(db: DB) {
  const [entries, balances, lots, companies] = await Promise.all([
    db
      .selectFrom('point_entries')
      .select((eb) => ['owner_type', 'owner_id', 'bucket', eb.fn.sum<number>('amount').as('points')])
      .groupBy(['owner_type', 'owner_id', 'bucket'])
      .execute(),
    db.selectFrom('point_balances').select(['owner_type', 'owner_id', 'balance', 'pending', 'held', 'debt']).execute(),
    db
      .selectFrom('point_lots')
      .select((eb) => ['owner_type', 'owner_id', 'state', eb.fn.sum<number>('remaining').as('points')])
      .where('state', 'in', ['available', 'pending', 'held'])
      .groupBy(['owner_type', 'owner_id', 'state'])
      .execute(),
    db.selectFrom('companies').select(['id', 'sap']).execute(),
  ]);
  return { entries, balances, lots, saps: new Map(companies.map((company) => [company.id, company.sap])) };
}

/**
 * The lots that break their bounds: remaining below 0 or above the amount, a cancelled lot holding
 * points or taken from, or what a lot lost not being what debits, transfers and debt payments took
 * (less what refunds gave back) plus what expiry and corrections took.
 */
export async function findLotsOutOfBounds(db: DB) {
  return db
    .selectFrom('point_lots as lot')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('point_lot_consumptions')
          .select(['point_lot_consumptions.lot_id', sql<number>`sum(points - restored)`.as('taken')])
          .groupBy('lot_id')
          .as('taken'),
      (join) => join.onRef('taken.lot_id', '=', 'lot.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('point_entries')
          .select(['point_entries.lot_id', sql<number>`-sum(amount)`.as('direct')])
          .where('lot_id', 'is not', null)
          .where('bucket', '=', 'available')
          .where('source_type', 'in', ['expiry', 'correction'])
          .groupBy('lot_id')
          .as('direct'),
      (join) => join.onRef('direct.lot_id', '=', 'lot.id'),
    )
    .select([
      'lot.id',
      'lot.amount',
      'lot.remaining',
      'lot.state',
      sql<number>`coalesce(taken.taken, 0)`.as('taken'),
      sql<number>`coalesce(direct.direct, 0)`.as('direct'),
    ])
    .where((eb) =>
      eb.or([
        eb('lot.remaining', '<', 0),
        eb('lot.remaining', '>', eb.ref('lot.amount')),
        eb.and([
          eb('lot.state', '=', 'cancelled'),
          eb.or([eb('lot.remaining', '<>', 0), eb(sql`coalesce(taken.taken, 0)`, '<>', 0)]),
        ]),
        eb.and([
          eb('lot.state', '<>', 'cancelled'),
          eb(sql`lot.amount - lot.remaining`, '<>', sql`coalesce(taken.taken, 0) + coalesce(direct.direct, 0)`),
        ]),
      ]),
    )
    .orderBy('lot.id')
    .execute();
}

/** A debit's entry of an operation (its first), as refund entries name it in `source_id`. */
const debitEntryOf = (operation: 'orders.operation_id' | 'prize_orders.operation_id') =>
  sql<string>`(select cast(min(id) as varchar(64)) from point_entries
    where point_entries.operation_id = ${sql.ref(operation)} and point_entries.amount < 0)`;

/** What the entries of an operation took from (or gave to) the available bucket of its holders. */
const availableSum = (operation: 'orders.operation_id' | 'orders.refund_operation_id' | 'prize_orders.operation_id') =>
  sql<number>`coalesce((select sum(amount) from point_entries
    where point_entries.operation_id = ${sql.ref(operation)} and point_entries.bucket = 'available'), 0)`;

/** Refund entries by the debit they give back (`source_id`), summed. */
const refundsByDebit = (db: DB) =>
  db
    .selectFrom('point_entries')
    .select((eb) => ['source_id', eb.fn.sum<number>('amount').as('points'), eb.fn.countAll<number>().as('count')])
    .where('source_type', '=', 'refund')
    .where('bucket', '=', 'available')
    .where('amount', '>', 0)
    .groupBy('source_id');

/** Every top-up order with what its debit took, what its refund gave back and how many refunds name it. */
export function findTopUpOrderSums(db: DB) {
  return db
    .selectFrom('orders')
    .leftJoin(refundsByDebit(db).as('refunds'), (join) =>
      join.on('refunds.source_id', '=', debitEntryOf('orders.operation_id')),
    )
    .select([
      'orders.id',
      'orders.value',
      'orders.status',
      'orders.refund_operation_id',
      sql<number>`-${availableSum('orders.operation_id')}`.as('debited'),
      sql<number>`coalesce(refunds.points, 0)`.as('refunded'),
      sql<number>`coalesce(refunds.count, 0)`.as('refunds'),
    ])
    .orderBy('orders.id')
    .execute();
}

/** Every prize order with what its debit took, what refunds gave back of it and what its returned lines were worth. */
export function findPrizeOrderSums(db: DB) {
  return db
    .selectFrom('prize_orders')
    .leftJoin(refundsByDebit(db).as('refunds'), (join) =>
      join.on('refunds.source_id', '=', debitEntryOf('prize_orders.operation_id')),
    )
    .select([
      'prize_orders.number',
      'prize_orders.total_points',
      'prize_orders.status',
      sql<number>`-${availableSum('prize_orders.operation_id')}`.as('debited'),
      sql<number>`coalesce(refunds.points, 0)`.as('refunded'),
      (eb) =>
        eb
          .selectFrom('prize_order_lines')
          .select(sql<number>`coalesce(sum(quantity * points), 0)`.as('points'))
          .whereRef('prize_order_lines.order_id', '=', 'prize_orders.id')
          .where('prize_order_lines.status', '=', 'returned')
          .as('returned'),
    ])
    .orderBy('prize_orders.id')
    .execute();
}

/** Refund entries that give back no order's debit. */
export function findStrayRefunds(db: DB) {
  const debits = (table: 'orders' | 'prize_orders') =>
    db
      .selectFrom(table)
      .innerJoin('point_entries as debit', 'debit.operation_id', `${table}.operation_id`)
      .select(sql<string>`cast(debit.id as varchar(64))`.as('id'))
      .where('debit.amount', '<', 0);
  return db
    .selectFrom('point_entries')
    .select(['id', 'amount', 'source_id'])
    .where('source_type', '=', 'refund')
    .where('bucket', '=', 'available')
    .where('amount', '>', 0)
    .where((eb) =>
      eb.or([
        eb('source_id', 'is', null),
        eb.and([eb('source_id', 'not in', debits('orders')), eb('source_id', 'not in', debits('prize_orders'))]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The card issuer's results with the order and card each names, as they are now. */
export function findIssuerResults(db: DB) {
  return db
    .selectFrom('issuer_results')
    .leftJoin('orders', 'orders.id', 'issuer_results.order_id')
    .leftJoin('cards', 'cards.id', 'orders.card_id')
    .select([
      'issuer_results.order_id',
      'issuer_results.status as result',
      'issuer_results.card_number',
      'orders.status',
      'cards.number as order_card',
    ])
    .orderBy('issuer_results.order_id')
    .execute();
}

/** Pending lots whose day came before `day`, and available lots past their last day before it that still hold points. */
export async function findLateLots(db: DB, day: string) {
  const [pending, overdue] = await Promise.all([
    db
      .selectFrom('point_lots')
      .select(['id', 'available_at', 'remaining'])
      .where('state', '=', 'pending')
      .where('available_at', '<=', day)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('point_lots')
      .select(['id', 'expires_at', 'remaining'])
      .where('state', '=', 'available')
      .where('remaining', '>', 0)
      .where('expires_at', '<', day)
      .orderBy('id')
      .execute(),
  ]);
  return { pending, overdue };
}

/** Stores a run; undefined when the night's nightly run was stored already (by another process). */
export async function insertRun(
  db: DB,
  run: {
    run_at: string;
    trigger: 'nightly' | 'manual';
    night: string | null;
    operator_id: number | null;
    ok: boolean;
    differences_count: number;
    checks: string;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('reconciliation_runs')
    .values({ ...run, ok: run.ok ? 1 : 0 })
    .onConflict((conflict) => conflict.column('night').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

const runColumns = [
  'reconciliation_runs.id',
  'reconciliation_runs.run_at',
  'reconciliation_runs.trigger',
  'reconciliation_runs.ok',
  'reconciliation_runs.differences_count',
  'operators.email as operator_email',
] as const;

export function findRun(db: DB, id: number) {
  return db
    .selectFrom('reconciliation_runs')
    .leftJoin('operators', 'operators.id', 'reconciliation_runs.operator_id')
    .select([...runColumns, 'reconciliation_runs.checks'])
    .where('reconciliation_runs.id', '=', id)
    .executeTakeFirst();
}

export function findLastRun(db: DB) {
  return db
    .selectFrom('reconciliation_runs')
    .leftJoin('operators', 'operators.id', 'reconciliation_runs.operator_id')
    .select(runColumns)
    .orderBy('reconciliation_runs.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the night's nightly run is stored. */
export async function hasNightlyRun(db: DB, night: string): Promise<boolean> {
  const row = await db.selectFrom('reconciliation_runs').select('id').where('night', '=', night).executeTakeFirst();
  return row !== undefined;
}

export function findRunsPage(db: DB, direction: 'asc' | 'desc', page: number, perPage: number) {
  return findPage(
    db.selectFrom('reconciliation_runs').leftJoin('operators', 'operators.id', 'reconciliation_runs.operator_id'),
    (all) => all.select(runColumns),
    page,
    perPage,
    {
      columns: { run_at: 'reconciliation_runs.run_at' },
      column: 'run_at',
      direction,
      then: [['reconciliation_runs.id', 'same']],
    },
  );
}

/** The active admins, who are told of differences. */
export function findActiveAdmins(db: DB) {
  return db
    .selectFrom('operators')
    .select('email')
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
}
