import { z } from 'zod';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';
import { type AnswerOf, defineCall } from './api-call.js';
import { importUpload } from './uploads.js';
import { CARD_NUMBER_DIGITS } from './constants.js';

/**
 * The back office's cards (docs/product/back-office.md, screen 6): the sellers' requests
 * waiting for a card, a card number assigned to a seller one by one or from a CSV file, and the
 * cards with who holds them and whether they are confirmed in this edition.
 */

export const CARD_NUMBER_TAKEN = 'Karta o tym numerze jest już w systemie.';
export const CARD_HOLDER_UNKNOWN = 'Nie ma takiego uczestnika.';
export const CARD_HOLDER_NOT_SELLER = 'Kartę można przypisać tylko sprzedawcy.';

const cardNumberMessage = `Numer karty to ${CARD_NUMBER_DIGITS} cyfr.`;

/** A card number as people type it: spaces are ignored, then exactly 10 digits. */
export const cardNumberField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/\s/g, '') : ''),
  z
    .string({ error: cardNumberMessage })
    .min(1, { error: 'Podaj numer karty.', abort: true })
    .regex(new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`), cardNumberMessage),
);

export const assignCardSchema = z.object({
  user_id: z.coerce.number({ error: 'Wybierz sprzedawcę.' }).int('Wybierz sprzedawcę.').positive('Wybierz sprzedawcę.'),
  number: cardNumberField,
});
export type AssignCardPayload = z.input<typeof assignCardSchema>;

export const adminCardSchema = z.object({
  id: z.number(),
  number: z.string(),
  holder: z.object({ id: z.number(), email: z.string(), name: z.string() }).nullable(),
  company: z.object({ sap: z.string(), name: z.string() }),
  /** ISO time the card was paired with its holder. */
  paired_at: z.string().nullable(),
  /** Confirmed by its holder in the current edition. */
  confirmed: z.boolean(),
  /** ISO time of the latest confirmation, in whichever edition. */
  confirmed_at: z.string().nullable(),
  confirmed_edition: z.string().nullable(),
});
export type AdminCard = z.infer<typeof adminCardSchema>;

export const cardListQuery = adminPageQuery(['number', 'paired_at', 'confirmed_at']).extend({
  /** Only cards confirmed (1) or not confirmed (0) in this edition. */
  confirmed: queryFlag,
  /** Only cards with (1) or without (0) a holder. */
  paired: queryFlag,
});
export type CardListQuery = z.input<typeof cardListQuery>;

export const cardRequestQuery = adminPageQuery(['created_at']).extend({
  /** `new` (waiting for a number, the default) or `sent` (a card was assigned). */
  status: z.enum(['new', 'sent'], { error: 'Status to new albo sent.' }).default('new'),
});
export type CardRequestQuery = z.input<typeof cardRequestQuery>;

export const cardRequestSchema = z.object({
  id: z.number(),
  user: z.object({ id: z.number(), email: z.string(), name: z.string() }),
  company: z.object({ sap: z.string(), name: z.string() }),
  status: z.enum(['new', 'sent']),
  created_at: z.string(),
});
export type CardRequest = z.infer<typeof cardRequestSchema>;

/** What a card import answers: data rows, cards assigned (would be, in a dry run), requests settled. */
export const cardImportAnswer = z.object({
  success: z.literal(true),
  dry_run: z.boolean(),
  rows: z.number(),
  assigned: z.number(),
  requests_settled: z.number(),
});
export type CardImportAnswer = z.infer<typeof cardImportAnswer>;

export const adminCardApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/cards',
    tag: 'admin',
    summary: 'Cards with holder and company, paired and confirmed in this edition; search number, e-mail, name or SAP.',
    query: cardListQuery,
    answer: adminPageAnswer(adminCardSchema),
  }),
  assign: defineCall({
    method: 'POST',
    path: '/api/admin/cards',
    tag: 'admin',
    summary: "Assigns a new card number to a seller: pairs it and settles the seller's card request (card.assign).",
    body: assignCardSchema,
    answer: z.object({ success: z.literal(true), card: adminCardSchema }),
  }),
  requests: defineCall({
    method: 'GET',
    path: '/api/admin/card-requests',
    tag: 'admin',
    summary: "Sellers' card requests, waiting for a number (status new) or settled (sent), oldest first.",
    query: cardRequestQuery,
    answer: adminPageAnswer(cardRequestSchema),
  }),
  importCards: defineCall({
    method: 'POST',
    path: '/api/admin/card-imports',
    tag: 'admin',
    summary:
      'Multipart `file` (CSV or XLSX: `number` and `user_id` or `email`) and `dry_run`: all or nothing; bad lines: 422 keyed `line N`.',
    multipart: importUpload('number and user_id or email'),
    answer: cardImportAnswer,
  }),
};
export type CardListAnswer = AnswerOf<typeof adminCardApi.list>;
