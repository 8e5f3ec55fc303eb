import { ledgerApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { accountPoints, transactionDetail, transactionsHistory } from './history.service.js';

/** The account page's points history, read from the ledger rows. */
export const ledgerRoutes: FastifyPluginAsync = async (app) => {
  route(app, ledgerApi.history, { access: member() }, async (request) => ({
    success: true,
    items: await transactionsHistory(app.db, actorOf(request).userId, request.query),
  }));
  route(app, ledgerApi.detail, { access: member() }, async (request) => ({
    success: true as const,
    ...(await transactionDetail(app.db, { type: 'user', id: actorOf(request).userId }, request.params.id)),
  }));
  route(app, ledgerApi.points, { access: member() }, async (request) => ({
    success: true as const,
    points: await accountPoints(app.db, app.clock, { type: 'user', id: actorOf(request).userId }),
  }));
};
