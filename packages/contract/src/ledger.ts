import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { pageAnswer, pageQuerySchema } from './paging.js';

/** The points ledger's calls: the user's points history (docs/product/account-and-points.md). */

const accountTransaction = z.object({
  id: z.number(),
  description: z.string(),
  /** Positive when points arrived, negative when they left. */
  value: z.number(),
  day: z.string(),
  time: z.string(),
});
export type AccountTransaction = z.infer<typeof accountTransaction>;

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
};
export type AccountTransactionsAnswer = AnswerOf<typeof ledgerApi.history>;
