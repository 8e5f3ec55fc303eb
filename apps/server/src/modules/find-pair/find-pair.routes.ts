import { findPairApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { playerAccess, playerGetAccess, viewerAccess } from '../quizzes/quiz-access.js';
import { checkCards, createFindPair, showFindPair, storeCard, storeFindPair } from './find-pair.service.js';

/** Find a pair (docs/product/quizzes.md, find-pair-* calls). */
export const findPairRoutes: FastifyPluginAsync = async (app) => {
  route(app, findPairApi.show, { access: viewerAccess }, async (request) =>
    showFindPair(app.db, app.clock, actorOf(request), request.params.slug),
  );

  // START and "Zakończ" are GETs in the spec: another site must not be able to cause them.
  route(app, findPairApi.create, { access: playerGetAccess }, async (request) =>
    createFindPair(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, findPairApi.storeCard, { access: playerAccess }, async (request) =>
    storeCard(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );

  route(app, findPairApi.checkCards, { access: playerAccess }, async (request) =>
    checkCards(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );

  route(app, findPairApi.store, { access: playerGetAccess }, async (request) =>
    storeFindPair(app.db, app.clock, actorOf(request), request.params.id),
  );
};
