import { VOTE_IMPERSONATION_REFUSED, VOTE_LEADERS_ONLY, VOTE_THANKS, votesApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/api/route.js';
import { member, refuseImpersonation, requireLeader } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { castVote, displayVote, voteChoices } from './votes.service.js';

/** The leaders' vote on the main prize (docs/product/vote.md: votes-show, votes-create, votes-store). */
export const votesRoutes: FastifyPluginAsync = async (app) => {
  route(app, votesApi.show, { access: member() }, async (request) => ({
    success: true,
    display_vote: await displayVote(app.db, actorOf(request)),
  }));

  route(app, votesApi.create, { access: member(requireLeader(VOTE_LEADERS_ONLY)) }, async (request) => ({
    success: true,
    ...(await voteChoices(app.db, actorOf(request))),
  }));

  route(
    app,
    votesApi.store,
    { access: member(requireLeader(VOTE_LEADERS_ONLY), refuseImpersonation(VOTE_IMPERSONATION_REFUSED)) },
    async (request) => {
      await castVote(app.db, app.clock, actorOf(request), request.body.vote_id);
      return { success: true, message: VOTE_THANKS };
    },
  );
};
