import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';
import { orderStatuses } from './orders.js';
import { emptyAsMissing, idParams, orderIdList } from './query-fields.js';
import { importUpload } from './uploads.js';

/**
 * The back office's top-up orders (docs/product/back-office.md, screen 5): the queue by status, status
 * changes one by one or in a batch, and the card issuer's file
 * (docs/decisions/0021-top-up-orders-queue.md).
 */

/** An empty filter (a cleared select sends `status=`) means no filter. */

const statusFilter = z.preprocess(
  emptyAsMissing,
  z.enum(orderStatuses, { error: 'Wybierz status: new, sent, completed albo rejected.' }).optional(),
);

/** The queue: newest first unless sorted otherwise; search by e-mail, name or card number. */
export const adminOrdersQuerySchema = adminPageQuery(['id', 'created_at', 'value', 'user_email', 'status']).extend({
  status: statusFilter,
  /** Only the orders already in an export file (1) or only those not yet (0). */
  exported: queryFlag,
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user_email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_sap: z.string(),
  card_number: z.string(),
  value: z.number(),
  status: z.enum(orderStatuses),
  /** ISO 8601. */
  created_at: z.string(),
  updated_at: z.string(),
  /** Why it was rejected; null unless rejected by an operator who said so. */
  reason: z.string().nullable(),
  /** The e-mail of the operator who moved it last. */
  changed_by: z.string().nullable(),
  /** When it first went to the card issuer in an export file (ISO 8601), or null. */
  exported_at: z.string().nullable(),
  /** What the card issuer's results file said of it: loaded, failed, or null (nothing yet). */
  issuer_result: z.enum(['loaded', 'failed']).nullable(),
  /** When the issuer loaded the card (ISO 8601), or null. */
  loaded_at: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** Where an operator moves an order; `new` is only where an order starts. */
export const orderMoves = ['sent', 'completed', 'rejected'] as const;
export type OrderMove = (typeof orderMoves)[number];

export const ORDER_REASON_REQUIRED = 'Podaj powód odrzucenia zamówienia.';
export const ORDER_REASON_MIN = 3;
export const ORDER_REASON_MAX = 500;

const move = z.enum(orderMoves, { error: 'Wybierz status: sent, completed albo rejected.' });
const reason = z
  .string({ error: ORDER_REASON_REQUIRED })
  .trim()
  .max(ORDER_REASON_MAX, `Powód może mieć najwyżej ${ORDER_REASON_MAX} znaków.`)
  .nullish();

/** A rejection needs its reason (the seller is told why); other moves ignore one. */
const reasonForRejection = (body: { status: OrderMove; reason?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (body.status !== 'rejected') return;
  const given = body.reason ?? '';
  if (given.length < ORDER_REASON_MIN) {
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: given === '' ? ORDER_REASON_REQUIRED : `Powód musi mieć co najmniej ${ORDER_REASON_MIN} znaki.`,
    });
  }
};

export const orderStatusChangeSchema = z.object({ status: move, reason }).superRefine(reasonForRejection);
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** Most orders a batch moves at once. */
export const ORDER_BATCH_MAX = 200;

export const orderBatchChangeSchema = z
  .object({
    ids: z
      .array(z.number({ error: 'Numer zamówienia to liczba.' }).int().positive(), {
        error: 'Wybierz zamówienia.',
      })
      .min(1, 'Wybierz zamówienia.')
      .max(ORDER_BATCH_MAX, `Najwyżej ${ORDER_BATCH_MAX} zamówień naraz.`),
    status: move,
    reason,
  })
  .superRefine(reasonForRejection);
export type OrderBatchChange = z.input<typeof orderBatchChangeSchema>;

export const orderExportFormats = ['csv', 'xlsx'] as const;

/**
 * What goes into the card issuer's file: the chosen orders (`ids`) as they are; otherwise the
 * orders of `status` (without it: new and sent) that no export has held yet, or all of them with
 * `include_exported`.
 */
export const orderExportQuerySchema = z.object({
  status: statusFilter,
  format: z.preprocess(
    emptyAsMissing,
    z.enum(orderExportFormats, { error: 'Wybierz format: csv albo xlsx.' }).default('csv'),
  ),
  ids: orderIdList,
  include_exported: queryFlag,
});
export type OrderExportQuery = z.input<typeof orderExportQuerySchema>;

/** The header row of the card issuer's file, in its column order (docs/product/back-office.md, screen 5). */
export const ORDER_EXPORT_COLUMNS = ['id', 'card_number', 'first_name', 'last_name', 'value', 'created_at'] as const;

const batchRefusal = z.object({ id: z.number(), message: z.string() });

/**
 * The card issuer's results file (docs/product/point-lots.md "Card issuer's results"): a line per
 * order it was sent, `loaded` (the order completes, keeping `loaded_at`) or `failed` (the order is
 * rejected with the reason and its points come back once).
 */
export const ISSUER_RESULT_COLUMNS = ['order_id', 'card_number', 'status', 'loaded_at', 'reason'] as const;
export const issuerResultStatuses = ['loaded', 'failed'] as const;
export type IssuerResultStatus = (typeof issuerResultStatuses)[number];
/** Most data lines of one results file. */
export const ISSUER_RESULTS_MAX_LINES = 10_000;

/** A line that changes nothing: an unknown order, another card, an order not waiting, another result. */
export const issuerResultProblemSchema = z.object({
  line: z.number(),
  /** The order the line names; null when its order_id is no number. */
  order_id: z.number().nullable(),
  message: z.string(),
});
export type IssuerResultProblem = z.infer<typeof issuerResultProblemSchema>;

/** What a results file did, or for a dry run what it would do. */
export const issuerResultsSchema = z.object({
  dry_run: z.boolean(),
  /** The file's id in the history; null for a dry run. */
  id: z.number().nullable(),
  file: z.string(),
  lines: z.number(),
  /** Orders completed, orders rejected (and refunded), lines the orders already carried. */
  loaded: z.number(),
  failed: z.number(),
  unchanged: z.number(),
  refunded_points: z.number(),
  problems: z.array(issuerResultProblemSchema),
});
export type IssuerResults = z.infer<typeof issuerResultsSchema>;

/** A results file of the history, newest first. */
export const issuerResultFileSchema = issuerResultsSchema.omit({ dry_run: true }).extend({
  id: z.number(),
  /** The operator who imported it; null once that operator is gone. */
  operator_email: z.string().nullable(),
  /** ISO 8601. */
  imported_at: z.string(),
});
export type IssuerResultFile = z.infer<typeof issuerResultFileSchema>;

export const issuerResultFilesQuerySchema = adminPageQuery(['imported_at']);
export type IssuerResultFilesQuery = z.input<typeof issuerResultFilesQuerySchema>;

export const adminOrdersApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/orders',
    tag: 'admin',
    summary: 'The top-up orders, newest first; filter by status and export, search e-mail, name or card number.',
    query: adminOrdersQuerySchema,
    answer: adminPageAnswer(adminOrderSchema),
  }),
  changeStatus: defineCall({
    method: 'POST',
    path: '/api/admin/orders/:id/status',
    tag: 'admin',
    summary:
      'Moves an order (new → sent → completed; new or sent → rejected with a reason, returning the points once).',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: orderStatusChangeSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), order: adminOrderSchema }),
  }),
  changeStatuses: defineCall({
    method: 'POST',
    path: '/api/admin/orders/status',
    tag: 'admin',
    summary: 'Moves several orders, each on its own: answers which moved and why each of the others did not.',
    body: orderBatchChangeSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      changed: z.array(z.number()),
      refused: z.array(batchRefusal),
    }),
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/admin/orders/export',
    tag: 'admin',
    summary:
      "The card issuer's file (CSV with semicolons or XLSX) of the chosen orders, or of those not exported yet; audited.",
    query: orderExportQuerySchema,
    answer: null,
    produces: 'text/csv',
  }),
  importIssuerResults: defineCall({
    method: 'POST',
    path: '/api/admin/orders/issuer-results',
    tag: 'admin',
    summary:
      "Multipart `file` (the card issuer's results: order_id;card_number;status;loaded_at;reason) and `dry_run`: completes the loaded orders and rejects (refunding once) the failed ones, all in one transaction; problems are listed and change nothing; format errors: 422 keyed `line N` or `file`.",
    multipart: importUpload(ISSUER_RESULT_COLUMNS.join(';')),
    answer: z.object({ success: z.literal(true), result: issuerResultsSchema }),
  }),
  issuerResults: defineCall({
    method: 'GET',
    path: '/api/admin/orders/issuer-results',
    tag: 'admin',
    summary: "The card issuer's results files imported, newest first: figures, problems, operator and time.",
    query: issuerResultFilesQuerySchema,
    answer: adminPageAnswer(issuerResultFileSchema),
  }),
};
export type IssuerResultsAnswer = AnswerOf<typeof adminOrdersApi.importIssuerResults>;
export type IssuerResultFilesAnswer = AnswerOf<typeof adminOrdersApi.issuerResults>;
export type AdminOrdersAnswer = AnswerOf<typeof adminOrdersApi.list>;
export type OrderStatusChangeAnswer = AnswerOf<typeof adminOrdersApi.changeStatus>;
export type OrderBatchAnswer = AnswerOf<typeof adminOrdersApi.changeStatuses>;

/**
 * The back office's top-up order questions (docs/product/cards-and-orders.md, docs/decisions/0041):
 * the current edition's questions with two to four answers, exactly one right; switched off
 * rather than removed. A question already served to a participant keeps its answers: its texts
 * may be corrected, its answers neither added, removed nor made right or wrong.
 */

export const QUESTION_ANSWERS_MIN = 2;
export const QUESTION_ANSWERS_MAX = 4;
export const QUESTION_ONE_CORRECT = 'Zaznacz dokładnie jedną poprawną odpowiedź.';
export const QUESTION_ANSWERS_COUNT = `Pytanie ma od ${QUESTION_ANSWERS_MIN} do ${QUESTION_ANSWERS_MAX} odpowiedzi.`;
export const QUESTION_SERVED_ANSWERS_FIXED =
  'To pytanie zostało już zadane uczestnikom: można poprawić treść odpowiedzi, ale nie dodać, usunąć ani zmienić poprawnej.';
export const QUESTION_ANSWERS_REPEATED = 'Odpowiedzi muszą się od siebie różnić.';

export const adminQuestionAnswerSchema = z.object({
  id: z.number(),
  name: z.string(),
  correct: z.boolean(),
});

export const adminQuestionSchema = z.object({
  id: z.number(),
  edition: z.string(),
  name: z.string(),
  active: z.boolean(),
  answers: z.array(adminQuestionAnswerSchema),
  /** Participants it was drawn for (now or before): a served question keeps its answers. */
  served: z.boolean(),
  /** Top-up orders that answered it. */
  orders: z.number(),
  created_at: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

const answerForm = z.object({
  /** The answer's id when it is kept (an edit); none for a new one. */
  id: z.number().int().positive().optional(),
  name: z
    .string({ error: 'Podaj treść odpowiedzi.' })
    .trim()
    .min(1, 'Podaj treść odpowiedzi.')
    .max(255, 'Odpowiedź może mieć najwyżej 255 znaków.'),
  correct: z.boolean({ error: 'Wybierz, czy odpowiedź jest poprawna.' }).default(false),
});

export const questionFormSchema = z.object({
  name: z
    .string({ error: 'Podaj treść pytania.' })
    .trim()
    .min(1, 'Podaj treść pytania.')
    .max(500, 'Pytanie może mieć najwyżej 500 znaków.'),
  answers: z
    .array(answerForm, { error: QUESTION_ANSWERS_COUNT })
    .min(QUESTION_ANSWERS_MIN, QUESTION_ANSWERS_COUNT)
    .max(QUESTION_ANSWERS_MAX, QUESTION_ANSWERS_COUNT)
    .refine((answers) => answers.filter((answer) => answer.correct).length === 1, QUESTION_ONE_CORRECT)
    .refine(
      (answers) => new Set(answers.map((answer) => answer.name.toLocaleLowerCase('pl'))).size === answers.length,
      QUESTION_ANSWERS_REPEATED,
    ),
});
export type QuestionForm = z.input<typeof questionFormSchema>;

export const questionActivitySchema = z.object({
  active: z.boolean({ error: 'Wybierz, czy pytanie jest aktywne.' }),
});

const questionAnswer = z.object({ success: z.literal(true), question: adminQuestionSchema });

export const adminQuestionsApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/questions',
    tag: 'admin',
    summary: "The current edition's top-up order questions with their answers (the right one marked).",
    answer: z.object({ success: z.literal(true), edition: z.string(), questions: z.array(adminQuestionSchema) }),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/questions',
    tag: 'admin',
    summary: 'Adds a question to the current edition (2–4 answers, one right); audited as question.create.',
    body: questionFormSchema,
    answer: questionAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/questions/:id',
    tag: 'admin',
    summary:
      "Edits a question; a served one's answers are kept (texts only corrected, 422 otherwise); audited as question.update.",
    params: idParams,
    body: questionFormSchema,
    answer: questionAnswer,
  }),
  setActive: defineCall({
    method: 'POST',
    path: '/api/admin/questions/:id/active',
    tag: 'admin',
    summary:
      'Switches a question off (no longer drawn) or on again; audited as question.deactivate / question.activate.',
    params: idParams,
    body: questionActivitySchema,
    answer: questionAnswer,
  }),
};
export type AdminQuestionsAnswer = AnswerOf<typeof adminQuestionsApi.list>;
