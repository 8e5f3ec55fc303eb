import { pageQuerySchema, type ProductsAnswer, type PromotedProductsAnswer } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { productsPage, promotedProducts } from './products.service.js';

/** The contest's products (docs/product/content.md) and the promotion's list (/lista-produktow). */
export const productsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/products',
    { config: { access: member() }, schema: { querystring: pageQuerySchema } },
    async (request): Promise<ProductsAnswer> => ({
      success: true,
      items: await productsPage(app.db, request.query),
    }),
  );

  app.get('/api/promoted-products', { config: { access: member() } }, async (): Promise<PromotedProductsAnswer> => ({
    success: true,
    categories: await promotedProducts(app.db),
  }));
};
