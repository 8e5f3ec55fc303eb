import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { importUpload } from './uploads.js';
import { adminPageAnswer, adminPageQuery } from './admin-paging.js';

/**
 * The manufacturer's purchase files (docs/product/back-office.md, screen 7). A file of 100,000 lines is about 8 MB as CSV; the limit leaves room for XLSX.
 */
export const PURCHASE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The columns of a purchase file's header row. */
export const purchaseImportColumns = [
  'id',
  'sap',
  'seller',
  'product',
  'quantity',
  'sss_quantity',
  'value',
  'purchased_at',
] as const;

/** What an import stored and credited, or for a dry run what it would. */
export const purchaseImportSchema = z.object({
  dry_run: z.boolean(),
  /** The import's id in the history; null for a dry run. */
  id: z.number().nullable(),
  lines: z.number(),
  /** How many companies and products the file names. */
  companies: z.number(),
  products: z.number(),
  /** Lines stored now, and lines skipped because an earlier import stored them. */
  inserted: z.number(),
  skipped: z.number(),
  /** Totals of the file: pieces, SSS windows among them and net value in PLN. */
  quantity: z.number(),
  sss_quantity: z.number(),
  value: z.number(),
  points_credited: z.number(),
  /** Correction lines of the file, the credits they took back, what those had given and the debt they made. */
  corrections: z.number(),
  reversals: z.number(),
  points_reversed: z.number(),
  debt_created: z.number(),
});
export type PurchaseImport = z.infer<typeof purchaseImportSchema>;

export const purchaseImportAnswerSchema = z.object({ success: z.literal(true), import: purchaseImportSchema });
export type PurchaseImportAnswer = z.infer<typeof purchaseImportAnswerSchema>;

/**
 * With `Accept: application/x-ndjson` the import answers a stream of JSON lines (ADR 0023):
 * progress lines while it works, then one line with the status and body a plain request gets.
 */
export const PURCHASE_IMPORT_STREAM_TYPE = 'application/x-ndjson';
export const purchaseImportStages = ['read', 'check', 'store', 'credit'] as const;
export type PurchaseImportStage = (typeof purchaseImportStages)[number];
export const purchaseImportProgressSchema = z.object({
  progress: z.object({ stage: z.enum(purchaseImportStages), done: z.number(), total: z.number() }),
});
export const purchaseImportFinalSchema = z.object({ status: z.number(), body: z.unknown() });
export type PurchaseImportStreamLine =
  z.infer<typeof purchaseImportProgressSchema> | z.infer<typeof purchaseImportFinalSchema>;

/** The history: newest first unless sorted otherwise. */
export const purchaseImportsQuerySchema = adminPageQuery(['imported_at', 'lines', 'points_credited']);
export type PurchaseImportsQuery = z.input<typeof purchaseImportsQuerySchema>;

export const purchaseImportHistoryItemSchema = z.object({
  id: z.number(),
  /** The file's name. */
  source: z.string(),
  lines: z.number(),
  inserted: z.number(),
  companies: z.number(),
  products: z.number(),
  points_credited: z.number(),
  imported_at: z.string(),
  /** The operator who imported it; null for the command line and the demo data. */
  operator_email: z.string().nullable(),
  operator_name: z.string().nullable(),
});
export type PurchaseImportHistoryItem = z.infer<typeof purchaseImportHistoryItemSchema>;

export const adminPurchasesApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/purchase-imports',
    tag: 'admin',
    summary: 'The history of purchase imports: file, operator, lines, points credited and time, newest first.',
    query: purchaseImportsQuerySchema,
    answer: adminPageAnswer(purchaseImportHistoryItemSchema),
  }),
  importFile: defineCall({
    method: 'POST',
    path: '/api/admin/purchase-imports',
    tag: 'admin',
    summary:
      'Multipart `file` (CSV or XLSX: id, sap, seller, product, quantity, sss_quantity, value, purchased_at) and `dry_run`: all or nothing; bad lines: 422 keyed `line N`. With Accept: application/x-ndjson, progress lines and then the answer.',
    multipart: importUpload(purchaseImportColumns.join(', ')),
    answer: purchaseImportAnswerSchema,
  }),
};
export type PurchaseImportsAnswer = AnswerOf<typeof adminPurchasesApi.list>;
