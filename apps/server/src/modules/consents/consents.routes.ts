import {
  type AcceptRegulationsAnswer,
  acceptRegulationsSchema,
  CONSENT_REVOKED,
  type SuccessAnswer,
  type UserStatementsAnswer,
  userStatementsSchema,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import {
  acceptRegulations,
  canConfirmRegulations,
  revokeRegulations,
  saveUserStatements,
  userStatements,
} from './consents.service.js';

export const consentsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate);

  app.get('/api/accept-regulations', async (request): Promise<AcceptRegulationsAnswer> => {
    const session = requireSession(request);
    return { success: true, can_confirm: await canConfirmRegulations(app.db, session.userId) };
  });

  app.post('/api/accept-regulations', { schema: { body: acceptRegulationsSchema } }, async (request) => {
    await acceptRegulations(app.db, app.clock, requireSession(request).userId, request.body.statement);
    return { success: true, message: 'Twoje zgody zostały zapisane.' };
  });

  app.get('/api/user_statements', async (request): Promise<UserStatementsAnswer> => {
    return { success: true, item: await userStatements(app.db, requireSession(request).userId) };
  });

  app.post(
    '/api/user_statements',
    { schema: { body: userStatementsSchema } },
    async (request): Promise<UserStatementsAnswer> => {
      const item = await saveUserStatements(app.db, app.clock, requireSession(request), request.body.statement);
      return { success: true, item };
    },
  );

  app.post('/api/user_revoke_accept_regulations', async (request, reply): Promise<SuccessAnswer> => {
    await revokeRegulations(app.db, app.clock, requireSession(request));
    // Every session of the user is gone already; this one's cookie goes with the answer.
    await reply.endSession();
    return { success: true, message: CONSENT_REVOKED };
  });
};
