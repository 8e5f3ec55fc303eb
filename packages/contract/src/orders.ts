import { z } from 'zod';
import { POINTS_MULTIPLE } from './constants.js';
import type { Paged } from './paging.js';

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

export const orderStatusDescriptions: Record<OrderStatus, string> = {
  new: 'Nowe – oczekuje na realizację',
  sent: 'Przekazane do wydawcy karty',
  completed: 'Zrealizowane – karta zasilona',
  rejected: 'Odrzucone – punkty zwrócone',
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

export interface OrderQuestion {
  id: number;
  name: string;
  answers: { id: number; name: string }[];
}

export interface OrderQuestionAnswer {
  success: true;
  question: OrderQuestion;
}

export interface UserOrder {
  id: number;
  /** DD.MM.YYYY */
  created_at_formated: string;
  value: number;
  status_description: string;
}

export interface UserOrdersAnswer {
  success: true;
  items: Paged<UserOrder>;
}
