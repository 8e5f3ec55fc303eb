import { randomInt } from 'node:crypto';
import {
  type createOrderSchema,
  ORDER_ANSWER_INVALID,
  orderStatusTexts,
  type OrderQuestion,
  ordersClosedMessage,
  type Paged,
  polishDayAndMonth,
  type UserOrder,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { type Actor, actsInPerson } from '../../plugins/access/actor.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { polishDay, warsawDayStart, warsawIsoDay, warsawMonth } from '../../lib/polish-time.js';
import { pageOf } from '../../lib/paging.js';
import { explain, keyedRequest, NAMED_ROW_ID, post, refuseUnlessReplay } from '../ledger/ledger.service.js';
import { getSettings, resolveEdition, type Settings } from '../programme/programme.service.js';
import {
  findOrderingState,
  findQuestion,
  findQuestionIds,
  findServing,
  findUserOrders,
  lockCardAndSumOrders,
  orderRow,
  storeServing,
} from './orders.repository.js';

const ORDER_DESCRIPTION = 'Zamówienie zasilenia karty';
export const ORDER_IMPERSONATION_REFUSED = 'Zalogowany jako klient nie możesz zamawiać zasileń karty.';
export const ORDER_SELLERS_ONLY = 'Zasilenie karty może zamówić tylko aktywny sprzedawca.';
const CARD_REQUIRED = 'Zasilenie karty jest możliwe po otrzymaniu i potwierdzeniu karty przedpłaconej.';
const OVER_BALANCE = 'Wartość zamówienia przekracza liczbę dostępnych punktów.';

/** The calendar day in Poland as YYYY-MM-DD: the ordering deadline is a Polish day. */
const warsawToday = (clock: Clock) => warsawIsoDay(clock.now());

/** Orders are open until the deadline day, inclusive; a programme without a deadline (null) is always open. */
const ordersOpen = (clock: Clock, settings: Settings) =>
  settings.orders_deadline === null || warsawToday(clock) <= settings.orders_deadline;

/**
 * Whether top-up orders are open at all (until the deadline day, inclusive) and whether this user
 * may order now: an active seller holding a card confirmed in this edition (the account page
 * reads that with its own row), not looked at by an operator.
 */
export function orderAvailability(
  clock: Clock,
  settings: Settings,
  actor: Actor,
  holdsConfirmedCard: boolean,
): { orders_enabled: boolean; can_order: boolean } {
  const ordersEnabled = ordersOpen(clock, settings);
  return {
    orders_enabled: ordersEnabled,
    can_order: ordersEnabled && actsInPerson(actor) && actor.isSeller && holdsConfirmedCard,
  };
}

/**
 * Draws a question of this edition for the top-up form and remembers it, so the order that
 * follows must answer this question. A different one than last time when there is a choice.
 */
export async function drawQuestion(db: DB, clock: Clock, actor: Actor): Promise<OrderQuestion> {
  const settings = await getSettings(db);
  const [ids, last] = await Promise.all([findQuestionIds(db, settings.edition), findServing(db, actor.userId)]);
  const candidates = ids.length > 1 ? ids.filter((row) => row.id !== last?.question_id) : ids;
  const drawn = candidates[randomInt(Math.max(candidates.length, 1))];
  if (!drawn) throw new NotFoundError('Brak pytań do zamówienia zasilenia w tej edycji.');
  await storeServing(db, actor.userId, drawn.id, clock.now().toISOString());
  return findQuestion(db, drawn.id);
}

type OrderingState = Awaited<ReturnType<typeof findOrderingState>>;

/** The card and question an order is taken with, or why it cannot be taken now. */
function checkOrder(
  clock: Clock,
  settings: Settings,
  state: OrderingState,
): { refusal: Error } | { refusal: null; cardId: number; cardNumber: string; questionId: number } {
  if (!ordersOpen(clock, settings) && settings.orders_deadline !== null) {
    return { refusal: new ForbiddenError(ordersClosedMessage(polishDayAndMonth(settings.orders_deadline))) };
  }
  if (!state?.is_seller || !state.is_active) return { refusal: new ForbiddenError(ORDER_SELLERS_ONLY) };
  if (state.card_id === null || state.card_number === null) return { refusal: new ForbiddenError(CARD_REQUIRED) };
  if (state.served_question_id === null || state.answer_question_id !== state.served_question_id) {
    return { refusal: ValidationError.field('userAnswer', ORDER_ANSWER_INVALID) };
  }
  return { refusal: null, cardId: state.card_id, cardNumber: state.card_number, questionId: state.served_question_id };
}

/**
 * The card's limits (docs/product/point-lots.md "Card limits"): one order's largest value, and
 * what the card may receive in a Warsaw month, counting its orders new, sent and completed and
 * this one, checked under the card's lock so that simultaneous orders cannot pass it together.
 */
async function checkCardLimits(
  trx: DB,
  clock: Clock,
  settings: Settings,
  cardId: number,
  value: number,
): Promise<Error | null> {
  const points = (n: number) => n.toLocaleString('pl-PL');
  if (settings.card_max_order !== null && value > settings.card_max_order) {
    return ValidationError.field(
      'value',
      `Jedno zasilenie karty może mieć najwyżej ${points(settings.card_max_order)} pkt.`,
    );
  }
  if (settings.card_monthly_limit === null) return null;
  const month = warsawMonth(clock.now());
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  const ordered = await lockCardAndSumOrders(trx, cardId, warsawDayStart(`${month}-01`), warsawDayStart(`${next}-01`));
  if (ordered + value <= settings.card_monthly_limit) return null;
  const left = Math.max(0, settings.card_monthly_limit - ordered);
  return ValidationError.field(
    'value',
    `Miesięczny limit zasileń tej karty to ${points(settings.card_monthly_limit)} pkt. W tym miesiącu możesz zamówić jeszcze ${points(left)} pkt.`,
  );
}

/**
 * Orders a card top-up: pays with the user's points and records the order in one transaction.
 * With an idempotency key a repeated request (a double click, a retry) answers the same and
 * spends once; the key is scoped to the user, so nobody can collide with another's keys. The key
 * sent again with another value, answer or company is a 409, never the first order's answer.
 */
export async function createOrder(
  db: DB,
  clock: Clock,
  actor: Actor,
  payload: z.output<typeof createOrderSchema>,
  idempotencyKey?: string,
): Promise<void> {
  const request = keyedRequest('order', actor, idempotencyKey, payload);

  const settings = await getSettings(db);
  await db.transaction().execute(async (trx) => {
    const state = await findOrderingState(trx, actor.userId, payload.userAnswer, settings.edition);
    const checked = checkOrder(clock, settings, state);
    if (checked.refusal) return refuseUnlessReplay(trx, request, checked.refusal);
    const overLimit = await checkCardLimits(trx, clock, settings, checked.cardId, payload.value);
    if (overLimit) return refuseUnlessReplay(trx, request, overLimit);

    await post(trx, clock, {
      ...request,
      edition: settings.edition,
      shortfall: { field: 'value', message: OVER_BALANCE },
      movements: [
        {
          owner: { type: 'user', id: actor.userId },
          amount: -payload.value,
          description: ORDER_DESCRIPTION,
          // The order's id exists once its row is written with the operation.
          source: { type: 'top_up_order', explanation: explain.topUpOrder(NAMED_ROW_ID, checked.cardNumber) },
        },
      ],
      // Not written for a simultaneous request with the same key that got there first: its own is.
      namedBy: orderRow(trx, {
        userId: actor.userId,
        companyId: actor.companyId,
        cardId: checked.cardId,
        value: payload.value,
        questionId: checked.questionId,
        answerId: payload.userAnswer,
        edition: settings.edition,
        now: clock.now().toISOString(),
      }),
    });
  });
}

/** The user's orders of an edition (the current one unless asked), newest first, a page at a time. */
export async function userOrders(
  db: DB,
  userId: number,
  query: { page: number; per_page: number; edition?: string | undefined },
): Promise<Paged<UserOrder>> {
  const edition = await resolveEdition(db, query.edition);
  const { rows, total } = await findUserOrders(db, userId, edition, query.page, query.per_page);
  const data = rows.map((row) => ({
    id: row.id,
    created_at_formated: polishDay(row.created_at),
    value: row.value,
    status_description: orderStatusTexts[row.status].description,
    status: row.status,
    loaded_at_formated: row.loaded_at && polishDay(row.loaded_at),
  }));
  return pageOf(data, total, query);
}
