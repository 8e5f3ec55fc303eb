import {
  type Cart,
  CART_EMPTY,
  type MyPrizeOrder,
  NOT_ENOUGH_POINTS,
  type Paged,
  type PlacedPrizeOrder,
  type placePrizeOrderSchema,
  type Prize,
  type PrizeCategory,
  prizeLineStatusLabels,
  prizeOrderStatusLabels,
  PRIZES_PER_PAGE,
  type PrizeSort,
  type prizesQuerySchema,
  prizeWithdrawnMessage,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { pageOf, type PageRequest } from '../../lib/paging.js';
import type { Actor } from '../../plugins/access/actor.js';
import { balanceOf, explain, keyedRequest, nameSource, post, replayedOperation } from '../ledger/ledger.service.js';
import { getSettings } from '../programme/programme.service.js';
import { residenceAddressOf } from '../profile/profile.service.js';
import {
  emptyCart,
  findAvailablePrizes,
  findCartLines,
  findCategories,
  findOrderByOperation,
  findPrize,
  findUserOrders,
  insertPrizeOrder,
  setCartLine,
} from './catalogue.repository.js';

/*
 * The prize catalogue, the cart and prize orders (docs/product/catalogue-and-codes.md "The prize catalogue";
 * docs/decisions/0026-prize-catalogue.md).
 */

export const CATALOGUE_SELLERS_ONLY = 'Nagrody może zamawiać tylko sprzedawca.';
export const CATALOGUE_IMPERSONATION_REFUSED = 'Zalogowany jako klient nie możesz zmieniać koszyka ani zamawiać.';
const PRIZE_NOT_FOUND = 'Nie znaleziono nagrody.';
const PRIZE_WITHDRAWN = 'Tej nagrody nie można już zamówić.';
const ORDER_DESCRIPTION = 'Zamówienie nagród z katalogu';

/** Names sort as a Polish reader expects: Ł after L, Ś after S. */
const polish = new Intl.Collator('pl', { sensitivity: 'base' });
const folded = (text: string) => text.toLocaleLowerCase('pl');

type PrizeRow = Awaited<ReturnType<typeof findAvailablePrizes>>[number];

const comparators: Record<PrizeSort, (a: PrizeRow, b: PrizeRow) => number> = {
  name_asc: (a, b) => polish.compare(a.name, b.name) || a.id - b.id,
  name_desc: (a, b) => polish.compare(b.name, a.name) || a.id - b.id,
  points_asc: (a, b) => a.points - b.points || polish.compare(a.name, b.name),
  points_desc: (a, b) => b.points - a.points || polish.compare(a.name, b.name),
};

/**
 * One page of the available prizes. The catalogue holds tens or hundreds of prizes, so it is read
 * whole and filtered, sorted (Polish collation, the same on both databases) and cut here.
 */
export async function listPrizes(
  db: DB,
  actor: Actor,
  query: z.output<typeof prizesQuerySchema>,
): Promise<{ items: Paged<Prize> & { total: number }; categories: PrizeCategory[] }> {
  const [rows, categories, balance] = await Promise.all([
    findAvailablePrizes(db),
    findCategories(db),
    query.affordable === '1' ? balanceOf(db, { type: 'user', id: actor.userId }) : Promise.resolve(Infinity),
  ]);
  const search = query.search ? folded(query.search) : undefined;
  const matching = rows
    .filter(
      (row) =>
        (!query.category || row.category_slug === query.category) &&
        (query.min_points === undefined || row.points >= query.min_points) &&
        (query.max_points === undefined || row.points <= query.max_points) &&
        row.points <= balance &&
        (!search || folded(row.name).includes(search) || folded(row.index).includes(search)),
    )
    .sort(comparators[query.sort]);
  const start = (query.page - 1) * PRIZES_PER_PAGE;
  const data = matching.slice(start, start + PRIZES_PER_PAGE).map((row) => ({
    id: row.id,
    index: row.index,
    name: row.name,
    category: { slug: row.category_slug, name: row.category_name },
    points: row.points,
    image: row.image,
  }));
  return {
    items: {
      ...pageOf(data, matching.length, { page: query.page, per_page: PRIZES_PER_PAGE }),
      total: matching.length,
    },
    categories: categories.map(({ slug, name }) => ({ slug, name })),
  };
}

export async function cartOf(db: DB, userId: number): Promise<Cart> {
  const [rows, balance] = await Promise.all([findCartLines(db, userId), balanceOf(db, { type: 'user', id: userId })]);
  const lines = rows.map((row) => ({
    prize_id: row.prize_id,
    index: row.index,
    name: row.name,
    quantity: row.quantity,
    points: row.points,
    line_points: row.points * row.quantity,
    available: row.is_available === 1,
  }));
  return { lines, total_points: lines.reduce((sum, line) => sum + line.line_points, 0), balance };
}

/** Puts a prize in the cart with a quantity (0 takes it out); a withdrawn prize can only be taken out. */
export async function changeCartLine(
  db: DB,
  clock: Clock,
  actor: Actor,
  prizeId: number,
  quantity: number,
): Promise<Cart> {
  const prize = await findPrize(db, prizeId);
  if (!prize) throw new NotFoundError(PRIZE_NOT_FOUND);
  if (quantity > 0 && prize.is_available !== 1) throw ValidationError.field('quantity', PRIZE_WITHDRAWN);
  await setCartLine(db, actor.userId, prizeId, quantity, clock.now().toISOString());
  return cartOf(db, actor.userId);
}

const ADDRESS_REQUIRED: Record<string, string[]> = {
  'address.street': ['Podaj ulicę.'],
  'address.building': ['Podaj numer budynku.'],
  'address.post_code': ['Podaj kod pocztowy.'],
  'address.city': ['Podaj miejscowość.'],
};

/** Where the prizes go: the address the order names, else the residence address when it is complete. */
async function deliveryAddress(db: DB, userId: number, named: z.output<typeof placePrizeOrderSchema>['address']) {
  if (named) return { ...named, local: named.local ?? null };
  const home = await residenceAddressOf(db, userId);
  if (!home.street || !home.building || !home.post_code || !home.city) {
    throw new ValidationError(ADDRESS_REQUIRED, 'Podaj adres dostawy.');
  }
  return {
    street: home.street,
    building: home.building,
    local: home.local,
    post_code: home.post_code,
    city: home.city,
  };
}

type FoundOrder = NonNullable<Awaited<ReturnType<typeof findOrderByOperation>>>;

const placedOf = (order: FoundOrder): PlacedPrizeOrder => ({
  number: order.number,
  lines: order.lines.map((line) => ({
    prize_id: line.prize_id,
    index: line.index,
    name: line.name,
    quantity: line.quantity,
    points: line.points,
    line_points: line.points * line.quantity,
    available: true,
  })),
  total_points: order.total_points,
  status: order.status,
  created_at: order.created_at,
});

/**
 * Orders the cart in one transaction: the debit of its total (never below zero), the order with
 * its lines and address, and the emptied cart. A retry with the same Idempotency-Key answers the
 * order the first request placed; the key with another request is a 409 (the ledger's rule).
 */
export async function placePrizeOrder(
  db: DB,
  clock: Clock,
  actor: Actor,
  payload: z.output<typeof placePrizeOrderSchema>,
  idempotencyKey?: string,
): Promise<PlacedPrizeOrder> {
  const request = keyedRequest('prize_order', actor, idempotencyKey, payload);
  const { edition } = await getSettings(db);
  const operationId = await db.transaction().execute(async (trx) => {
    const earlier = await replayedOperation(trx, request);
    if (earlier !== undefined) return earlier;

    const lines = await findCartLines(trx, actor.userId);
    if (lines.length === 0) {
      // On PostgreSQL each statement sees what committed before it: a simultaneous request with
      // the same key may have placed the order, and emptied this cart, since the look above.
      const placed = await replayedOperation(trx, request);
      if (placed !== undefined) return placed;
      throw ValidationError.field('cart', CART_EMPTY);
    }
    const withdrawn = lines.filter((line) => line.is_available !== 1);
    if (withdrawn.length)
      throw ValidationError.field('cart', prizeWithdrawnMessage(withdrawn.map((line) => line.name)));
    const address = await deliveryAddress(trx, actor.userId, payload.address);
    const total = lines.reduce((sum, line) => sum + line.points * line.quantity, 0);

    const posted = await post(trx, clock, {
      ...request,
      edition,
      shortfall: { field: 'cart', message: NOT_ENOUGH_POINTS },
      movements: [{ owner: { type: 'user', id: actor.userId }, amount: -total, description: ORDER_DESCRIPTION }],
    });
    // A simultaneous request with the same key got there first and placed the order.
    if (posted.replayed) return posted.operationId;

    const placed = await insertPrizeOrder(trx, {
      userId: actor.userId,
      companyId: actor.companyId,
      totalPoints: total,
      address,
      operationId: posted.operationId,
      edition,
      now: clock.now().toISOString(),
      lines: lines.map((line) => ({
        prize_id: line.prize_id,
        index: line.index,
        name: line.name,
        quantity: line.quantity,
        points: line.points,
      })),
    });
    await nameSource(trx, posted.operationId, {
      id: placed.id,
      explanation: explain.prizeOrder(placed.number, lines),
    });
    await emptyCart(trx, actor.userId);
    return posted.operationId;
  });
  const order = await findOrderByOperation(db, operationId);
  if (!order) throw new Error(`The prize order of operation ${operationId} is missing`);
  return placedOf(order);
}

/**
 * The user's prize orders, newest first, each with its prizes on one line and its lines with
 * where each is (the fulfilment partner's status, carrier and tracking number).
 */
export async function myPrizeOrders(db: DB, userId: number, request: PageRequest): Promise<Paged<MyPrizeOrder>> {
  const { rows, total, lines } = await findUserOrders(db, userId, request.page, request.per_page);
  const data = rows.map((row) => {
    const own = lines.filter((line) => line.order_id === row.id);
    return {
      number: row.number,
      prizes: own.map((line) => `${line.name} ×${line.quantity}`).join(', '),
      total_points: row.total_points,
      created_at: row.created_at,
      status: row.status,
      status_label: prizeOrderStatusLabels[row.status],
      lines: own.map((line) => ({
        line: line.line,
        name: line.name,
        quantity: line.quantity,
        points: line.points,
        status: line.status,
        status_label: line.status && prizeLineStatusLabels[line.status],
        carrier: line.carrier,
        tracking_number: line.tracking_number,
        shipped_at: line.shipped_at && new Date(line.shipped_at).toISOString(),
      })),
    };
  });
  return pageOf(data, total, request);
}
