import { PASSWORD_CHANGED, passwordsApi, REMIND_PASSWORD_SENT } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { remindPassword, resetPassword } from './passwords.service.js';

/** Password reminder and reset for visitors (docs/product/access.md). */
export const passwordsRoutes: FastifyPluginAsync = async (app) => {
  route(app, passwordsApi.remind, { access: anyone }, async (request) => {
    const deps = { db: app.db, clock: app.clock, appUrl: app.config.APP_URL };
    await remindPassword(deps, request.body.email, request.ip);
    return { success: true, message: REMIND_PASSWORD_SENT };
  });

  route(app, passwordsApi.reset, { access: anyone }, async (request) => {
    await resetPassword(app.db, app.clock, request.body, request.ip);
    return { success: true, message: PASSWORD_CHANGED };
  });
};
