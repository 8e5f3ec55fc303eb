import { resultsApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { mainPrizeStanding, sellerPurchases, targetRealization } from './results.service.js';

/** Purchase-target results, target realization and the main-prize standing. */
export const resultsRoutes: FastifyPluginAsync = async (app) => {
  route(app, resultsApi.purchases, { access: member() }, async (request) => {
    const { userId, companyId } = actorOf(request);
    return sellerPurchases(app.db, { userId, companyId });
  });

  route(app, resultsApi.targetRealization, { access: member() }, async (request) => {
    const { userId, companyId } = actorOf(request);
    return { success: true, data: await targetRealization(app.db, app.clock, { userId, companyId }) };
  });

  route(app, resultsApi.mainPrizeStanding, { access: member() }, async (request) => ({
    success: true,
    standing: await mainPrizeStanding(app.db, actorOf(request).companyId),
  }));
};
