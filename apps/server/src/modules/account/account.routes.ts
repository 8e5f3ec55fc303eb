import { type AccountTransactionsAnswer, pageQuerySchema } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { transactionsHistory } from './account.service.js';

export const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate);

  app.get(
    '/api/account-transactions-history',
    { schema: { querystring: pageQuerySchema } },
    async (request): Promise<AccountTransactionsAnswer> => ({
      success: true,
      items: await transactionsHistory(app.db, requireSession(request).userId, request.query),
    }),
  );
};
