import { sql } from 'kysely';
import { type DB, onPostgres } from '../../db/database.js';
import type { PrizeLineStatus } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';

/* The fulfilment partner's statuses files and the line statuses they set (migration 41). */

/** Orders are looked up a batch of numbers at a time (bound parameters stay well under the limits). */
const BATCH = 1000;

/**
 * The orders of some numbers with their participant. With `lock` (the import's transaction), on
 * PostgreSQL each order's row is held until the transaction ends, in id order: two imports, or an
 * import and an operator's cancellation, then queue on the order and each sees what the other did.
 * SQLite runs one writing transaction at a time anyway.
 */
export async function findOrdersByNumbers(db: DB, numbers: readonly string[], lock: boolean) {
  const unique = [...new Set(numbers)];
  const found = [];
  for (let start = 0; start < unique.length; start += BATCH) {
    let query = db
      .selectFrom('prize_orders')
      .innerJoin('users', 'users.id', 'prize_orders.user_id')
      .select([
        'prize_orders.id',
        'prize_orders.number',
        'prize_orders.status',
        'prize_orders.user_id',
        'prize_orders.total_points',
        'prize_orders.operation_id',
        'prize_orders.edition',
        'prize_orders.created_at',
        'users.email',
        'users.first_name',
      ])
      .where('prize_orders.number', 'in', unique.slice(start, start + BATCH))
      .orderBy('prize_orders.id');
    if (lock && onPostgres(db)) query = query.forUpdate('prize_orders');
    found.push(...(await query.execute()));
  }
  return found;
}
export type PartnerOrderRow = Awaited<ReturnType<typeof findOrdersByNumbers>>[number];

/** The lines of some orders with their partner status, in their orders' and positions' order. */
export async function findPartnerLines(db: DB, orderIds: readonly number[]) {
  const found = [];
  for (let start = 0; start < orderIds.length; start += BATCH) {
    found.push(
      ...(await db
        .selectFrom('prize_order_lines')
        .select([
          'id',
          'order_id',
          'line',
          'name',
          'quantity',
          'points',
          'status',
          'carrier',
          'tracking_number',
          'shipped_at',
          'refund_operation_id',
        ])
        .where('order_id', 'in', orderIds.slice(start, start + BATCH))
        .orderBy('order_id')
        .orderBy('line')
        .execute()),
    );
  }
  return found;
}
export type PartnerLineRow = Awaited<ReturnType<typeof findPartnerLines>>[number];

/**
 * Moves a line from the status just read to another, with its shipment's details: false when
 * it is no longer in that status.
 */
export async function moveLine(
  db: DB,
  id: number,
  from: PrizeLineStatus | null,
  change: {
    status: PrizeLineStatus;
    carrier: string | null;
    tracking_number: string | null;
    shipped_at: string | null;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('prize_order_lines')
    .set({
      status: change.status,
      carrier: change.carrier,
      tracking_number: change.tracking_number,
      shipped_at: change.shipped_at,
      ...(change.status === 'delivered' && { delivered_at: change.now }),
      ...(change.status === 'returned' && { returned_at: change.now }),
    })
    .where('id', '=', id)
    .where((eb) => (from === null ? eb('status', 'is', null) : eb('status', '=', from)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setLineRefund(db: DB, id: number, operationId: number): Promise<void> {
  await db.updateTable('prize_order_lines').set({ refund_operation_id: operationId }).where('id', '=', id).execute();
}

/** The points an order's returned lines gave back: what a later cancellation no longer refunds. */
export async function sumReturnedPoints(db: DB, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('prize_order_lines')
    .select(sql<number>`coalesce(sum(quantity * points), 0)`.as('points'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'returned')
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

export interface NewPartnerResult {
  file: string;
  lines: number;
  shipped: number;
  delivered: number;
  returned: number;
  unchanged: number;
  refunded_points: number;
  problems: string;
  operator_id: number | null;
  imported_at: string;
}

export async function insertPartnerResult(db: DB, result: NewPartnerResult): Promise<number> {
  const { id } = await db.insertInto('partner_results').values(result).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A page of the files loaded, newest first. */
export function findPartnerResultsPage(db: DB, page: number, perPage: number) {
  return findPage(
    db.selectFrom('partner_results').leftJoin('operators', 'operators.id', 'partner_results.operator_id'),
    (all) =>
      all.select([
        'partner_results.id',
        'partner_results.file',
        'partner_results.lines',
        'partner_results.shipped',
        'partner_results.delivered',
        'partner_results.returned',
        'partner_results.unchanged',
        'partner_results.refunded_points',
        'partner_results.problems',
        'partner_results.imported_at',
        'operators.email as operator_email',
      ]),
    page,
    perPage,
    {
      columns: { imported_at: 'partner_results.imported_at' },
      column: 'imported_at',
      direction: 'desc',
      then: [['partner_results.id', 'desc']],
    },
  );
}
