import type { DB } from '../../db/database.js';
import type { PrizeOrderStatus } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';

/*
 * The catalogue's tables (migration 29): prize_categories, prizes, cart_lines, prize_orders and
 * prize_order_lines. The back office's catalogue calls read and write them through here too.
 */

export function findCategories(db: DB) {
  return db.selectFrom('prize_categories').select(['id', 'slug', 'name']).orderBy('sort').orderBy('id').execute();
}

/** Every available prize with its category: the catalogue is small enough to filter and sort whole. */
export function findAvailablePrizes(db: DB) {
  return db
    .selectFrom('prizes')
    .innerJoin('prize_categories', 'prize_categories.id', 'prizes.category_id')
    .select([
      'prizes.id',
      'prizes.index',
      'prizes.name',
      'prizes.points',
      'prizes.image',
      'prize_categories.slug as category_slug',
      'prize_categories.name as category_name',
    ])
    .where('prizes.is_available', '=', 1)
    .execute();
}

export function findPrize(db: DB, prizeId: number) {
  return db.selectFrom('prizes').select(['id', 'is_available']).where('id', '=', prizeId).executeTakeFirst();
}

/** The cart's lines with their prizes as they are now, in the order they were added. */
export function findCartLines(db: DB, userId: number) {
  return db
    .selectFrom('cart_lines')
    .innerJoin('prizes', 'prizes.id', 'cart_lines.prize_id')
    .select([
      'prizes.id as prize_id',
      'prizes.index',
      'prizes.name',
      'prizes.points',
      'prizes.is_available',
      'cart_lines.quantity',
    ])
    .where('cart_lines.user_id', '=', userId)
    .orderBy('cart_lines.updated_at')
    .orderBy('prizes.id')
    .execute();
}

export async function setCartLine(db: DB, userId: number, prizeId: number, quantity: number, now: string) {
  if (quantity === 0) {
    await db.deleteFrom('cart_lines').where('user_id', '=', userId).where('prize_id', '=', prizeId).execute();
    return;
  }
  await db
    .insertInto('cart_lines')
    .values({ user_id: userId, prize_id: prizeId, quantity, updated_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'prize_id']).doUpdateSet({ quantity }))
    .execute();
}

export async function emptyCart(trx: DB, userId: number): Promise<void> {
  await trx.deleteFrom('cart_lines').where('user_id', '=', userId).execute();
}

export interface NewPrizeOrder {
  userId: number;
  companyId: number;
  totalPoints: number;
  address: { street: string; building: string; local: string | null; post_code: string; city: string };
  operationId: number;
  edition: string;
  now: string;
  lines: { prize_id: number; index: string; name: string; quantity: number; points: number }[];
}

/** Inserts an order and its lines; its number is made of the edition and the order's id. */
export async function insertPrizeOrder(trx: DB, order: NewPrizeOrder): Promise<{ id: number; number: string }> {
  const { id } = await trx
    .insertInto('prize_orders')
    .values({
      // A placeholder the id replaces at once: the number must be unique before the id is known.
      number: `tmp-${order.operationId}`,
      user_id: order.userId,
      company_id: order.companyId,
      total_points: order.totalPoints,
      status: 'pending',
      ...order.address,
      operation_id: order.operationId,
      edition: order.edition,
      created_at: order.now,
      updated_at: order.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = prizeOrderNumber(order.edition, id);
  await trx.updateTable('prize_orders').set({ number }).where('id', '=', id).execute();
  await trx
    .insertInto('prize_order_lines')
    .values(order.lines.map((line, position) => ({ ...line, order_id: id, line: position + 1 })))
    .execute();
  return { id, number };
}

/** "N/2026/000042": the edition and the order's id, as participants and the fulfilment partner quote it. */
export const prizeOrderNumber = (edition: string, id: number) => `N/${edition}/${String(id).padStart(6, '0')}`;

/** An order with its lines, found by the ledger operation that paid for it. */
export async function findOrderByOperation(db: DB, operationId: number) {
  const order = await db
    .selectFrom('prize_orders')
    .select(['id', 'number', 'total_points', 'status', 'created_at'])
    .where('operation_id', '=', operationId)
    .executeTakeFirst();
  if (!order) return undefined;
  return { ...order, lines: await findOrderLines(db, [order.id]) };
}

/** The lines of some orders in their order, with the fulfilment partner's status of each. */
export function findOrderLines(db: DB, orderIds: readonly number[]) {
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
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('line')
    .execute();
}

/** One page of a user's orders, newest first. */
export async function findUserOrders(db: DB, userId: number, page: number, perPage: number) {
  const scope = db.selectFrom('prize_orders').where('user_id', '=', userId);
  const found = await findPage(
    scope,
    (query) =>
      query
        .select(['id', 'number', 'total_points', 'status', 'created_at'])
        .orderBy('id', 'desc')
        .$castTo<{ id: number; number: string; total_points: number; status: PrizeOrderStatus; created_at: string }>(),
    page,
    perPage,
  );
  return {
    ...found,
    lines: await findOrderLines(
      db,
      found.rows.map((row) => row.id),
    ),
  };
}
