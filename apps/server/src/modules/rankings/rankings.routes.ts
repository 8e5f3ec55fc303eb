import { rankingsApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { userRankings } from './rankings.service.js';

/**
 * The company's rankings (docs/product/results-and-rankings.md). The path ends with a slash, as
 * the programme's browser calls it; without the slash it answers the same.
 */
export const rankingsRoutes: FastifyPluginAsync = async (app) => {
  for (const call of [rankingsApi.user, rankingsApi.userWithoutSlash]) {
    route(app, call, { access: member() }, async (request) => userRankings(app.db, actorOf(request).companyId));
  }
};
