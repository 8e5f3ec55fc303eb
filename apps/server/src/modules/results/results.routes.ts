import type { MainPrizeStandingAnswer, PurchasesAnswer, TargetRealizationAnswer } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { mainPrizeStanding, sellerPurchases, targetRealization } from './results.service.js';

/** Purchase-target results, target realization and the main-prize standing (spec §7, §1). */
export const resultsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/purchases', { config: { access: member() } }, async (request): Promise<PurchasesAnswer> => {
    const { userId, companyId } = actorOf(request);
    return sellerPurchases(app.db, { userId, companyId });
  });

  app.get(
    '/api/target-realization',
    { config: { access: member() } },
    async (request): Promise<TargetRealizationAnswer> => {
      const { userId, companyId } = actorOf(request);
      return { success: true, data: await targetRealization(app.db, app.clock, { userId, companyId }) };
    },
  );

  app.get(
    '/api/main-prize-standing',
    { config: { access: member() } },
    async (request): Promise<MainPrizeStandingAnswer> => {
      return { success: true, standing: await mainPrizeStanding(app.db, actorOf(request).companyId) };
    },
  );
};
