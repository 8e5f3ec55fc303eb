import {
  type FindDiffCreateAnswer,
  type FindDiffShowAnswer,
  type FindDiffStoreAnswer,
  type FindDiffStoreDiffAnswer,
  findDiffStoreDiffSchema,
  type UserFindDiffShowAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { sameSiteOnly } from '../quizzes/same-site.js';
import { createFindDiff, showFindDiff, showUserFindDiff, storeDiff, storeFindDiff } from './find-diff.service.js';

const slugParams = z.object({ slug: z.string().max(64) });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Find the difference (docs/product/quizzes.md, find-diff-* calls). */
export const findDiffRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate);

  app.get(
    '/api/find-diff-show/:slug',
    { schema: { params: slugParams } },
    async (request): Promise<FindDiffShowAnswer> =>
      showFindDiff(app.db, app.clock, requireSession(request), request.params.slug),
  );

  // START, and the way back into a running attempt (which costs a life): a GET the spec names,
  // so another site must not be able to cause it.
  app.get(
    '/api/find-diff-create/:slug',
    { schema: { params: slugParams }, preHandler: sameSiteOnly },
    async (request): Promise<FindDiffCreateAnswer> =>
      createFindDiff(app.db, app.clock, requireSession(request), request.params.slug),
  );

  app.get(
    '/api/user-find-diff-show/:slug',
    { schema: { params: slugParams } },
    async (request): Promise<UserFindDiffShowAnswer> =>
      showUserFindDiff(app.db, app.clock, requireSession(request), request.params.slug),
  );

  app.post(
    '/api/find-diff-store-diff/:id',
    { schema: { params: idParams, body: findDiffStoreDiffSchema } },
    async (request): Promise<FindDiffStoreDiffAnswer> =>
      storeDiff(app.db, app.clock, requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/api/find-diff-store/:id',
    { schema: { params: idParams } },
    async (request): Promise<FindDiffStoreAnswer> =>
      storeFindDiff(app.db, app.clock, requireSession(request), request.params.id),
  );
};
