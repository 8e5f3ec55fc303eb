import {
  authWithCodeSchema,
  changeCompanySchema,
  loginSchema,
  requestAuthCodeSchema,
  type UserAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone, member, signedIn } from '../../plugins/access/policies.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { actorOf, switchSessionCompany } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { loginWithCode, requestAuthCode } from './auth-code.service.js';
import { companyToSwitchTo, login, sessionUser } from './auth.service.js';

export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/api/login', { config: { access: anyone }, schema: { body: loginSchema } }, async (request, reply) => {
    const { userId, companyId } = await login(app.db, app.clock, request.body, request.ip);
    await reply.startSession(userId, companyId);
    return { success: true, message: 'Zalogowano.' };
  });

  app.post(
    '/api/request-auth-code',
    { config: { access: anyone }, schema: { body: requestAuthCodeSchema } },
    async (request) => {
      await requestAuthCode(app.db, app.clock, app.sms, request.body.phone, request.ip);
      return { success: true, message: 'Kod wysłany.' };
    },
  );

  app.post(
    '/api/auth-with-code',
    { config: { access: anyone }, schema: { body: authWithCodeSchema } },
    async (request, reply) => {
      const { userId, companyId } = await loginWithCode(
        app.db,
        app.clock,
        request.body.phone,
        request.body.code,
        request.ip,
      );
      await reply.startSession(userId, companyId);
      return { success: true, message: 'Zalogowano.' };
    },
  );

  app.post('/api/logout', { config: { access: anyone } }, async (_request, reply) => {
    await reply.endSession();
    return { success: true };
  });

  app.get('/api/user', { config: { access: signedIn() } }, async (request, reply): Promise<UserAnswer> => {
    const user = await sessionUser(app.db, actorOf(request));
    if (!user) {
      await reply.endSession();
      throw new UnauthorizedError();
    }
    return { success: true, user };
  });

  app.post(
    '/api/change-company',
    { config: { access: member() }, schema: { body: changeCompanySchema } },
    async (request) => {
      const companyId = await companyToSwitchTo(app.db, actorOf(request), request.body.sap);
      await switchSessionCompany(request, companyId);
      return { success: true, message: 'Oddział został zmieniony.' };
    },
  );
};
