import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { POINTS_MULTIPLE } from './constants.js';
import { successAnswer } from './success.js';
import { idempotencyKeyHeaders } from './ledger.js';
import { pageAnswer, pageQuerySchema } from './paging.js';

/** Card top-up orders (docs/product/cards-and-orders.md). */

export const ORDER_ACCEPTED = 'Gratulujemy! Twoje zamówienie zostało przyjęte do realizacji.';
export const ORDER_VALUE_HINT = `W wartości proszę podać wielokrotność ${POINTS_MULTIPLE}`;
export const ORDER_ANSWER_INVALID = 'Wybierz jedną z odpowiedzi na zadane pytanie.';
/** The deadline message with the deadline's day, e.g. "30 listopada". */
export const ordersClosedMessage = (day: string) =>
  `Brak możliwości zamówienia zasilenia! Termin na zamawianie zasileń minął ${day}.`;

const monthsGenitive = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];
/** "2025-11-30" → "30 listopada", as a Polish sentence names a day. */
export function polishDayAndMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${day} ${monthsGenitive[(month ?? 1) - 1]}`;
}

export const orderStatuses = ['new', 'sent', 'completed', 'rejected'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * What a top-up order's status is called: `label` in the back office's queue, `inSentence` inside
 * the server's refusals ("Zamówienia 7 (nowe) nie można…"), `description` on the participant's
 * list of orders.
 */
export const orderStatusTexts: Record<OrderStatus, { label: string; inSentence: string; description: string }> = {
  new: { label: 'Nowe', inSentence: 'nowe', description: 'Nowe – oczekuje na realizację' },
  sent: { label: 'Przekazane', inSentence: 'przekazane do wydawcy karty', description: 'Przekazane do wydawcy karty' },
  completed: { label: 'Zrealizowane', inSentence: 'zrealizowane', description: 'Zrealizowane – karta zasilona' },
  rejected: { label: 'Odrzucone', inSentence: 'odrzucone', description: 'Odrzucone – punkty zwrócone' },
};

/**
 * Where a top-up order may go from each status: new → sent → completed, new or sent → rejected
 * (with a reason, the points returned); completed and rejected are final. The server's service
 * judges every move by it and the back office's queue offers only these.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['sent', 'rejected'],
  sent: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

const valueMessage = 'Podaj wartość zamówienia.';

export const createOrderSchema = z.object({
  value: z.coerce
    .number({ error: valueMessage })
    .int(ORDER_VALUE_HINT)
    .gt(0, 'Wartość zamówienia musi być większa od 0.')
    .multipleOf(POINTS_MULTIPLE, ORDER_VALUE_HINT)
    .max(10_000_000, 'Wartość zamówienia jest za duża.'),
  userAnswer: z.coerce.number({ error: ORDER_ANSWER_INVALID }).int(ORDER_ANSWER_INVALID).positive(ORDER_ANSWER_INVALID),
});
export type CreateOrderPayload = z.input<typeof createOrderSchema>;

const orderQuestion = z.object({
  id: z.number(),
  name: z.string(),
  answers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type OrderQuestion = z.infer<typeof orderQuestion>;

const userOrder = z.object({
  id: z.number(),
  /** DD.MM.YYYY */
  created_at_formated: z.string(),
  value: z.number(),
  status_description: z.string(),
  status: z.enum(orderStatuses),
  /** DD.MM.YYYY: when the card issuer loaded the card; null unless it did. */
  loaded_at_formated: z.string().nullable(),
});
export type UserOrder = z.infer<typeof userOrder>;

export const ordersApi = {
  question: defineCall({
    method: 'GET',
    path: '/api/orders',
    tag: 'orders',
    summary: 'Draws the question of the top-up form; the order that follows must answer this one.',
    answer: z.object({ success: z.literal(true), question: orderQuestion }),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/orders',
    tag: 'orders',
    summary: "Orders a card top-up paid with the user's points; a repeat with the same Idempotency-Key orders once.",
    body: createOrderSchema,
    headers: idempotencyKeyHeaders,
    answer: successAnswer,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/user-orders',
    tag: 'orders',
    summary: "One page of the user's top-up orders in an edition, newest first.",
    query: pageQuerySchema,
    answer: pageAnswer(userOrder),
  }),
};
export type OrderQuestionAnswer = AnswerOf<typeof ordersApi.question>;
export type UserOrdersAnswer = AnswerOf<typeof ordersApi.list>;
