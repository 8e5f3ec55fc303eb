import { productsApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { productsPage, promotedProducts } from './products.service.js';

/** The contest's products (docs/product/content.md) and the promotion's list (/lista-produktow). */
export const productsRoutes: FastifyPluginAsync = async (app) => {
  route(app, productsApi.list, { access: member() }, async (request) => ({
    success: true,
    items: await productsPage(app.db, request.query),
  }));

  route(app, productsApi.promoted, { access: member() }, async () => ({
    success: true,
    categories: await promotedProducts(app.db),
  }));
};
