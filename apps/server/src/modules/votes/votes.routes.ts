import {
  type SuccessAnswer,
  VOTE_THANKS,
  type VotesCreateAnswer,
  type VotesShowAnswer,
  voteStoreSchema,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { castVote, displayVote, voteChoices } from './votes.service.js';

/** The leaders' vote on the main prize (docs/product/vote.md: votes-show, votes-create, votes-store). */
export const votesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate);

  app.get('/api/votes-show', async (request): Promise<VotesShowAnswer> => ({
    success: true,
    display_vote: await displayVote(app.db, requireSession(request)),
  }));

  app.get('/api/votes-create', async (request): Promise<VotesCreateAnswer> => ({
    success: true,
    ...(await voteChoices(app.db, requireSession(request))),
  }));

  app.post('/api/votes-store', { schema: { body: voteStoreSchema } }, async (request): Promise<SuccessAnswer> => {
    await castVote(app.db, app.clock, requireSession(request), request.body.vote_id);
    return { success: true, message: VOTE_THANKS };
  });
};
