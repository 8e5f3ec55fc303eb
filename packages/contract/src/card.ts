import { z } from 'zod';
import { CARD_NUMBER_DIGITS } from './constants.js';
import type { SuccessAnswer } from './http.js';

/** The prepaid card of a seller (docs/product/cards-and-orders.md). */

export const CARD_NUMBER_INVALID = 'Numer karty jest nieprawidłowy.';
export const CARD_CONFIRMED = 'Karta została potwierdzona.';
export const CARD_ORDERED = 'Nowa karta została zamówiona.';
export const CARD_ALREADY_ORDERED = 'Twoja karta została już zamówiona.';

const cardNumberMessage = `Podaj numer karty (${CARD_NUMBER_DIGITS} cyfr).`;
const cardNumberPattern = new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`);

export const confirmCardSchema = z.object({
  number: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '') : (value ?? '')),
    z
      .string({ error: cardNumberMessage })
      .min(1, { error: 'Podaj numer karty.', abort: true })
      .regex(cardNumberPattern, cardNumberMessage),
  ),
});
export type ConfirmCardPayload = z.input<typeof confirmCardSchema>;

export interface Card {
  id: number;
  /** The full number only once the holder has confirmed the card; masked (******7890) before. */
  number: string;
  /** Confirmed in the current edition. */
  is_confirmed: boolean;
  /** DD.MM.YYYY of the confirmation in the current edition. */
  confirmed_at: string | null;
  /** DD.MM.YYYY of a confirmation in an earlier edition, when the card awaits re-confirmation. */
  confirmed_at_prev_edition: string | null;
  /** DD.MM.YYYY the card was sent to the holder. */
  paired_at: string | null;
}

export interface CardShowAnswer {
  success: true;
  card: Card | null;
  /** Cards of the selected company nobody has confirmed yet, numbers masked. */
  company_cards: { id: number; number: string }[];
  has_order_card: boolean;
}

export interface CardConfirmAnswer extends SuccessAnswer {
  card: Card;
}
