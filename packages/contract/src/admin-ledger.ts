import { z } from 'zod';
import { adminPageAnswer, adminPageQuery } from './admin-paging.js';
import { expiryModes } from './admin-programme.js';
import { type AnswerOf, defineCall } from './api-call.js';
import { lotStates, pointSourceTypes } from './ledger.js';

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

/** An operator's release, hold or cancel of a lot needs a reason (docs/product/point-lots.md). */
export const lotActionSchema = z.object({ reason: adjustmentSchema.shape.reason });
export const lotActions = ['release', 'hold', 'cancel'] as const;

const isoDay = z.iso.date({ error: 'Podaj dzień jako RRRR-MM-DD.' });

export const lotListQuery = adminPageQuery(['id', 'amount', 'remaining', 'available_at', 'expires_at']).extend({
  holder_type: z.enum(postingTargets, { error: 'Właściciel to user albo company.' }).optional(),
  /** A participant's id or a company's SAP. */
  holder: z.string().trim().max(32).optional(),
  state: z.enum(lotStates, { error: 'Stan to pending, held, available albo cancelled.' }).optional(),
  source_type: z.enum(pointSourceTypes, { error: 'Nie ma takiego źródła punktów.' }).optional(),
  edition: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Edycja to rok, np. 2025.')
    .optional(),
  available_before: isoDay.optional(),
  expires_before: isoDay.optional(),
});
export type LotListQuery = z.input<typeof lotListQuery>;

export const adminLotSchema = z.object({
  id: z.number(),
  holder: z.object({
    type: z.enum(postingTargets),
    id: z.number(),
    /** A participant's e-mail, or the company's SAP. */
    email: z.string().nullable(),
    name: z.string(),
  }),
  amount: z.number(),
  remaining: z.number(),
  state: z.enum(lotStates),
  source_type: z.enum(pointSourceTypes),
  source_id: z.string().nullable(),
  explanation: z.string(),
  edition: z.string(),
  policy_version: z.number(),
  credited_at: z.string(),
  available_at: z.string(),
  expires_at: z.string().nullable(),
  expired_at: z.string().nullable(),
  reversed_at: z.string().nullable(),
  origin_lot_id: z.number().nullable(),
  note: z.string().nullable(),
});
export type AdminLot = z.infer<typeof adminLotSchema>;

export const entryListQuery = adminPageQuery(['id', 'amount']).extend({
  holder_type: z.enum(postingTargets, { error: 'Właściciel to user albo company.' }).optional(),
  holder: z.string().trim().max(32).optional(),
  /** The bucket the entry moves. */
  state: z
    .enum(['available', 'pending', 'held', 'debt'], { error: 'Stan to available, pending, held albo debt.' })
    .optional(),
  source_type: z.enum(pointSourceTypes, { error: 'Nie ma takiego źródła punktów.' }).optional(),
  edition: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Edycja to rok, np. 2025.')
    .optional(),
});
export type EntryListQuery = z.input<typeof entryListQuery>;

export const adminEntrySchema = z.object({
  id: z.number(),
  operation_id: z.number(),
  created_at: z.string(),
  holder: adminLotSchema.shape.holder,
  state: z.enum(['available', 'pending', 'held', 'debt']),
  amount: z.number(),
  source_type: z.enum(pointSourceTypes),
  source_id: z.string().nullable(),
  explanation: z.string(),
  description: z.string(),
  /** The lot the entry touched, or the one lot it credited (a transfer's credit of several: null). */
  lot_id: z.number().nullable(),
  operator_email: z.string().nullable(),
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;

export const lotEventKinds = [
  'credited',
  'held',
  'released',
  'cancelled',
  'consumed',
  'restored',
  'expired',
  'reversed',
] as const;

/** The points' jobs an admin may run now; each runs by itself every minute too. */
export const pointJobs = ['release', 'expiry', 'reminders'] as const;
export type PointJob = (typeof pointJobs)[number];

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
  lots: defineCall({
    method: 'GET',
    path: '/api/admin/points/lots',
    tag: 'admin',
    summary: 'Every lot of points, newest first, with search (e-mail, name, SAP) and filters.',
    query: lotListQuery,
    answer: adminPageAnswer(adminLotSchema),
  }),
  lot: defineCall({
    method: 'GET',
    path: '/api/admin/points/lots/:id',
    tag: 'admin',
    summary: 'One lot with everything that happened to it.',
    params: z.object({ id: z.coerce.number().int().positive() }),
    answer: z.object({
      success: z.literal(true),
      lot: adminLotSchema,
      events: z.array(
        z.object({
          at: z.string(),
          kind: z.enum(lotEventKinds),
          points: z.number(),
          entry_id: z.number(),
          explanation: z.string(),
          operator_email: z.string().nullable(),
        }),
      ),
    }),
  }),
  actOnLot: defineCall({
    method: 'POST',
    path: '/api/admin/points/lots/:id/:action',
    tag: 'admin',
    summary:
      'Releases a waiting lot now, holds a pending one or cancels a waiting one, with a reason (an operator within 10,000 points).',
    params: z.object({
      id: z.coerce.number().int().positive(),
      action: z.enum(lotActions, { error: 'Czynność to release, hold albo cancel.' }),
    }),
    body: lotActionSchema,
    answer: z.object({ success: z.literal(true), lot: adminLotSchema }),
  }),
  entries: defineCall({
    method: 'GET',
    path: '/api/admin/points/entries',
    tag: 'admin',
    summary: 'Every ledger entry, newest first, with its explanation, bucket, lot and operator.',
    query: entryListQuery,
    answer: adminPageAnswer(adminEntrySchema),
  }),
  entry: defineCall({
    method: 'GET',
    path: '/api/admin/points/entries/:id',
    tag: 'admin',
    summary: 'One ledger entry with the lots it took from.',
    params: z.object({ id: z.coerce.number().int().positive() }),
    answer: z.object({
      success: z.literal(true),
      entry: adminEntrySchema.extend({
        consumptions: z.array(z.object({ lot_id: z.number(), points: z.number(), restored: z.number() })),
        /** The purchase lines behind a threshold's entry (import day YYYY-MM-DD, line number in its file). */
        purchases: z.array(
          z.object({
            line_id: z.string(),
            import_day: z.string(),
            line: z.number().nullable(),
            purchased_at: z.string(),
            quantity: z.number(),
            corrects: z.string().nullable(),
          }),
        ),
      }),
    }),
  }),
  jobs: defineCall({
    method: 'GET',
    path: '/api/admin/points/jobs',
    tag: 'admin',
    summary: "The points' jobs: each one's last run and how much it did.",
    answer: z.object({
      success: z.literal(true),
      jobs: z.array(z.object({ job: z.enum(pointJobs), last_run_at: z.string().nullable(), processed: z.number() })),
    }),
  }),
  runJob: defineCall({
    method: 'POST',
    path: '/api/admin/points/jobs/:job/run',
    tag: 'admin',
    summary: 'Runs a points job now (admin); 409 while another process runs it.',
    params: z.object({ job: z.enum(pointJobs, { error: 'Nie ma takiego zadania.' }) }),
    answer: z.object({ success: z.literal(true), run: z.object({ job: z.enum(pointJobs), processed: z.number() }) }),
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
