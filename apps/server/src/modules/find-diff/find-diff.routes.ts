import {
  type FindDiffCreateAnswer,
  type FindDiffShowAnswer,
  type FindDiffStoreAnswer,
  type FindDiffStoreDiffAnswer,
  findDiffStoreDiffSchema,
  type UserFindDiffShowAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { playerAccess, playerGetAccess, viewerAccess } from '../quizzes/quiz-access.js';
import { z } from 'zod';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { pictureFiles } from './find-diff.pictures.js';
import {
  createFindDiff,
  findDiffPicture,
  showFindDiff,
  showUserFindDiff,
  storeDiff,
  storeFindDiff,
} from './find-diff.service.js';

const slugParams = z.object({ slug: z.string().max(64) });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const pictureParams = z.object({ slug: z.string().max(64), file: z.enum(pictureFiles) });

/** Find the difference (docs/product/quizzes.md, find-diff-* calls). */
export const findDiffRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/find-diff-show/:slug',
    { config: { access: viewerAccess }, schema: { params: slugParams } },
    async (request): Promise<FindDiffShowAnswer> =>
      showFindDiff(app.db, app.clock, actorOf(request), request.params.slug),
  );

  // START, and the way back into a running attempt (which costs a life): a GET the spec names,
  // so another site must not be able to cause it.
  app.get(
    '/api/find-diff-create/:slug',
    { config: { access: playerGetAccess }, schema: { params: slugParams } },
    async (request): Promise<FindDiffCreateAnswer> =>
      createFindDiff(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.get(
    '/api/user-find-diff-show/:slug',
    { config: { access: viewerAccess }, schema: { params: slugParams } },
    async (request): Promise<UserFindDiffShowAnswer> =>
      showUserFindDiff(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.post(
    '/api/find-diff-store-diff/:id',
    { config: { access: playerAccess }, schema: { params: idParams, body: findDiffStoreDiffSchema } },
    async (request): Promise<FindDiffStoreDiffAnswer> =>
      storeDiff(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/find-diff-store/:id',
    { config: { access: playerAccess }, schema: { params: idParams } },
    async (request): Promise<FindDiffStoreAnswer> =>
      storeFindDiff(app.db, app.clock, actorOf(request), request.params.id),
  );

  // The two pictures as PNGs rendered from their drawings, which never leave the server.
  app.get(
    '/api/find-diff-pictures/:slug/:file',
    { config: { access: viewerAccess }, schema: { params: pictureParams } },
    async (request, reply) => {
      const png = await findDiffPicture(app.db, request.params.slug, request.params.file);
      return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(png);
    },
  );
};
