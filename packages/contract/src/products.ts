import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { pageAnswer, pageQuerySchema } from './paging.js';

/** Programme products (docs/product/content.md). */

/** Products whose targets count only with this many electric windows with factory-built control. */
export const SSS_MIN_ELECTRIC_WINDOWS = 5;

const productCategory = z.object({
  slug: z.string(),
  name: z.string(),
});
export type ProductCategory = z.infer<typeof productCategory>;

/** A product as the product pages show it. */
const productCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  category: productCategory,
  description: z.string(),
  /** The address of the product's picture. */
  image: z.string(),
  is_sss_value: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

export const productsApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/products',
    tag: 'products',
    summary: "One page of the contest's products, six a page unless asked otherwise.",
    query: pageQuerySchema,
    answer: pageAnswer(productCard),
  }),
  promoted: defineCall({
    method: 'GET',
    path: '/api/promoted-products',
    tag: 'products',
    summary: 'The products covered by the promotion, by category (/lista-produktow).',
    answer: z.object({
      success: z.literal(true),
      categories: z.array(productCategory.extend({ products: z.array(productCard) })),
    }),
  }),
};
/** GET /api/products?page&per_page: the contest's products, six a page. */
export type ProductsAnswer = AnswerOf<typeof productsApi.list>;
/** GET /api/promoted-products: the products covered by the promotion, by category (/lista-produktow). */
export type PromotedProductsAnswer = AnswerOf<typeof productsApi.promoted>;
