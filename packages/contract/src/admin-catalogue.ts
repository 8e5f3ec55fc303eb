import { z } from 'zod';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';
import { type AnswerOf, defineCall } from './api-call.js';
import { prizeLineStatuses, prizeOrderStatuses } from './catalogue.js';
import { importUpload, imageUpload } from './uploads.js';
import { emptyAsMissing, idParams, orderIdList } from './query-fields.js';

/**
 * The back office's prize catalogue (docs/product/catalogue-and-codes.md "Operators"): prizes with their
 * pictures, categories, points, available or withdrawn (docs/decisions/0026-prize-catalogue.md, docs/product/catalogue-and-codes.md).
 */

export const PRIZE_POINTS_MIN = 1;
export const PRIZE_POINTS_MAX = 1_000_000;
/** The largest picture an operator may upload. */
export const PRIZE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRIZE_INDEX_TAKEN = 'Nagroda o tym indeksie już istnieje.';
export const PRIZE_CATEGORY_TAKEN = 'Kategoria o tym identyfikatorze już istnieje.';

export const adminPrizesQuerySchema = adminPageQuery(['index', 'name', 'points', 'updated_at']).extend({
  category: z.preprocess(emptyAsMissing, z.string().trim().max(64).optional()),
  /** Only the available (1) or only the withdrawn (0) prizes. */
  available: queryFlag,
});
export type AdminPrizesQuery = z.input<typeof adminPrizesQuerySchema>;

export const adminPrizeSchema = z.object({
  id: z.number(),
  index: z.string(),
  name: z.string(),
  category: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  points: z.number(),
  description: z.string().nullable(),
  /** The picture's public path (`/uploads/prizes/<hash>.webp`), or null. */
  image: z.string().nullable(),
  available: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPrize = z.infer<typeof adminPrizeSchema>;

export const prizeFormSchema = z.object({
  index: z
    .string({ error: 'Podaj indeks nagrody.' })
    .trim()
    .min(1, 'Podaj indeks nagrody.')
    .max(64, 'Indeks może mieć najwyżej 64 znaki.'),
  name: z
    .string({ error: 'Podaj nazwę nagrody.' })
    .trim()
    .min(1, 'Podaj nazwę nagrody.')
    .max(255, 'Nazwa może mieć najwyżej 255 znaków.'),
  category_id: z.coerce
    .number({ error: 'Wybierz kategorię.' })
    .int('Wybierz kategorię.')
    .positive('Wybierz kategorię.'),
  points: z.coerce
    .number({ error: 'Podaj liczbę punktów.' })
    .int('Punkty to liczba całkowita.')
    .min(PRIZE_POINTS_MIN, `Nagroda kosztuje co najmniej ${PRIZE_POINTS_MIN} pkt.`)
    .max(PRIZE_POINTS_MAX, `Nagroda kosztuje najwyżej ${PRIZE_POINTS_MAX.toLocaleString('pl-PL')} pkt.`),
  description: z.string().trim().max(5000, 'Opis może mieć najwyżej 5000 znaków.').nullish(),
  available: z.boolean({ error: 'Dostępność to tak albo nie.' }).default(true),
});
export type PrizeForm = z.input<typeof prizeFormSchema>;

export const prizeAvailabilitySchema = z.object({
  available: z.boolean({ error: 'Dostępność to tak albo nie.' }),
});

export const adminPrizeCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  sort: z.number(),
  prizes: z.number(),
});
export type AdminPrizeCategory = z.infer<typeof adminPrizeCategorySchema>;

export const prizeCategoryFormSchema = z.object({
  slug: z
    .string({ error: 'Podaj identyfikator kategorii.' })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identyfikator to małe litery, cyfry i myślniki.')
    .max(64, 'Identyfikator może mieć najwyżej 64 znaki.'),
  name: z
    .string({ error: 'Podaj nazwę kategorii.' })
    .trim()
    .min(1, 'Podaj nazwę kategorii.')
    .max(128, 'Nazwa może mieć najwyżej 128 znaków.'),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type PrizeCategoryForm = z.input<typeof prizeCategoryFormSchema>;

const prizeAnswer = z.object({ success: z.literal(true), prize: adminPrizeSchema });
const categoryAnswer = z.object({ success: z.literal(true), category: adminPrizeCategorySchema });

export const adminPrizesApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/prizes',
    tag: 'admin',
    summary: 'The prizes; search index or name, filter category and availability, sort, page.',
    query: adminPrizesQuerySchema,
    answer: adminPageAnswer(adminPrizeSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/admin/prizes/:id',
    tag: 'admin',
    summary: 'One prize.',
    params: idParams,
    answer: prizeAnswer,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/prizes',
    tag: 'admin',
    summary: 'Adds a prize (index unique); audited as prize.create.',
    body: prizeFormSchema,
    answer: prizeAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/prizes/:id',
    tag: 'admin',
    summary: 'Edits a prize; audited as prize.update.',
    params: idParams,
    body: prizeFormSchema,
    answer: prizeAnswer,
  }),
  setAvailability: defineCall({
    method: 'POST',
    path: '/api/admin/prizes/:id/availability',
    tag: 'admin',
    summary:
      'Withdraws a prize (available false) or makes it available again; audited as prize.withdraw / prize.restore.',
    params: idParams,
    body: prizeAvailabilitySchema,
    answer: prizeAnswer,
  }),
  uploadImage: defineCall({
    method: 'POST',
    path: '/api/admin/prizes/:id/image',
    tag: 'admin',
    summary:
      'Uploads the picture (multipart `file`: JPEG, PNG or WebP up to 5 MB), re-encoded as a 600×600 WebP; audited as prize.image.',
    params: idParams,
    multipart: imageUpload(PRIZE_IMAGE_MAX_BYTES / 1024 / 1024),
    answer: prizeAnswer,
  }),
  categories: defineCall({
    method: 'GET',
    path: '/api/admin/prize-categories',
    tag: 'admin',
    summary: 'The prize categories with their number of prizes.',
    answer: z.object({ success: z.literal(true), categories: z.array(adminPrizeCategorySchema) }),
  }),
  createCategory: defineCall({
    method: 'POST',
    path: '/api/admin/prize-categories',
    tag: 'admin',
    summary: 'Adds a category (slug unique); audited as prize_category.create.',
    body: prizeCategoryFormSchema,
    answer: categoryAnswer,
  }),
  updateCategory: defineCall({
    method: 'PUT',
    path: '/api/admin/prize-categories/:id',
    tag: 'admin',
    summary: 'Renames a category; audited as prize_category.update.',
    params: idParams,
    body: prizeCategoryFormSchema,
    answer: categoryAnswer,
  }),
};
export type AdminPrizesAnswer = AnswerOf<typeof adminPrizesApi.list>;

/**
 * The back office's catalogue orders queue (docs/product/catalogue-and-codes.md "Operators"): status
 * changes one by one or in a batch, cancellation with a refund, the fulfilment partner's file
 * (docs/decisions/0026-prize-catalogue.md, docs/product/catalogue-and-codes.md).
 */

/** Where an operator moves an order with a status change; cancellation is its own call. */
export const prizeOrderMoves = ['in_progress', 'sent', 'delivered'] as const;
export type PrizeOrderMove = (typeof prizeOrderMoves)[number];

export const PRIZE_ORDER_REASON_REQUIRED = 'Podaj powód anulowania zamówienia.';
export const PRIZE_ORDER_REASON_MIN = 3;
export const PRIZE_ORDER_REASON_MAX = 500;
export const PRIZE_ORDER_BATCH_MAX = 200;

const statusFilter = z.preprocess(
  emptyAsMissing,
  z
    .enum(prizeOrderStatuses, { error: 'Wybierz status: pending, in_progress, sent, delivered albo cancelled.' })
    .optional(),
);

export const adminPrizeOrdersQuerySchema = adminPageQuery(['number', 'created_at', 'total_points', 'status']).extend({
  status: statusFilter,
  exported: queryFlag,
});
export type AdminPrizeOrdersQuery = z.input<typeof adminPrizeOrdersQuerySchema>;

export const adminPrizeOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(prizeOrderStatuses),
  total_points: z.number(),
  lines_count: z.number(),
  user: z.object({ id: z.number(), email: z.string(), name: z.string(), phone: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
  exported_at: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  /** The e-mail of the operator who moved it last. */
  changed_by: z.string().nullable(),
});
export type AdminPrizeOrder = z.infer<typeof adminPrizeOrderSchema>;

export const adminPrizeOrderDetailSchema = adminPrizeOrderSchema.extend({
  address: z.object({
    street: z.string(),
    building: z.string(),
    local: z.string().nullable(),
    post_code: z.string(),
    city: z.string(),
  }),
  lines: z.array(
    z.object({
      /** Its position in the order (1, 2, …): the partner's file's `line`. */
      line: z.number(),
      prize_id: z.number(),
      index: z.string(),
      name: z.string(),
      quantity: z.number(),
      points: z.number(),
      /** The partner's status of the line (null: none yet) and its carrier, tracking number and day sent. */
      status: z.enum(prizeLineStatuses).nullable(),
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      shipped_at: z.string().nullable(),
      /** The points its return gave back (0 unless returned). */
      refunded_points: z.number(),
    }),
  ),
  refunded: z.boolean(),
});
export type AdminPrizeOrderDetail = z.infer<typeof adminPrizeOrderDetailSchema>;

const move = z.enum(prizeOrderMoves, { error: 'Wybierz status: in_progress, sent albo delivered.' });

export const prizeOrderStatusChangeSchema = z.object({ status: move });
export const prizeOrderBatchChangeSchema = z.object({
  ids: z
    .array(z.number({ error: 'Numer zamówienia to liczba.' }).int().positive(), { error: 'Wybierz zamówienia.' })
    .min(1, 'Wybierz zamówienia.')
    .max(PRIZE_ORDER_BATCH_MAX, `Najwyżej ${PRIZE_ORDER_BATCH_MAX} zamówień naraz.`),
  status: move,
});
export type PrizeOrderBatchChange = z.input<typeof prizeOrderBatchChangeSchema>;

export const prizeOrderCancelSchema = z.object({
  reason: z
    .string({ error: PRIZE_ORDER_REASON_REQUIRED })
    .trim()
    .min(1, { error: PRIZE_ORDER_REASON_REQUIRED, abort: true })
    .min(PRIZE_ORDER_REASON_MIN, `Powód musi mieć co najmniej ${PRIZE_ORDER_REASON_MIN} znaki.`)
    .max(PRIZE_ORDER_REASON_MAX, `Powód może mieć najwyżej ${PRIZE_ORDER_REASON_MAX} znaków.`),
});
export type PrizeOrderCancel = z.input<typeof prizeOrderCancelSchema>;

/** The chosen orders (`ids`), or the pending ones no export has held yet (all pending with `include_exported`). */
export const prizeOrderExportQuerySchema = z.object({
  format: z.preprocess(
    emptyAsMissing,
    z.enum(['csv', 'xlsx'], { error: 'Wybierz format: csv albo xlsx.' }).default('csv'),
  ),
  ids: orderIdList,
  include_exported: queryFlag,
});
export type PrizeOrderExportQuery = z.input<typeof prizeOrderExportQuerySchema>;

/**
 * The fulfilment partner's file: one row per order line, in this column order; the last, `line`,
 * is the line's position in its order, which the partner's statuses file names it by.
 */
export const PRIZE_ORDER_EXPORT_COLUMNS = [
  'number',
  'created_at',
  'first_name',
  'last_name',
  'phone',
  'email',
  'street',
  'building',
  'local',
  'post_code',
  'city',
  'prize_index',
  'prize_name',
  'quantity',
  'points',
  'line',
] as const;

/**
 * The fulfilment partner's statuses file (docs/product/point-lots.md "Fulfilment partner's
 * statuses"): these columns, one row per order line; `order_id` is the order's number.
 */
export const PARTNER_RESULTS_COLUMNS = [
  'order_id',
  'line',
  'status',
  'carrier',
  'tracking_number',
  'shipped_at',
] as const;
/** The most data rows one statuses file may hold. */
export const PARTNER_RESULTS_MAX_LINES = 10_000;

/** A line of a statuses file that changes nothing, and why (the header is line 1). */
export const partnerResultProblemSchema = z.object({
  line: z.number(),
  /** The file's `order_id`: the order's number as the partner wrote it. */
  order_id: z.string(),
  message: z.string(),
});
export type PartnerResultProblem = z.infer<typeof partnerResultProblemSchema>;

/** What a statuses file did (or, in a dry run, would do). */
export const partnerResultSchema = z.object({
  dry_run: z.boolean(),
  /** The stored file's id; null in a dry run. */
  id: z.number().nullable(),
  file: z.string(),
  /** The file's data rows. */
  lines: z.number(),
  shipped: z.number(),
  delivered: z.number(),
  returned: z.number(),
  unchanged: z.number(),
  refunded_points: z.number(),
  problems: z.array(partnerResultProblemSchema),
});
export type PartnerResult = z.infer<typeof partnerResultSchema>;

export const partnerResultsHistoryItemSchema = z.object({
  id: z.number(),
  file: z.string(),
  lines: z.number(),
  shipped: z.number(),
  delivered: z.number(),
  returned: z.number(),
  unchanged: z.number(),
  problems: z.array(partnerResultProblemSchema),
  refunded_points: z.number(),
  operator_email: z.string().nullable(),
  imported_at: z.string(),
});
export type PartnerResultsHistoryItem = z.infer<typeof partnerResultsHistoryItemSchema>;

export const partnerResultsQuerySchema = z.object({
  page: adminPageQuery(['imported_at']).shape.page,
  per_page: adminPageQuery(['imported_at']).shape.per_page,
});
export type PartnerResultsQuery = z.input<typeof partnerResultsQuerySchema>;

const detailAnswer = z.object({ success: z.literal(true), message: z.string(), order: adminPrizeOrderDetailSchema });

export const adminPrizeOrdersApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/prize-orders',
    tag: 'admin',
    summary: 'The catalogue orders, newest first; filter by status, search number, e-mail or name.',
    query: adminPrizeOrdersQuerySchema,
    answer: adminPageAnswer(adminPrizeOrderSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/admin/prize-orders/:id',
    tag: 'admin',
    summary: 'One catalogue order with its lines, address and participant.',
    params: idParams,
    answer: z.object({ success: z.literal(true), order: adminPrizeOrderDetailSchema }),
  }),
  changeStatus: defineCall({
    method: 'POST',
    path: '/api/admin/prize-orders/:id/status',
    tag: 'admin',
    summary: 'Moves an order (pending → in_progress → sent → delivered); audited as prize_order.status.',
    params: idParams,
    body: prizeOrderStatusChangeSchema,
    answer: detailAnswer,
  }),
  changeStatuses: defineCall({
    method: 'POST',
    path: '/api/admin/prize-orders/status',
    tag: 'admin',
    summary: 'Moves several orders, each on its own: answers which moved and why each of the others did not.',
    body: prizeOrderBatchChangeSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      changed: z.array(z.number()),
      refused: z.array(z.object({ id: z.number(), message: z.string() })),
    }),
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/admin/prize-orders/:id/cancel',
    tag: 'admin',
    summary:
      'Cancels a pending or in-progress order with a reason, returning its points once; audited as prize_order.cancel.',
    params: idParams,
    body: prizeOrderCancelSchema,
    answer: detailAnswer,
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/admin/prize-orders/export',
    tag: 'admin',
    summary: "The fulfilment partner's file (CSV or XLSX, one row per order line); audited as prize_order.export.",
    query: prizeOrderExportQuerySchema,
    answer: null,
    produces: 'text/csv',
  }),
  partnerResults: defineCall({
    method: 'POST',
    path: '/api/admin/prize-orders/partner-results',
    tag: 'admin',
    summary:
      "The fulfilment partner's statuses file (multipart `file` and `dry_run`): each line's move, refunds of returned lines, problems listed; format errors 422 keyed `line N` or `file`; audited as prize_orders.partner_results.",
    multipart: importUpload(PARTNER_RESULTS_COLUMNS.join(';')),
    answer: z.object({ success: z.literal(true), result: partnerResultSchema }),
  }),
  partnerResultsHistory: defineCall({
    method: 'GET',
    path: '/api/admin/prize-orders/partner-results',
    tag: 'admin',
    summary: "The fulfilment partner's statuses files loaded, newest first, with their counts and problems.",
    query: partnerResultsQuerySchema,
    answer: adminPageAnswer(partnerResultsHistoryItemSchema),
  }),
};
export type AdminPrizeOrdersAnswer = AnswerOf<typeof adminPrizeOrdersApi.list>;
