import { type AcceptRegulationsAnswer, acceptRegulationsSchema } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { acceptRegulations, canConfirmRegulations } from './consents.service.js';

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
};
