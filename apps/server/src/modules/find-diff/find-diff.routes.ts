import { findDiffApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { playerAccess, playerGetAccess, viewerAccess } from '../quizzes/quiz-access.js';
import {
  createFindDiff,
  findDiffPicture,
  showFindDiff,
  showUserFindDiff,
  storeDiff,
  storeFindDiff,
} from './find-diff.service.js';

/** Find the difference (docs/product/quizzes.md, find-diff-* calls). */
export const findDiffRoutes: FastifyPluginAsync = async (app) => {
  route(app, findDiffApi.show, { access: viewerAccess }, async (request) =>
    showFindDiff(app.db, app.clock, actorOf(request), request.params.slug),
  );

  // START, and the way back into a running attempt (which costs a life): a GET the spec names,
  // so another site must not be able to cause it.
  route(app, findDiffApi.create, { access: playerGetAccess }, async (request) =>
    createFindDiff(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, findDiffApi.user, { access: viewerAccess }, async (request) =>
    showUserFindDiff(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, findDiffApi.storeDiff, { access: playerAccess }, async (request) =>
    storeDiff(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );

  route(app, findDiffApi.store, { access: playerAccess }, async (request) =>
    storeFindDiff(app.db, app.clock, actorOf(request), request.params.id),
  );

  // The two pictures as PNGs rendered from their drawings, which never leave the server.
  route(app, findDiffApi.picture, { access: viewerAccess }, async (request, reply) => {
    const png = await findDiffPicture(app.db, request.params.slug, request.params.file);
    return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(png);
  });
};
