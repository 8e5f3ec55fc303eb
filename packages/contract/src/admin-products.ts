import { z } from 'zod';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';
import { type AnswerOf, defineCall } from './api-call.js';
import { imageUpload } from './uploads.js';
import { emptyAsMissing, idParams } from './query-fields.js';

/**
 * The back office's products and their purchase targets per edition (docs/product/content.md,
 * "Operators"). A change of thresholds never rewrites points already credited
 * (docs/decisions/0040-products-and-targets-back-office.md).
 */

/** The largest picture an operator may upload. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_SLUG_TAKEN = 'Produkt o tym identyfikatorze już istnieje.';
export const PRODUCT_CATEGORY_TAKEN = 'Kategoria o tym identyfikatorze już istnieje.';
export const PRODUCT_THRESHOLDS_MAX = 20;
export const PRODUCT_TARGET_POINTS_MAX = 1_000_000;
export const PRODUCT_TARGET_QUANTITY_MAX = 1_000_000;

const slug = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(64, 'Identyfikator może mieć najwyżej 64 znaki.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identyfikator to małe litery, cyfry i myślniki.');

export const adminProductsQuerySchema = adminPageQuery(['name', 'sort', 'created_at']).extend({
  category: z.preprocess(emptyAsMissing, z.string().trim().max(64).optional()),
  /** Only the hidden (1) or only the shown (0) products. */
  hidden: queryFlag,
});
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;

export const adminProductSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  category: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  description: z.string(),
  /** The picture's public path, or null before one is uploaded. */
  image: z.string().nullable(),
  is_sss_value: z.boolean(),
  notes: z.string().nullable(),
  is_promoted: z.boolean(),
  sort: z.number(),
  /** Hidden products are left off the participants' pages; their purchases and credits stay. */
  hidden: z.boolean(),
  /** Purchase lines naming the product, in every edition: a product with any cannot be deleted. */
  purchases: z.number(),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productFormSchema = z.object({
  slug: slug('Podaj identyfikator produktu.'),
  name: z
    .string({ error: 'Podaj nazwę produktu.' })
    .trim()
    .min(1, 'Podaj nazwę produktu.')
    .max(255, 'Nazwa może mieć najwyżej 255 znaków.'),
  category_id: z.coerce
    .number({ error: 'Wybierz kategorię.' })
    .int('Wybierz kategorię.')
    .positive('Wybierz kategorię.'),
  description: z
    .string({ error: 'Podaj opis produktu.' })
    .trim()
    .min(1, 'Podaj opis produktu.')
    .max(5000, 'Opis może mieć najwyżej 5000 znaków.'),
  is_sss_value: z.boolean({ error: 'Warunek SSS to tak albo nie.' }).default(false),
  notes: z.string().trim().max(2000, 'Uwagi mogą mieć najwyżej 2000 znaków.').nullish(),
  is_promoted: z.boolean({ error: 'Promocja to tak albo nie.' }).default(false),
  sort: z.coerce
    .number({ error: 'Kolejność to liczba.' })
    .int('Kolejność to liczba całkowita.')
    .min(0, 'Kolejność to liczba od 0 do 10 000.')
    .max(10_000, 'Kolejność to liczba od 0 do 10 000.')
    .default(0),
});
export type ProductForm = z.input<typeof productFormSchema>;

export const productVisibilitySchema = z.object({
  hidden: z.boolean({ error: 'Ukrycie to tak albo nie.' }),
});

export const adminProductCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  sort: z.number(),
  products: z.number(),
});
export type AdminProductCategory = z.infer<typeof adminProductCategorySchema>;

export const productCategoryFormSchema = z.object({
  slug: slug('Podaj identyfikator kategorii.'),
  name: z
    .string({ error: 'Podaj nazwę kategorii.' })
    .trim()
    .min(1, 'Podaj nazwę kategorii.')
    .max(128, 'Nazwa może mieć najwyżej 128 znaków.'),
  sort: z.coerce
    .number({ error: 'Kolejność to liczba.' })
    .int('Kolejność to liczba całkowita.')
    .min(0, 'Kolejność to liczba od 0 do 10 000.')
    .max(10_000, 'Kolejność to liczba od 0 do 10 000.')
    .default(0),
});
export type ProductCategoryForm = z.input<typeof productCategoryFormSchema>;

export const productCategoryOrderSchema = z.object({
  /** Every category's id, in the order the participants' pages should show them. */
  ids: z
    .array(z.number().int().positive(), { error: 'Podaj kolejność kategorii.' })
    .min(1, 'Podaj kolejność kategorii.')
    .max(200),
});

const edition = z
  .string({ error: 'Podaj edycję.' })
  .trim()
  .regex(/^\d{4}$/, 'Edycja to rok, np. 2025.');

/** One threshold of a product's target as the back office shows it. */
export const adminProductTargetSchema = z.object({
  threshold: z.number(),
  min_quantity: z.number(),
  points: z.number(),
  /** Sellers already credited for this threshold in the edition: it cannot be removed then. */
  credits: z.number(),
});
export type AdminProductTarget = z.infer<typeof adminProductTargetSchema>;

export const productTargetRowSchema = z.object({
  threshold: z.coerce
    .number({ error: 'Podaj numer progu.' })
    .int('Numer progu to liczba całkowita.')
    .min(1, 'Numer progu to liczba od 1.')
    .max(PRODUCT_THRESHOLDS_MAX, `Numer progu to najwyżej ${PRODUCT_THRESHOLDS_MAX}.`),
  min_quantity: z.coerce
    .number({ error: 'Podaj liczbę sztuk.' })
    .int('Liczba sztuk to liczba całkowita.')
    .min(1, 'Próg wymaga co najmniej 1 sztuki.')
    .max(PRODUCT_TARGET_QUANTITY_MAX, 'Za duża liczba sztuk.'),
  points: z.coerce
    .number({ error: 'Podaj liczbę punktów.' })
    .int('Punkty to liczba całkowita.')
    .min(1, 'Próg daje co najmniej 1 pkt.')
    .max(PRODUCT_TARGET_POINTS_MAX, 'Za dużo punktów.'),
});
export type ProductTargetRow = z.input<typeof productTargetRowSchema>;

/**
 * Problems between the rows, keyed as the form's fields (`targets.<row>.<field>`): a threshold
 * number used twice, or pieces not growing with the threshold number (a seller reaches the
 * thresholds in the order of their numbers, and credits are recorded by number). Shared by the
 * server (422) and the editor (before sending).
 */
export function targetRowProblems(
  rows: readonly { threshold: number; min_quantity: number }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    if (seen.has(row.threshold)) errors[`targets.${index}.threshold`] = ['Ten numer progu już jest.'];
    seen.add(row.threshold);
  });
  const byNumber = rows.map((row, index) => ({ ...row, index })).sort((a, b) => a.threshold - b.threshold);
  for (let at = 1; at < byNumber.length; at++) {
    const previous = byNumber[at - 1]!;
    const row = byNumber[at]!;
    if (row.threshold !== previous.threshold && row.min_quantity <= previous.min_quantity) {
      errors[`targets.${row.index}.min_quantity`] = [
        `Próg ${row.threshold} wymaga więcej sztuk niż próg ${previous.threshold} (${previous.min_quantity}).`,
      ];
    }
  }
  return errors;
}

export const productTargetsFormSchema = z
  .object({
    edition,
    targets: z
      .array(productTargetRowSchema, { error: 'Podaj progi.' })
      .max(PRODUCT_THRESHOLDS_MAX, `Najwyżej ${PRODUCT_THRESHOLDS_MAX} progów.`),
  })
  .superRefine((form, context) => {
    for (const [path, messages] of Object.entries(targetRowProblems(form.targets))) {
      const [, index, field] = path.split('.');
      context.addIssue({ code: 'custom', path: ['targets', Number(index), field!], message: messages[0]! });
    }
  });
export type ProductTargetsForm = z.input<typeof productTargetsFormSchema>;

export const productTargetsQuerySchema = z.object({
  edition: z.preprocess(emptyAsMissing, edition.optional()),
});

const productTargetsAnswer = z.object({
  success: z.literal(true),
  edition: z.string(),
  /** The programme's current edition, and every edition that has thresholds (newest first). */
  current_edition: z.string(),
  editions: z.array(z.string()),
  targets: z.array(adminProductTargetSchema),
});
export type ProductTargetsAnswer = z.infer<typeof productTargetsAnswer>;

const productAnswer = z.object({ success: z.literal(true), product: adminProductSchema });
const categoryAnswer = z.object({ success: z.literal(true), category: adminProductCategorySchema });

export const adminProductsApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/products',
    tag: 'admin',
    summary: 'The products; search slug or name, filter category and hidden, sort, page.',
    query: adminProductsQuerySchema,
    answer: adminPageAnswer(adminProductSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/admin/products/:id',
    tag: 'admin',
    summary: 'One product.',
    params: idParams,
    answer: productAnswer,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/products',
    tag: 'admin',
    summary: 'Adds a product (slug unique); audited as product.create.',
    body: productFormSchema,
    answer: productAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/products/:id',
    tag: 'admin',
    summary: 'Edits a product; audited as product.update.',
    params: idParams,
    body: productFormSchema,
    answer: productAnswer,
  }),
  setVisibility: defineCall({
    method: 'POST',
    path: '/api/admin/products/:id/visibility',
    tag: 'admin',
    summary: "Hides a product from the participants' pages or shows it again; audited as product.hide / product.show.",
    params: idParams,
    body: productVisibilitySchema,
    answer: productAnswer,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/admin/products/:id',
    tag: 'admin',
    summary:
      'Deletes a product no purchase names (with its thresholds); one with purchases is hidden instead (422). Audited as product.delete.',
    params: idParams,
    answer: z.object({ success: z.literal(true) }),
  }),
  uploadImage: defineCall({
    method: 'POST',
    path: '/api/admin/products/:id/image',
    tag: 'admin',
    summary:
      'Uploads the picture (multipart `file`: JPEG, PNG or WebP up to 5 MB), re-encoded as a WebP fitting 640×480; audited as product.image.',
    params: idParams,
    multipart: imageUpload(PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024),
    answer: productAnswer,
  }),
  targets: defineCall({
    method: 'GET',
    path: '/api/admin/products/:id/targets',
    tag: 'admin',
    summary: "A product's thresholds in an edition (the current one unless named), with the credits of each.",
    params: idParams,
    query: productTargetsQuerySchema,
    answer: productTargetsAnswer,
  }),
  saveTargets: defineCall({
    method: 'PUT',
    path: '/api/admin/products/:id/targets',
    tag: 'admin',
    summary:
      "Sets a product's thresholds in an edition; credited points stay as they are and a credited threshold cannot be removed. Audited per row as product_target.create / update / delete.",
    params: idParams,
    body: productTargetsFormSchema,
    answer: productTargetsAnswer,
  }),
  categories: defineCall({
    method: 'GET',
    path: '/api/admin/product-categories',
    tag: 'admin',
    summary: 'The product categories in their order, with their number of products.',
    answer: z.object({ success: z.literal(true), categories: z.array(adminProductCategorySchema) }),
  }),
  createCategory: defineCall({
    method: 'POST',
    path: '/api/admin/product-categories',
    tag: 'admin',
    summary: 'Adds a category (slug unique); audited as product_category.create.',
    body: productCategoryFormSchema,
    answer: categoryAnswer,
  }),
  updateCategory: defineCall({
    method: 'PUT',
    path: '/api/admin/product-categories/:id',
    tag: 'admin',
    summary: 'Edits a category; audited as product_category.update.',
    params: idParams,
    body: productCategoryFormSchema,
    answer: categoryAnswer,
  }),
  orderCategories: defineCall({
    method: 'PUT',
    path: '/api/admin/product-categories/order',
    tag: 'admin',
    summary: 'Puts every category in the given order; audited as product_category.order.',
    body: productCategoryOrderSchema,
    answer: z.object({ success: z.literal(true), categories: z.array(adminProductCategorySchema) }),
  }),
};
export type AdminProductsAnswer = AnswerOf<typeof adminProductsApi.list>;
