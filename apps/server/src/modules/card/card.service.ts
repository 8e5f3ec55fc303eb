import { timingSafeEqual } from 'node:crypto';
import { type Card, CARD_ALREADY_ORDERED, CARD_NUMBER_INVALID, type CardShowAnswer } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { polishDay } from '../../lib/polish-time.js';
import { clear, consumeOrRefuse } from '../../lib/throttle.js';
import type { Actor } from '../../plugins/access/actor.js';
import { getSettings } from '../programme/programme.service.js';
import {
  cardOrderExists,
  type CardRow,
  confirmCard as storeConfirmation,
  confirmedCardIdColumn,
  findCardOfUser,
  findUnconfirmedCompanyCards,
  findUserCard,
  insertCardOrder,
} from './card.repository.js';

/** The user's confirmed card as a column of another page's query (the account page's). */
export { confirmedCardIdColumn };

/** Wrong card numbers one user may type in a window: enough for typos, far too few to guess. */
export const CONFIRM_ATTEMPTS = 5;
export const CONFIRM_WINDOW_MS = 15 * 60_000;
export const CARD_IMPERSONATION_REFUSED = 'Zalogowany jako klient nie możesz potwierdzać ani zamawiać kart.';
export const CARD_SELLERS_ONLY = 'Kartę może zamówić tylko aktywny sprzedawca.';

/** Only the last four digits: enough to tell cards apart, useless for claiming one. */
const maskCardNumber = (number: string) => `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;

/**
 * The card as its holder sees it. The full number appears once the holder has proved having the
 * card by typing the number in (in this edition or an earlier one).
 */
function cardView(card: CardRow, edition: string): Card {
  const confirmedNow = card.confirmed_edition === edition && card.confirmed_at !== null;
  const confirmedBefore = !confirmedNow && card.confirmed_edition !== null && card.confirmed_at !== null;
  return {
    id: card.id,
    number: confirmedNow || confirmedBefore ? card.number : maskCardNumber(card.number),
    is_confirmed: confirmedNow,
    confirmed_at: confirmedNow && card.confirmed_at ? polishDay(card.confirmed_at) : null,
    confirmed_at_prev_edition: confirmedBefore && card.confirmed_at ? polishDay(card.confirmed_at) : null,
    paired_at: card.paired_at ? polishDay(card.paired_at) : null,
  };
}

export async function showCard(db: DB, actor: Actor): Promise<Omit<CardShowAnswer, 'success'>> {
  const [settings, card, companyCards, hasOrderCard] = await Promise.all([
    getSettings(db),
    findUserCard(db, actor.userId),
    findUnconfirmedCompanyCards(db, actor.companyId, actor.userId),
    cardOrderExists(db, actor.userId),
  ]);
  return {
    card: card ? cardView(card, settings.edition) : null,
    company_cards: companyCards.map((row) => ({ id: row.id, number: maskCardNumber(row.number) })),
    has_order_card: hasOrderCard,
  };
}

const sameNumber = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Confirms (or, for a card of an earlier edition, re-confirms) the user's own card for the
 * current edition. Every attempt counts against a small limit that a success resets, so card
 * numbers cannot be found by trying.
 */
export async function confirmCard(db: DB, clock: Clock, actor: Actor, cardId: number, number: string): Promise<Card> {
  const throttleKey = `card-confirm:${actor.userId}`;
  await consumeOrRefuse(db, clock, {
    key: throttleKey,
    limit: CONFIRM_ATTEMPTS,
    windowMs: CONFIRM_WINDOW_MS,
    refusal: () => 'Zbyt wiele prób potwierdzenia karty. Spróbuj ponownie za kilka minut.',
  });
  const settings = await getSettings(db);
  const card = await findCardOfUser(db, cardId, actor.userId);
  if (!card || !sameNumber(card.number, number)) throw ValidationError.field('number', CARD_NUMBER_INVALID);

  await clear(db, throttleKey);
  if (card.confirmed_edition === settings.edition && card.confirmed_at !== null) {
    return cardView(card, settings.edition);
  }
  const now = clock.now().toISOString();
  await storeConfirmation(db, card.id, settings.edition, now);
  return cardView({ ...card, confirmed_at: now, confirmed_edition: settings.edition }, settings.edition);
}

/** A seller's request for a new card, e.g. instead of re-confirming last edition's; once only. */
export async function orderCard(db: DB, clock: Clock, actor: Actor): Promise<void> {
  const [settings, card] = await Promise.all([getSettings(db), findUserCard(db, actor.userId)]);
  if (card?.confirmed_edition === settings.edition) {
    throw new ConflictError('Twoja karta jest już potwierdzona w tej edycji.');
  }
  const ordered = await insertCardOrder(db, {
    userId: actor.userId,
    companyId: actor.companyId,
    now: clock.now().toISOString(),
  });
  if (!ordered) throw new ConflictError(CARD_ALREADY_ORDERED);
}
