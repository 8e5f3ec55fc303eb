import { type AccountTransactionsAnswer, pageQuerySchema } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { transactionsHistory } from './ledger.service.js';

/** The account page's points history, read from the ledger rows. */
export const ledgerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/account-transactions-history',
    { config: { access: member() }, schema: { querystring: pageQuerySchema } },
    async (request): Promise<AccountTransactionsAnswer> => ({
      success: true,
      items: await transactionsHistory(app.db, actorOf(request).userId, request.query),
    }),
  );
};
