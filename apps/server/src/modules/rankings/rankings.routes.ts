import type { UserRankingsAnswer } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { userRankings } from './rankings.service.js';

/** The company's rankings (docs/product/results-and-rankings.md); the path ends with a slash, as the programme's browser calls it. */
export const rankingsRoutes: FastifyPluginAsync = async (app) => {
  const handler = async (request: Parameters<typeof actorOf>[0]): Promise<UserRankingsAnswer> =>
    userRankings(app.db, actorOf(request).companyId);
  app.get('/api/user-rankings/', { config: { access: member() } }, handler);
  app.get('/api/user-rankings', { config: { access: member() } }, handler);
};
