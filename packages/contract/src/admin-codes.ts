import { z } from 'zod';
import { adminPageAnswer, adminPageQuery } from './admin-paging.js';
import { type AnswerOf, defineCall } from './api-call.js';

/**
 * The back office's codes (docs/product/catalogue-and-codes.md "Operators"): premium products, trainings
 * with their coupon, and batches of generated codes. The plain codes of a batch exist only in the
 * generate call's answer and the files made from it (ADR 0033): the database keeps hashes.
 */

/** The most codes one batch may hold: 10,000 hashes insert in one transaction in a few seconds. */
export const CODE_BATCH_MAX = 10_000;
export const PREMIUM_PRODUCT_POINTS_MAX = 100_000;

export const CODE_BATCH_TARGET_MISSING = 'Wybierz produkt premium albo szkolenie.';
export const CODE_BATCH_TARGET_BOTH = 'Wybierz produkt premium albo szkolenie, nie oba.';
export const CODE_NOT_OF_BATCH = 'Ten kod nie należy do tej partii.';
export const COUPON_TAKEN = 'Taki kod już istnieje. Wpisz inny.';
/** A typed coupon is never shorter than a package code (12 letters or digits). */
export const COUPON_MIN_LENGTH = 12;
export const COUPON_TOO_SHORT = `Kupon musi mieć co najmniej ${COUPON_MIN_LENGTH} liter lub cyfr (spacje i kreski są pomijane).`;
export const COUPON_GUESSABLE =
  'Ten kupon łatwo odgadnąć (słowa, daty, powtórzenia, nazwa szkolenia). Wpisz przypadkowe litery i cyfry albo wygeneruj kupon.';
export const PREMIUM_INDEX_TAKEN = 'Produkt o tym indeksie już istnieje.';

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const points = z.coerce
  .number({ error: 'Podaj liczbę punktów.' })
  .int('Liczba punktów musi być całkowita.')
  .min(1, 'Najmniej 1 punkt.')
  .max(PREMIUM_PRODUCT_POINTS_MAX, `Najwyżej ${PREMIUM_PRODUCT_POINTS_MAX} punktów.`);
const date = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);

export const premiumProductSchema = z.object({
  id: z.number(),
  index: z.string(),
  name: z.string(),
  points: z.number(),
  active: z.boolean(),
  sort: z.number(),
});
export type AdminPremiumProduct = z.infer<typeof premiumProductSchema>;

export const premiumProductInput = z.object({
  index: z.string({ error: 'Podaj indeks.' }).trim().min(1, 'Podaj indeks.').max(64, 'Najwyżej 64 znaki.'),
  name: z.string({ error: 'Podaj nazwę.' }).trim().min(1, 'Podaj nazwę.').max(255, 'Najwyżej 255 znaków.'),
  points,
  active: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PremiumProductPayload = z.input<typeof premiumProductInput>;

export const trainingSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  points: z.number(),
  active: z.boolean(),
  /** The coupon's last four characters; null before one is set. */
  coupon_suffix: z.string().nullable(),
  registrations: z.number(),
});
export type AdminTraining = z.infer<typeof trainingSchema>;

export const trainingInput = z
  .object({
    name: z.string({ error: 'Podaj nazwę.' }).trim().min(1, 'Podaj nazwę.').max(255, 'Najwyżej 255 znaków.'),
    start_date: date('Podaj datę rozpoczęcia (RRRR-MM-DD).'),
    end_date: date('Podaj datę zakończenia (RRRR-MM-DD).'),
    points,
    active: z.boolean().default(true),
    /** The coupon typed by the operator; empty or missing with `generate_coupon` makes one. */
    coupon: z.string().trim().max(40).optional(),
    generate_coupon: z.boolean().default(false),
  })
  .refine((value) => value.end_date >= value.start_date, {
    path: ['end_date'],
    message: 'Data zakończenia nie może być wcześniejsza niż rozpoczęcia.',
  });
export type TrainingPayload = z.input<typeof trainingInput>;

export const codeBatchSchema = z.object({
  id: z.number(),
  name: z.string(),
  product: z.object({ id: z.number(), index: z.string(), name: z.string() }).nullable(),
  training: z.object({ id: z.number(), name: z.string() }).nullable(),
  points: z.number(),
  quantity: z.number(),
  registered: z.number(),
  created_at: z.string(),
  deactivated_at: z.string().nullable(),
});
export type AdminCodeBatch = z.infer<typeof codeBatchSchema>;

export const codeBatchInput = z.object({
  name: z
    .string({ error: 'Podaj nazwę partii.' })
    .trim()
    .min(1, 'Podaj nazwę partii.')
    .max(255, 'Najwyżej 255 znaków.'),
  premium_product_id: id('Wybierz produkt premium.').nullish(),
  training_id: id('Wybierz szkolenie.').nullish(),
  quantity: z.coerce
    .number({ error: 'Podaj liczbę kodów.' })
    .int('Liczba kodów musi być całkowita.')
    .min(1, 'Najmniej 1 kod.')
    .max(CODE_BATCH_MAX, `Najwyżej ${CODE_BATCH_MAX} kodów w jednej partii.`),
});
export type CodeBatchPayload = z.input<typeof codeBatchInput>;

export const codeLabelsInput = z.object({
  codes: z.array(z.string()).min(1, 'Podaj kody.').max(CODE_BATCH_MAX, `Najwyżej ${CODE_BATCH_MAX} kodów.`),
  format: z.enum(['csv', 'pdf'], { error: 'Format to csv albo pdf.' }),
});
export type CodeLabelsPayload = z.input<typeof codeLabelsInput>;

const listQuery = adminPageQuery(['created_at', 'name']);

export const adminCodesApi = {
  premiumProducts: defineCall({
    method: 'GET',
    path: '/api/admin/premium-products',
    tag: 'admin',
    summary: 'Premium products (whose codes earn points), by sort then name; search name or index.',
    query: listQuery,
    answer: adminPageAnswer(premiumProductSchema),
  }),
  createPremiumProduct: defineCall({
    method: 'POST',
    path: '/api/admin/premium-products',
    tag: 'admin',
    summary: 'Adds a premium product (premium_product.create); a taken index is a 422 on `index`.',
    body: premiumProductInput,
    answer: z.object({ success: z.literal(true), product: premiumProductSchema }),
  }),
  updatePremiumProduct: defineCall({
    method: 'PUT',
    path: '/api/admin/premium-products/:id',
    tag: 'admin',
    summary: 'Changes a premium product (premium_product.update).',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: premiumProductInput,
    answer: z.object({ success: z.literal(true), product: premiumProductSchema }),
  }),
  trainings: defineCall({
    method: 'GET',
    path: '/api/admin/trainings',
    tag: 'admin',
    summary: 'Trainings with their coupon suffix and registrations, newest first.',
    query: listQuery,
    answer: adminPageAnswer(trainingSchema),
  }),
  createTraining: defineCall({
    method: 'POST',
    path: '/api/admin/trainings',
    tag: 'admin',
    summary: 'Adds a training with its coupon, typed or generated (training.create); answers the coupon once.',
    body: trainingInput,
    answer: z.object({ success: z.literal(true), training: trainingSchema, coupon: z.string().nullable() }),
  }),
  updateTraining: defineCall({
    method: 'PUT',
    path: '/api/admin/trainings/:id',
    tag: 'admin',
    summary: 'Changes a training; a coupon sent replaces none (a training keeps its first coupon) (training.update).',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: trainingInput,
    answer: z.object({ success: z.literal(true), training: trainingSchema, coupon: z.string().nullable() }),
  }),
  batches: defineCall({
    method: 'GET',
    path: '/api/admin/code-batches',
    tag: 'admin',
    summary: 'Code batches with product or training, quantity and registered count, newest first.',
    query: listQuery,
    answer: adminPageAnswer(codeBatchSchema),
  }),
  generate: defineCall({
    method: 'POST',
    path: '/api/admin/code-batches',
    tag: 'admin',
    summary: 'Generates N codes for a product or a training (code_batch.create); answers the plain codes, once.',
    body: codeBatchInput,
    answer: z.object({ success: z.literal(true), batch: codeBatchSchema, codes: z.array(z.string()) }),
  }),
  deactivate: defineCall({
    method: 'POST',
    path: '/api/admin/code-batches/:id/deactivate',
    tag: 'admin',
    summary: 'Deactivates a batch: its unregistered codes answer not_found (code_batch.deactivate).',
    params: z.object({ id: z.coerce.number().int().positive() }),
    answer: z.object({ success: z.literal(true), batch: codeBatchSchema }),
  }),
  labels: defineCall({
    method: 'POST',
    path: '/api/admin/code-batches/:id/labels',
    tag: 'admin',
    summary:
      "Renders the batch's codes sent back (each must hash to the batch) as CSV or an A4 PDF of QR labels; stores nothing (code_batch.download).",
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: codeLabelsInput,
    answer: null,
  }),
};
export type CodeBatchGenerateAnswer = AnswerOf<typeof adminCodesApi.generate>;
