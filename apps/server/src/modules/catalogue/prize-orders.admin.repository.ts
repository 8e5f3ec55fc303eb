import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PrizeOrderStatus } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';
import { containsText } from '../../lib/search.js';

/* The back office's catalogue orders queue (docs/product/catalogue-and-codes.md "Operators"). */

export interface AdminPrizeOrderScope {
  status?: PrizeOrderStatus | undefined;
  /** In the number, the e-mail or the name (either order). */
  search?: string | undefined;
  exported?: boolean | undefined;
}

function orders(db: DB) {
  return db
    .selectFrom('prize_orders')
    .innerJoin('users', 'users.id', 'prize_orders.user_id')
    .leftJoin('operators', 'operators.id', 'prize_orders.status_changed_by');
}

const columns = [
  'prize_orders.id',
  'prize_orders.number',
  'prize_orders.status',
  'prize_orders.total_points',
  'prize_orders.user_id',
  'users.email as user_email',
  'users.first_name',
  'users.last_name',
  'users.phone',
  'prize_orders.created_at',
  'prize_orders.updated_at',
  'prize_orders.exported_at',
  'prize_orders.cancellation_reason',
  'prize_orders.refund_operation_id',
  'prize_orders.operation_id',
  'prize_orders.street',
  'prize_orders.building',
  'prize_orders.local',
  'prize_orders.post_code',
  'prize_orders.city',
  'prize_orders.edition',
  'operators.email as changed_by',
] as const;

const SORT = {
  number: 'prize_orders.number',
  created_at: 'prize_orders.created_at',
  total_points: 'prize_orders.total_points',
  status: 'prize_orders.status',
} as const;

/** The list's columns and, unsorted, the newest first. */
const ORDER = { ...SORT, id: 'prize_orders.id' } as const;
const NEWEST_FIRST = { column: 'id', direction: 'desc' } as const;

function scoped(db: DB, scope: AdminPrizeOrderScope) {
  let query = orders(db);
  if (scope.status) query = query.where('prize_orders.status', '=', scope.status);
  if (scope.exported !== undefined) {
    query = query.where('prize_orders.exported_at', scope.exported ? 'is not' : 'is', null);
  }
  const search = scope.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('prize_orders.number'), search),
        containsText(eb.ref('users.email'), search),
        containsText(sql<string>`users.first_name || ' ' || users.last_name`, search),
        containsText(sql<string>`users.last_name || ' ' || users.first_name`, search),
      ]),
    );
  }
  return query;
}

export function findAdminPrizeOrdersPage(
  db: DB,
  scope: AdminPrizeOrderScope,
  sort: { column: keyof typeof SORT; direction: 'asc' | 'desc' } | undefined,
  page: number,
  perPage: number,
) {
  return findPage(scoped(db, scope), (rows) => rows.select(columns), page, perPage, {
    columns: ORDER,
    ...(sort ?? NEWEST_FIRST),
    then: [['prize_orders.id', 'same']],
  });
}

export function findAdminPrizeOrder(db: DB, id: number) {
  return orders(db).select(columns).where('prize_orders.id', '=', id).executeTakeFirst();
}
export type AdminPrizeOrderRow = NonNullable<Awaited<ReturnType<typeof findAdminPrizeOrder>>>;

/** The lines of some orders, each order's in their positions' order, with the fulfilment partner's status. */
export function findOrderLines(db: DB, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('prize_order_lines')
    .select([
      'order_id',
      'line',
      'prize_id',
      'index',
      'name',
      'quantity',
      'points',
      'status',
      'carrier',
      'tracking_number',
      'shipped_at',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('line')
    .execute();
}

/** Moves an order only from the status just read; false when someone else moved it meanwhile. */
export async function movePrizeOrder(
  db: DB,
  id: number,
  from: PrizeOrderStatus,
  to: PrizeOrderStatus,
  change: { now: string; operatorId: number | null; reason?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('prize_orders')
    .set({
      status: to,
      updated_at: change.now,
      status_changed_by: change.operatorId,
      ...(to === 'cancelled' && { cancellation_reason: change.reason ?? null }),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setPrizeOrderRefund(db: DB, id: number, operationId: number): Promise<void> {
  await db.updateTable('prize_orders').set({ refund_operation_id: operationId }).where('id', '=', id).execute();
}

/** The orders of an export, oldest first: the ids given, or the pending ones not exported yet (all with includeExported). */
export function findExportPrizeOrders(db: DB, choice: { ids?: number[] | undefined; includeExported: boolean }) {
  let query = orders(db).select(columns).orderBy('prize_orders.id');
  if (choice.ids) query = query.where('prize_orders.id', 'in', choice.ids);
  else {
    query = query.where('prize_orders.status', '=', 'pending');
    if (!choice.includeExported) query = query.where('prize_orders.exported_at', 'is', null);
  }
  return query.execute();
}

export async function markPrizeOrdersExported(db: DB, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('prize_orders')
    .set({ exported_at: now })
    .where('id', 'in', ids)
    .where('exported_at', 'is', null)
    .execute();
}
