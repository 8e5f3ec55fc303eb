import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { adminPageAnswer } from './admin-paging.js';
import { emptyAsMissing } from './query-fields.js';

/** The audit trail lists 50 rows a page, newest first (docs/product/back-office.md "The audit trail"). */
export const AUDIT_PAGE_SIZE = 50;

/** An empty filter field (a cleared input sends `operator=`) means no filter. */

const optionalFilter = (max: number, tooLong: string) =>
  z.preprocess(emptyAsMissing, z.string().trim().max(max, tooLong).optional());

/** A day of the Warsaw calendar, as the date inputs send it. */
const day = z.preprocess(emptyAsMissing, z.iso.date({ error: 'Podaj dzień w postaci RRRR-MM-DD.' }).optional());

/**
 * The filters of the audit trail and of its export: the operator's e-mail, the action (an exact
 * name such as `points.adjust`, or a prefix ending in a dot such as `participant.`), the target,
 * and the days from and to (both included, Warsaw time).
 */
export const auditFiltersSchema = z.object({
  operator: z.preprocess(
    emptyAsMissing,
    z.string().trim().toLowerCase().max(255, 'Adres e-mail jest za długi.').optional(),
  ),
  action: optionalFilter(64, 'Nazwa działania jest za długa.'),
  target_type: optionalFilter(32, 'Rodzaj obiektu jest za długi.'),
  target_id: optionalFilter(64, 'Identyfikator obiektu jest za długi.'),
  from: day,
  to: day,
});
export type AuditFilters = z.input<typeof auditFiltersSchema>;

export const auditQuerySchema = auditFiltersSchema.extend({
  page: z.coerce.number({ error: 'Podaj numer strony.' }).int().min(1, 'Strony liczymy od 1.').default(1),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  operator_email: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** Before and after, or the figures of the act; never a secret. */
  details: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The header row of the audit export, in its column order. */
export const AUDIT_EXPORT_COLUMNS = [
  'id',
  'created_at',
  'operator_email',
  'action',
  'target_type',
  'target_id',
  'ip',
  'details',
] as const;

export const adminAuditApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'admin',
    summary: 'The audit trail, newest first, 50 a page, filtered by operator, action, target and days.',
    query: auditQuerySchema,
    answer: adminPageAnswer(auditEntrySchema),
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/admin/audit/export',
    tag: 'admin',
    summary: 'The filtered audit trail as CSV (semicolons, UTF-8 with a BOM); the export is audited itself.',
    query: auditFiltersSchema,
    answer: null,
    produces: 'text/csv',
  }),
};
export type AuditListAnswer = AnswerOf<typeof adminAuditApi.list>;
