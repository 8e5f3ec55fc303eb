import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { adminPageAnswer, adminPageQuery } from './admin-paging.js';

/*
 * The reconciliation of the ledger with itself, its lots, the orders and the card issuer's results
 * (docs/product/point-lots.md "Reconciliation"): nightly and on demand, each run with its checks
 * and the differences they found.
 */

export const reconciliationChecks = [
  'balances_equal_entries',
  'balances_equal_lots',
  'lots_within_bounds',
  'orders_match_ledger',
  'issuer_results_match_orders',
  'jobs_up_to_date',
] as const;
export type ReconciliationCheckName = (typeof reconciliationChecks)[number];

export const reconciliationTriggers = ['nightly', 'manual'] as const;

/** What a check expected of a subject (`user:17`, `company:1000001`, `lot:55`, `order:12`, `prize_order:<number>`) and found. */
export const reconciliationDifferenceSchema = z.object({
  subject: z.string(),
  expected: z.string(),
  actual: z.string(),
  message: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationCheckSchema = z.object({
  name: z.enum(reconciliationChecks),
  ok: z.boolean(),
  differences_count: z.number(),
  /** At most 100 of them. */
  differences: z.array(reconciliationDifferenceSchema),
});
export type ReconciliationCheck = z.infer<typeof reconciliationCheckSchema>;

export const reconciliationRunSchema = z.object({
  id: z.number(),
  run_at: z.string(),
  trigger: z.enum(reconciliationTriggers),
  operator_email: z.string().nullable(),
  ok: z.boolean(),
  differences_count: z.number(),
  checks: z.array(reconciliationCheckSchema),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationRunItemSchema = reconciliationRunSchema.pick({
  id: true,
  run_at: true,
  trigger: true,
  operator_email: true,
  ok: true,
  differences_count: true,
});
export type ReconciliationRunItem = z.infer<typeof reconciliationRunItemSchema>;

export const adminReconciliationApi = {
  run: defineCall({
    method: 'POST',
    path: '/api/admin/reconciliation/run',
    tag: 'admin',
    summary:
      'Runs the reconciliation now in one snapshot and stores its checks (audited as reconciliation.run); a difference e-mails the admins.',
    answer: z.object({ success: z.literal(true), run: reconciliationRunSchema }),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/admin/reconciliation',
    tag: 'admin',
    summary: 'The reconciliation runs, newest first.',
    query: adminPageQuery(['run_at'] as const),
    answer: adminPageAnswer(reconciliationRunItemSchema),
  }),
  one: defineCall({
    method: 'GET',
    path: '/api/admin/reconciliation/:id',
    tag: 'admin',
    summary: 'One reconciliation run with its checks and their differences.',
    params: z.object({ id: z.coerce.number().int().positive() }),
    answer: z.object({ success: z.literal(true), run: reconciliationRunSchema }),
  }),
};

export type ReconciliationRunAnswer = AnswerOf<typeof adminReconciliationApi.run>;
export type ReconciliationListAnswer = AnswerOf<typeof adminReconciliationApi.list>;
