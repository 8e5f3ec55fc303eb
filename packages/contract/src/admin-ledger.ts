import { z } from 'zod';
import { adminPageAnswer, adminPageQuery } from './admin-paging.js';
import { expiryModes } from './admin-programme.js';
import { type AnswerOf, defineCall } from './api-call.js';

/**
 * The operators' postings of points (docs/product/back-office.md, screen 4):
 * a company's pool funded, a person's or a company's balance adjusted up or down with a reason.
 */

/** The largest posting, either way, an operator (role `operator`) may make; an admin has no limit. */
export const OPERATOR_POSTING_LIMIT = 10_000;
export const POSTING_LIMIT_EXCEEDED = `Operator może jednorazowo dodać lub odjąć najwyżej ${OPERATOR_POSTING_LIMIT.toLocaleString('pl-PL')} punktów. Większą korektę wykona administrator.`;
export const POSTING_BELOW_ZERO = 'Saldo nie może spaść poniżej zera.';
export const POSTING_KEY_MISSING =
  'Brak klucza operacji (nagłówek Idempotency-Key). Odśwież stronę i spróbuj ponownie.';

export const postingTargets = ['user', 'company'] as const;
export type PostingTarget = (typeof postingTargets)[number];

export const adjustmentSchema = z.object({
  target: z.enum(postingTargets, { error: 'Wybierz, czyje saldo zmieniasz: uczestnika albo firmy.' }),
  /** The user's id, or the company's SAP. */
  id: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : (value ?? '')),
    z
      .string({ error: 'Podaj uczestnika albo numer SAP firmy.' })
      .trim()
      .min(1, 'Podaj uczestnika albo numer SAP firmy.')
      .max(32, 'Identyfikator jest za długi.'),
  ),
  points: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/\s/g, '')) : value),
    z
      .number({ error: 'Podaj liczbę punktów.' })
      .int('Liczba punktów musi być całkowita.')
      .refine((points) => points !== 0, 'Liczba punktów nie może być zerem.')
      .refine((points) => Math.abs(points) <= 1_000_000_000, 'Ta liczba punktów jest za duża.'),
  ),
  reason: z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: 'Podaj powód.' })
      .trim()
      .min(3, 'Powód musi mieć co najmniej 3 znaki.')
      .max(500, 'Powód może mieć najwyżej 500 znaków.'),
  ),
});
export type AdjustmentPayload = z.input<typeof adjustmentSchema>;

/** Required here (docs/product/back-office.md, screen 4): without it, 422. */
export const requiredIdempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: POSTING_KEY_MISSING })
    .trim()
    .min(1, POSTING_KEY_MISSING)
    .max(100, 'Klucz operacji jest za długi.')
    .regex(/^[\w-]+$/, 'Nieprawidłowy klucz operacji.'),
});

export const adjustmentListQuery = adminPageQuery(['created_at', 'points']).extend({
  target: z.enum(postingTargets, { error: 'Cel to user albo company.' }).optional(),
  kind: z.enum(['pool_grant', 'adjustment'], { error: 'Rodzaj to pool_grant albo adjustment.' }).optional(),
});
export type AdjustmentListQuery = z.input<typeof adjustmentListQuery>;

export const adjustmentItem = z.object({
  /** The ledger operation's id. */
  id: z.number(),
  kind: z.enum(['pool_grant', 'adjustment']),
  target: z.enum(postingTargets),
  /** The participant, for a person's balance. */
  user: z.object({ id: z.number(), email: z.string(), name: z.string() }).nullable(),
  /** The company: the pool's owner, or the person's company. */
  company: z.object({ sap: z.string(), name: z.string() }).nullable(),
  points: z.number(),
  /** What the holder's history shows, e.g. "Zasilenie puli: …". */
  description: z.string(),
  operator_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdjustmentItem = z.infer<typeof adjustmentItem>;

export const adminLedgerApi = {
  adjust: defineCall({
    method: 'POST',
    path: '/api/admin/points/adjustments',
    tag: 'admin',
    summary:
      'Funds a pool or adjusts a balance (audited as points.adjust); Idempotency-Key required; never below zero; an operator at most 10,000 either way.',
    body: adjustmentSchema,
    headers: requiredIdempotencyKeyHeaders,
    answer: z.object({ success: z.literal(true), balance: z.number() }),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/admin/points/adjustments',
    tag: 'admin',
    summary: "The operators' postings, newest first; search by e-mail, name, SAP or reason; filter target and kind.",
    query: adjustmentListQuery,
    answer: adminPageAnswer(adjustmentItem),
  }),
  policies: defineCall({
    method: 'GET',
    path: '/api/admin/points/policies',
    tag: 'admin',
    summary: 'Every version of the points rules, newest first; a lot keeps the version it was credited under.',
    answer: z.object({
      success: z.literal(true),
      versions: z.array(
        z.object({
          version: z.number(),
          pending_days: z.number(),
          pending_days_codes: z.number(),
          expiry_mode: z.enum(expiryModes),
          points_expire_at: z.string().nullable(),
          expiry_months: z.number(),
          expiry_min_days: z.number(),
          created_at: z.string(),
          operator_email: z.string().nullable(),
        }),
      ),
    }),
  }),
};
export type AdjustAnswer = AnswerOf<typeof adminLedgerApi.adjust>;
