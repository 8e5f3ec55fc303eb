import { crosswordApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { playerAccess, playerGetAccess, viewerAccess } from '../quizzes/quiz-access.js';
import { createCrossword, crosswordTime, showCrossword, storeCrossword } from './crossword.service.js';

/** The crossword (docs/product/quizzes.md, crossword-* calls). */
export const crosswordRoutes: FastifyPluginAsync = async (app) => {
  route(app, crosswordApi.showTime, { access: viewerAccess }, async (request) =>
    crosswordTime(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, crosswordApi.show, { access: playerAccess }, async (request) =>
    showCrossword(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, crosswordApi.create, { access: playerGetAccess }, async (request) =>
    createCrossword(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, crosswordApi.store, { access: playerAccess }, async (request) =>
    storeCrossword(app.db, app.clock, actorOf(request), request.params.slug, request.body),
  );
};
