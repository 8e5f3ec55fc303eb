import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { pageAnswer, pageQuerySchema } from './paging.js';

/** The points ledger's calls: the user's points history (docs/product/account-and-points.md). */

/** A lot's state (docs/product/point-lots.md). */
export const lotStates = ['pending', 'held', 'available', 'cancelled'] as const;
export type LotState = (typeof lotStates)[number];

/** Where an entry's points come from or go to. */
export const pointSourceTypes = [
  'purchase_threshold',
  'campaign',
  'code',
  'training',
  'adjustment',
  'pool_grant',
  'share',
  'block',
  'top_up_order',
  'prize_order',
  'refund',
  'expiry',
  'correction',
  'debt_settlement',
  'release',
  'hold',
  'cancel',
] as const;
export type PointSourceType = (typeof pointSourceTypes)[number];

/** A Warsaw day as the API gives it: YYYY-MM-DD. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One operation of the holder's history, as the holder sees it. */
const accountTransaction = z.object({
  id: z.number(),
  description: z.string(),
  /** Positive when points arrived, negative when they left; 0 for a change of debt only. */
  value: z.number(),
  day: z.string(),
  time: z.string(),
  /** A credit's lot's state now; `available` for every other operation. */
  state: z.enum(lotStates),
  source_type: z.enum(pointSourceTypes),
  source_id: z.string().nullable(),
  explanation: z.string(),
  /** A credit's days (YYYY-MM-DD); null for the rest. */
  available_at: isoDay.nullable(),
  expires_at: isoDay.nullable(),
  /** The operation's change of the holder's debt. */
  debt: z.number(),
  /** Why an operator (or a correction) released, held or cancelled the credit. */
  note: z.string().nullable(),
});
export type AccountTransaction = z.infer<typeof accountTransaction>;

/** What "Skąd te punkty?" shows of one history item. */
const transactionDetail = z.object({
  item: accountTransaction,
  lot: z
    .object({
      amount: z.number(),
      remaining: z.number(),
      state: z.enum(lotStates),
      available_at: isoDay,
      expires_at: isoDay.nullable(),
      expired_points: z.number(),
    })
    .nullable(),
  /** The lots a debit took from. */
  consumed: z.array(
    z.object({
      lot_id: z.number(),
      credited_day: isoDay,
      explanation: z.string(),
      points: z.number(),
      expires_at: isoDay.nullable(),
    }),
  ),
  /** What used a credit's points. */
  used_by: z.array(z.object({ id: z.number(), day: isoDay, explanation: z.string(), points: z.number() })),
  /** The purchase lines behind a threshold or a correction. */
  purchases: z.array(
    z.object({
      line_id: z.string(),
      import_day: isoDay,
      line: z.number().nullable(),
      purchased_at: isoDay,
      quantity: z.number(),
      corrects: z.string().nullable(),
    }),
  ),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

/** The account's points: available, waiting, held and owed, and what expires when. */
const accountPoints = z.object({
  available: z.number(),
  pending: z.number(),
  held: z.number(),
  debt: z.number(),
  pending_days: z.number(),
  expiring_30: z.number(),
  pending_lots: z.array(
    z.object({
      id: z.number(),
      amount: z.number(),
      state: z.enum(['pending', 'held']),
      available_at: isoDay,
      explanation: z.string(),
    }),
  ),
  expiring: z.array(z.object({ date: isoDay, points: z.number() })),
});
export type AccountPoints = z.infer<typeof accountPoints>;

/**
 * The Idempotency-Key of a write that moves points and may be sent twice (an order, a share):
 * sent again with the same key, the points move once. Loose: every other header stays on the
 * request as it came.
 */
export const idempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(100, 'Klucz operacji jest za długi.')
    .regex(/^[\w-]+$/, 'Nieprawidłowy klucz operacji.')
    .optional(),
});

export const ledgerApi = {
  history: defineCall({
    method: 'GET',
    path: '/api/account-transactions-history',
    tag: 'ledger',
    summary: "One page of the user's points history in an edition, newest first.",
    query: pageQuerySchema,
    answer: pageAnswer(accountTransaction),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/account-transactions-history/:id',
    tag: 'ledger',
    summary: 'One item of the points history with the lots, uses and purchases behind it.',
    params: z.object({ id: z.coerce.number().int().positive() }),
    answer: z.object({ success: z.literal(true), ...transactionDetail.shape }),
  }),
  points: defineCall({
    method: 'GET',
    path: '/api/account-points',
    tag: 'ledger',
    summary: "The user's available, pending, held and owed points, and what expires when.",
    answer: z.object({ success: z.literal(true), points: accountPoints }),
  }),
};
export type AccountTransactionsAnswer = AnswerOf<typeof ledgerApi.history>;
