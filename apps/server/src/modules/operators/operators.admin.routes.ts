import { adminOperatorsApi, OPERATOR_PASSWORD_SET } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone, staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  changeRole,
  createOperator,
  deactivate,
  listOperators,
  resetTwoFactor,
  setPassword,
} from './operators.admin.service.js';

/** The operators (docs/product/back-office.md, screen 10): admins only, and the invited operator's password link. */
export const operatorsAdminRoutes: FastifyPluginAsync = async (app) => {
  const admin = { access: staff('admin') };

  route(app, adminOperatorsApi.list, admin, async (request) => ({
    success: true,
    items: await listOperators(app.db, request.query),
  }));

  route(app, adminOperatorsApi.create, admin, async (request) => {
    const ctx = { db: app.db, clock: app.clock, mailer: app.mailer, appUrl: app.config.APP_URL, log: request.log };
    const { operator, invitationSent } = await createOperator(ctx, operatorOf(request), request.body);
    return { success: true, operator, invitation_sent: invitationSent };
  });

  route(app, adminOperatorsApi.role, admin, async (request) => ({
    success: true,
    operator: await changeRole(app.db, app.clock, operatorOf(request), request.params.id, request.body.role),
  }));

  route(app, adminOperatorsApi.deactivate, admin, async (request) => ({
    success: true,
    operator: await deactivate(app.db, app.clock, operatorOf(request), request.params.id),
  }));

  route(app, adminOperatorsApi.resetTwoFactor, admin, async (request) => ({
    success: true,
    operator: await resetTwoFactor(app.db, app.clock, operatorOf(request), request.params.id),
  }));

  route(app, adminOperatorsApi.setPassword, { access: anyone }, async (request) => {
    await setPassword(app.db, app.clock, request.body, request.ip);
    return { success: true, message: OPERATOR_PASSWORD_SET };
  });
};
