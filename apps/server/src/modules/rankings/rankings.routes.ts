import type { UserRankingsAnswer } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import { userRankings } from './rankings.service.js';

/** The company's rankings (docs/product/results-and-rankings.md); the path ends with a slash, as the programme's browser calls it. */
export const rankingsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', authenticate);
  const handler = async (request: Parameters<typeof requireSession>[0]): Promise<UserRankingsAnswer> =>
    userRankings(app.db, requireSession(request).companyId);
  app.get('/api/user-rankings/', handler);
  app.get('/api/user-rankings', handler);
};
