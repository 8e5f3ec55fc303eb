import { authApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone, member } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { actorOf, sessionCookieName, switchSessionCompany } from '../../plugins/session/session.plugin.js';
import { loginWithCode, requestAuthCode } from './auth-code.service.js';
import { endImpersonation } from '../participants/participants.admin.service.js';
import { companyToSwitchTo, login, sessionUser } from './auth.service.js';
import { keepSessionUsers } from './session-user-cache.js';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const keeping = keepSessionUsers(app.db);
  if (keeping) {
    app.addHook('onReady', () => keeping.firstAttempt);
    app.addHook('onClose', () => keeping.stop());
  }

  route(app, authApi.login, { access: anyone }, async (request, reply) => {
    const { userId, companyId } = await login(app.db, app.clock, request.body, request.ip);
    await reply.startSession(userId, companyId);
    return { success: true, message: 'Zalogowano.' };
  });

  route(app, authApi.requestAuthCode, { access: anyone }, async (request) => {
    await requestAuthCode(app.db, app.clock, app.sms, request.body.phone, request.ip);
    return { success: true, message: 'Kod wysłany.' };
  });

  route(app, authApi.authWithCode, { access: anyone }, async (request, reply) => {
    const { userId, companyId } = await loginWithCode(
      app.db,
      app.clock,
      request.body.phone,
      request.body.code,
      request.ip,
    );
    await reply.startSession(userId, companyId);
    return { success: true, message: 'Zalogowano.' };
  });

  route(app, authApi.logout, { access: anyone }, async (request, reply) => {
    // "Zakończ podgląd": an operator's look as this user ends, audited in the operator's name.
    if (request.actor) await endImpersonation(app.db, app.clock, request.actor, request.ip);
    await reply.endSession();
    return { success: true };
  });

  /*
   * Every page asks who is logged in. A visitor who never had a session is told "nobody" (200,
   * user null): a 401 on every guest's visit would only be an error in the browser's console.
   * A session that has ended (idle, logged out elsewhere, blocked) still answers 401, which the
   * browser reads as "your session is gone", and its dead cookie is cleared.
   */
  const sessionCookie = sessionCookieName(app.config.secureCookies);
  route(app, authApi.user, { access: anyone }, async (request, reply) => {
    if (!request.actor && !request.cookies[sessionCookie]) return { success: true, user: null };
    const user = request.actor && (await sessionUser(app.db, app.clock, request.actor));
    if (!user) {
      await reply.endSession();
      throw new UnauthorizedError();
    }
    return { success: true, user };
  });

  route(app, authApi.changeCompany, { access: member() }, async (request) => {
    const companyId = await companyToSwitchTo(app.db, actorOf(request), request.body.sap);
    await switchSessionCompany(request, companyId);
    return { success: true, message: 'Oddział został zmieniony.' };
  });
};
