import { codesApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { premiumProducts, premiumProductsFile } from './premium-products.service.js';
import { sendDownload } from '../../lib/table-file.js';

/** The products whose codes earn points: a list for the page, or the file to download. */
export const premiumProductsRoutes: FastifyPluginAsync = async (app) => {
  route(app, codesApi.premiumProducts, { access: member() }, async (request, reply) => {
    const { format } = request.query;
    if (format === 'json') return { success: true, items: await premiumProducts(app.db) };
    const file = await premiumProductsFile(app.db, format);
    return sendDownload(reply, file);
  });
};
