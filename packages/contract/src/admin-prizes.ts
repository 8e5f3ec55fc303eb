import { z } from 'zod';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';
import { type AnswerOf, defineCall } from './api-call.js';
import { imageUpload } from './uploads.js';

/**
 * The back office's prize catalogue (spec catalogue-and-codes.md "Operators"): prizes with their
 * pictures, categories, points, available or withdrawn (docs/decisions/0031-prize-catalogue-back-office.md).
 */

export const PRIZE_POINTS_MIN = 1;
export const PRIZE_POINTS_MAX = 1_000_000;
/** The largest picture an operator may upload. */
export const PRIZE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRIZE_INDEX_TAKEN = 'Nagroda o tym indeksie już istnieje.';
export const PRIZE_CATEGORY_TAKEN = 'Kategoria o tym identyfikatorze już istnieje.';

const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

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

const idParams = z.object({ id: z.coerce.number().int().positive() });
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
