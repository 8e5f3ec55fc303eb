import {
  BLOCK_FORBIDDEN,
  POINTS_SHARED,
  SELLER_BLOCKED,
  SHARING_CONDITIONS_NOT_MET,
  sharingApi,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member, refuseImpersonation, requireLeader } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import {
  blockSeller,
  HISTORY_FORBIDDEN,
  IMPERSONATION_BLOCK,
  IMPERSONATION_SHARE,
  sellersIndex,
  sharePoints,
  sharingHistory,
} from './sharing.service.js';

/** Leaders sharing the company pool and blocking sellers (docs/product/sharing.md). */
export const sharingRoutes: FastifyPluginAsync = async (app) => {
  route(app, sharingApi.index, { access: member(requireLeader()) }, async (request) => ({
    success: true,
    ...(await sellersIndex(app.db, actorOf(request))),
  }));

  route(
    app,
    sharingApi.store,
    { access: member(refuseImpersonation(IMPERSONATION_SHARE), requireLeader(SHARING_CONDITIONS_NOT_MET)) },
    async (request) => {
      const key = request.headers['idempotency-key'];
      await sharePoints(app.db, app.clock, actorOf(request), request.body, key);
      return { success: true, message: POINTS_SHARED };
    },
  );

  route(
    app,
    sharingApi.block,
    { access: member(refuseImpersonation(IMPERSONATION_BLOCK), requireLeader(BLOCK_FORBIDDEN)) },
    async (request) => {
      await blockSeller(app.db, app.clock, actorOf(request), request.body);
      return { success: true, message: SELLER_BLOCKED };
    },
  );

  route(app, sharingApi.history, { access: member(requireLeader(HISTORY_FORBIDDEN)) }, async (request) => ({
    success: true,
    items: await sharingHistory(app.db, actorOf(request), request.params.company, request.query),
  }));
};
