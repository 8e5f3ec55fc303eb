import type { MainPrizeStandingAnswer, PurchasesAnswer, TargetRealizationAnswer } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import { mainPrizeStanding, sellerPurchases, targetRealization } from './results.service.js';

/** Purchase-target results, target realization and the main-prize standing (spec §7, §1). */
export const resultsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', authenticate);

  app.get('/api/purchases', async (request): Promise<PurchasesAnswer> => {
    const { userId, companyId } = requireSession(request);
    return sellerPurchases(app.db, { userId, companyId });
  });

  app.get('/api/target-realization', async (request): Promise<TargetRealizationAnswer> => {
    const { userId, companyId } = requireSession(request);
    return { success: true, data: await targetRealization(app.db, app.clock, { userId, companyId }) };
  });

  app.get('/api/main-prize-standing', async (request): Promise<MainPrizeStandingAnswer> => {
    return { success: true, standing: await mainPrizeStanding(app.db, requireSession(request).companyId) };
  });
};
