import { adminAuthApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone, staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { record } from '../audit/audit.service.js';
import { operatorLogin, startEnrolment } from './operator-auth.service.js';

export const operatorAuthRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminAuthApi.login, { access: anyone }, async (request, reply) => {
    const operator = await operatorLogin(app.db, app.clock, request.body, request.ip, app.config.TOTP_SECRET_KEY);
    await reply.startOperatorSession(operator.id);
    return { success: true, operator };
  });

  route(app, adminAuthApi.enrolment, { access: anyone }, async (request) => {
    const enrolment = await startEnrolment(app.db, app.clock, request.body, request.ip, app.config.TOTP_SECRET_KEY);
    return { success: true, enrolment };
  });

  route(app, adminAuthApi.logout, { access: anyone }, async (request, reply) => {
    const operator = request.operator;
    if (operator) {
      await record(app.db, app.clock, operator, 'operator.logout', { type: 'operator', id: operator.operatorId });
    }
    await reply.endOperatorSession();
    return { success: true };
  });

  route(app, adminAuthApi.me, { access: staff('viewer') }, async (request) => {
    const { operatorId, email, name, role } = operatorOf(request);
    return { success: true, operator: { id: operatorId, email, name, role } };
  });
};
