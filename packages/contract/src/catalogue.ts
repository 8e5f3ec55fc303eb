import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { idempotencyKeyHeaders } from './ledger.js';
import { pageAnswer, pageQuerySchema } from './paging.js';
import { residenceAddressSchema } from './profile.js';
import { emptyAsMissing } from './query-fields.js';

/** The prize catalogue, the cart and prize orders (docs/product/catalogue-and-codes.md "The prize catalogue"). */

export const PRIZES_PER_PAGE = 12;
export const CART_MAX_QUANTITY = 99;

export const NOT_ENOUGH_POINTS = 'Niewystarczająca liczba punktów';
export const CART_EMPTY = 'Koszyk jest pusty.';
export const prizeWithdrawnMessage = (names: readonly string[]) =>
  `Nagrody nie można już zamówić: ${names.join(', ')}. Usuń ją z koszyka.`;
export const PRIZE_ORDER_PLACED = 'Zamówienie zostało przyjęte';

export const prizeSorts = ['name_asc', 'name_desc', 'points_asc', 'points_desc'] as const;
export type PrizeSort = (typeof prizeSorts)[number];

/** An empty filter (a cleared field sends `min_points=`) is no filter. */
const pointsFilter = z.preprocess(
  emptyAsMissing,
  z.coerce
    .number({ error: 'Podaj liczbę punktów.' })
    .int('Podaj liczbę punktów.')
    .min(0, 'Liczba punktów nie może być ujemna.')
    .optional(),
);

export const prizesQuerySchema = z.object({
  search: z.preprocess(emptyAsMissing, z.string().trim().max(100, 'Szukany tekst jest za długi.').optional()),
  category: z.preprocess(emptyAsMissing, z.string().max(64).optional()),
  min_points: pointsFilter,
  max_points: pointsFilter,
  /** 1: only prizes the caller's balance pays for. */
  affordable: z.preprocess(emptyAsMissing, z.enum(['0', '1'], { error: 'Podaj 1 albo 0.' }).optional()),
  sort: z.preprocess(
    emptyAsMissing,
    z
      .enum(prizeSorts, { error: 'Wybierz sortowanie: name_asc, name_desc, points_asc albo points_desc.' })
      .default('name_asc'),
  ),
  page: pageQuerySchema.shape.page,
});
export type PrizesQuery = z.input<typeof prizesQuerySchema>;

const category = z.object({ slug: z.string(), name: z.string() });
export type PrizeCategory = z.infer<typeof category>;

const prize = z.object({
  id: z.number(),
  index: z.string(),
  name: z.string(),
  category,
  points: z.number(),
  /** The picture's address (the portal's own), or null. */
  image: z.string().nullable(),
});
export type Prize = z.infer<typeof prize>;

const cartLine = z.object({
  prize_id: z.number(),
  index: z.string(),
  name: z.string(),
  quantity: z.number(),
  /** Points of one piece. */
  points: z.number(),
  line_points: z.number(),
  /** False when the prize was withdrawn after it went into the cart: it cannot be ordered. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLine>;

const cart = z.object({
  lines: z.array(cartLine),
  total_points: z.number(),
  /** The caller's balance now (the page shows the balance after the order beside it). */
  balance: z.number(),
});
export type Cart = z.infer<typeof cart>;
const cartAnswer = z.object({ success: z.literal(true), cart });

export const cartLineSchema = z.object({
  quantity: z.coerce
    .number({ error: 'Podaj liczbę sztuk.' })
    .int('Podaj liczbę sztuk.')
    .min(0, 'Liczba sztuk nie może być ujemna.')
    .max(CART_MAX_QUANTITY, `Najwyżej ${CART_MAX_QUANTITY} sztuk jednej nagrody.`),
});
export const cartLineParams = z.object({ prizeId: z.coerce.number().int().positive() });

export const placePrizeOrderSchema = z.object({
  /** Where the prizes go; the residence address when left out (then required if there is none). */
  address: residenceAddressSchema.optional(),
});
export type PlacePrizeOrderPayload = z.input<typeof placePrizeOrderSchema>;

export const prizeOrderStatuses = ['pending', 'in_progress', 'sent', 'delivered', 'cancelled'] as const;
export type PrizeOrderStatus = (typeof prizeOrderStatuses)[number];
/** What a prize order's status is called, for the participant and in the back office alike. */
export const prizeOrderStatusLabels: Record<PrizeOrderStatus, string> = {
  pending: 'Oczekujące',
  in_progress: 'W realizacji',
  sent: 'Wysłane',
  delivered: 'Dostarczone',
  cancelled: 'Anulowane',
};

/**
 * Where a prize order may go: one step forward at a time; cancelled (with a reason, the points
 * returned) only before it is sent, since a parcel on its way cannot be taken back; delivered and
 * cancelled are final. The server's service judges every move by it and the back office's queue
 * offers only these.
 */
export const prizeOrderTransitions: Record<PrizeOrderStatus, readonly PrizeOrderStatus[]> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['sent', 'cancelled'],
  sent: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * Where one line of a prize order is, as the fulfilment partner's file reports it
 * (docs/product/point-lots.md "Fulfilment partner's statuses"): none yet (null), shipped,
 * delivered, or returned to the partner (its points refunded). A line only moves forward, none →
 * shipped → delivered, and any line may come back returned.
 */
export const prizeLineStatuses = ['shipped', 'delivered', 'returned'] as const;
export type PrizeLineStatus = (typeof prizeLineStatuses)[number];
/** What a line's status is called, on "Moje zamówienia" and in the back office alike. */
export const prizeLineStatusLabels: Record<PrizeLineStatus, string> = {
  shipped: 'Wysłana',
  delivered: 'Dostarczona',
  returned: 'Zwrócona – punkty wróciły na konto',
};

/** One line of a participant's prize order with its delivery. */
const myPrizeOrderLine = z.object({
  /** Its position in the order (1, 2, …), as the partner's file names it. */
  line: z.number(),
  name: z.string(),
  quantity: z.number(),
  /** Points of one piece. */
  points: z.number(),
  status: z.enum(prizeLineStatuses).nullable(),
  status_label: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** ISO 8601. */
  shipped_at: z.string().nullable(),
});
export type MyPrizeOrderLine = z.infer<typeof myPrizeOrderLine>;

const placedOrder = z.object({
  number: z.string(),
  lines: z.array(cartLine),
  total_points: z.number(),
  status: z.enum(prizeOrderStatuses),
  /** ISO 8601. */
  created_at: z.string(),
});
export type PlacedPrizeOrder = z.infer<typeof placedOrder>;

const myPrizeOrder = z.object({
  number: z.string(),
  /** The prizes, as "Ekspres do kawy ×2, Latarka ×1". */
  prizes: z.string(),
  total_points: z.number(),
  /** ISO 8601. */
  created_at: z.string(),
  status: z.enum(prizeOrderStatuses),
  status_label: z.string(),
  lines: z.array(myPrizeOrderLine),
});
export type MyPrizeOrder = z.infer<typeof myPrizeOrder>;

export const catalogueApi = {
  prizes: defineCall({
    method: 'GET',
    path: '/api/prizes',
    tag: 'catalogue',
    summary: 'One page (12) of the available prizes, filtered and sorted, with the categories.',
    query: prizesQuerySchema,
    answer: z.object({
      success: z.literal(true),
      items: z.object({
        data: z.array(prize),
        current_page: z.number(),
        last_page: z.number(),
        total: z.number(),
      }),
      categories: z.array(category),
    }),
  }),
  cart: defineCall({
    method: 'GET',
    path: '/api/cart',
    tag: 'catalogue',
    summary: "The participant's cart, kept on the server, with its total and the balance.",
    answer: cartAnswer,
  }),
  setCartLine: defineCall({
    method: 'PUT',
    path: '/api/cart/lines/:prizeId',
    tag: 'catalogue',
    summary: 'Sets the quantity of a prize in the cart (0 removes it).',
    params: cartLineParams,
    body: cartLineSchema,
    answer: cartAnswer,
  }),
  placeOrder: defineCall({
    method: 'POST',
    path: '/api/prize-orders',
    tag: 'catalogue',
    summary: 'Orders the cart: debits its total once, records the order and empties the cart in one transaction.',
    body: placePrizeOrderSchema,
    headers: idempotencyKeyHeaders,
    answer: z.object({ success: z.literal(true), message: z.string(), order: placedOrder }),
  }),
  orders: defineCall({
    method: 'GET',
    path: '/api/prize-orders',
    tag: 'catalogue',
    summary: "One page of the participant's prize orders, newest first.",
    query: pageQuerySchema.pick({ page: true, per_page: true }),
    answer: pageAnswer(myPrizeOrder),
  }),
};
export type PrizesAnswer = AnswerOf<typeof catalogueApi.prizes>;
export type CartAnswer = AnswerOf<typeof catalogueApi.cart>;
export type PlacePrizeOrderAnswer = AnswerOf<typeof catalogueApi.placeOrder>;
export type MyPrizeOrdersAnswer = AnswerOf<typeof catalogueApi.orders>;
