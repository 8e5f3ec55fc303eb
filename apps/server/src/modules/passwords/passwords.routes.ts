import {
  PASSWORD_CHANGED,
  REMIND_PASSWORD_SENT,
  remindPasswordSchema,
  resetPasswordSchema,
  type SuccessAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone } from '../../plugins/access/policies.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { remindPassword, resetPassword } from './passwords.service.js';

/** Password reminder and reset for visitors (docs/product/access.md). */
export const passwordsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/remind-password',
    { config: { access: anyone }, schema: { body: remindPasswordSchema } },
    async (request): Promise<SuccessAnswer> => {
      const deps = { db: app.db, clock: app.clock, mailer: app.mailer, appUrl: app.config.APP_URL, log: request.log };
      await remindPassword(deps, request.body.email, request.ip);
      return { success: true, message: REMIND_PASSWORD_SENT };
    },
  );

  app.post(
    '/api/reset-password',
    { config: { access: anyone }, schema: { body: resetPasswordSchema } },
    async (request): Promise<SuccessAnswer> => {
      await resetPassword(app.db, app.clock, request.body, request.ip);
      return { success: true, message: PASSWORD_CHANGED };
    },
  );
};
