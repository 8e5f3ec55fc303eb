import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { CARD_NUMBER_DIGITS } from './constants.js';
import { successAnswer } from './success.js';

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

/** POST /api/card/{id}/confirm: the card's id. */
export const cardParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const card = z.object({
  id: z.number(),
  /** The full number only once the holder has confirmed the card; masked (******7890) before. */
  number: z.string(),
  /** Confirmed in the current edition. */
  is_confirmed: z.boolean(),
  /** DD.MM.YYYY of the confirmation in the current edition. */
  confirmed_at: z.string().nullable(),
  /** DD.MM.YYYY of a confirmation in an earlier edition, when the card awaits re-confirmation. */
  confirmed_at_prev_edition: z.string().nullable(),
  /** DD.MM.YYYY the card was sent to the holder. */
  paired_at: z.string().nullable(),
});
export type Card = z.infer<typeof card>;

export const cardApi = {
  show: defineCall({
    method: 'GET',
    path: '/api/card-show',
    tag: 'card',
    summary: "The user's prepaid card, the company's cards nobody has confirmed, and whether a new card was ordered.",
    answer: z.object({
      success: z.literal(true),
      card: card.nullable(),
      /** Cards of the selected company nobody has confirmed yet, numbers masked. */
      company_cards: z.array(z.object({ id: z.number(), number: z.string() })),
      has_order_card: z.boolean(),
    }),
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/api/card/:id/confirm',
    tag: 'card',
    summary: "Confirms (or re-confirms for this edition) the user's card by the number typed from it.",
    params: cardParamsSchema,
    body: confirmCardSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), card }),
  }),
  order: defineCall({
    method: 'POST',
    path: '/api/card/order',
    tag: 'card',
    summary: 'Asks for a new prepaid card, once per seller.',
    answer: successAnswer,
  }),
};
export type CardShowAnswer = AnswerOf<typeof cardApi.show>;
export type CardConfirmAnswer = AnswerOf<typeof cardApi.confirm>;
