import {
  type SuccessAnswer,
  VOTE_IMPERSONATION_REFUSED,
  VOTE_LEADERS_ONLY,
  VOTE_THANKS,
  type VotesCreateAnswer,
  type VotesShowAnswer,
  voteStoreSchema,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member, refuseImpersonation, requireLeader } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { castVote, displayVote, voteChoices } from './votes.service.js';

/** The leaders' vote on the main prize (docs/product/vote.md: votes-show, votes-create, votes-store). */
export const votesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/votes-show', { config: { access: member() } }, async (request): Promise<VotesShowAnswer> => ({
    success: true,
    display_vote: await displayVote(app.db, actorOf(request)),
  }));

  app.get(
    '/api/votes-create',
    { config: { access: member(requireLeader(VOTE_LEADERS_ONLY)) } },
    async (request): Promise<VotesCreateAnswer> => ({
      success: true,
      ...(await voteChoices(app.db, actorOf(request))),
    }),
  );

  app.post(
    '/api/votes-store',
    {
      config: { access: member(requireLeader(VOTE_LEADERS_ONLY), refuseImpersonation(VOTE_IMPERSONATION_REFUSED)) },
      schema: { body: voteStoreSchema },
    },
    async (request): Promise<SuccessAnswer> => {
      await castVote(app.db, app.clock, actorOf(request), request.body.vote_id);
      return { success: true, message: VOTE_THANKS };
    },
  );
};
