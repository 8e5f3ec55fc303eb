import { adminLedgerApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { adjustPoints, listAdjustments } from './adjustments.service.js';
import { listPolicies } from './policies.service.js';

/** The back office's points (docs/product/back-office.md, screen 4): every role reads, operators post. */
export const adjustmentsAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminLedgerApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listAdjustments(app.db, request.query),
  }));

  route(app, adminLedgerApi.policies, { access: staff('viewer') }, async () => ({
    success: true as const,
    versions: await listPolicies(app.db),
  }));

  route(app, adminLedgerApi.adjust, { access: staff('operator') }, async (request) => ({
    success: true,
    balance: await adjustPoints(
      app.db,
      app.clock,
      operatorOf(request),
      request.body,
      request.headers['idempotency-key'],
    ),
  }));
};
