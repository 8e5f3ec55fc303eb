import { z } from 'zod';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';
import { type AnswerOf, defineCall } from './api-call.js';
import { prizeOrderStatuses } from './catalogue.js';

/**
 * The back office's catalogue orders queue (spec catalogue-and-codes.md "Operators"): status
 * changes one by one or in a batch, cancellation with a refund, the fulfilment partner's file
 * (docs/decisions/0031-prize-catalogue-back-office.md).
 */

/** Where an operator moves an order with a status change; cancellation is its own call. */
export const prizeOrderMoves = ['in_progress', 'sent', 'delivered'] as const;
export type PrizeOrderMove = (typeof prizeOrderMoves)[number];

export const PRIZE_ORDER_REASON_REQUIRED = 'Podaj powód anulowania zamówienia.';
export const PRIZE_ORDER_REASON_MIN = 3;
export const PRIZE_ORDER_REASON_MAX = 500;
export const PRIZE_ORDER_BATCH_MAX = 200;

const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
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
    z.object({ prize_id: z.number(), index: z.string(), name: z.string(), quantity: z.number(), points: z.number() }),
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

const idList = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
    return parts.map((part) => part.trim()).filter((part) => part !== '');
  },
  z
    .array(z.coerce.number().int().positive(), { error: 'Podaj numery zamówień oddzielone przecinkami.' })
    .max(1000, 'Najwyżej 1000 zamówień w jednym pliku.')
    .optional(),
);

/** The chosen orders (`ids`), or the pending ones no export has held yet (all pending with `include_exported`). */
export const prizeOrderExportQuerySchema = z.object({
  format: z.preprocess(
    emptyAsMissing,
    z.enum(['csv', 'xlsx'], { error: 'Wybierz format: csv albo xlsx.' }).default('csv'),
  ),
  ids: idList,
  include_exported: queryFlag,
});
export type PrizeOrderExportQuery = z.input<typeof prizeOrderExportQuerySchema>;

/** The fulfilment partner's file: one row per order line, in this column order. */
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
] as const;

const idParams = z.object({ id: z.coerce.number().int().positive() });
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
};
export type AdminPrizeOrdersAnswer = AnswerOf<typeof adminPrizeOrdersApi.list>;
