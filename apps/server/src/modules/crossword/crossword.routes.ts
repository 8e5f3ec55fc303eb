import {
  type CrosswordCreateAnswer,
  type CrosswordShowAnswer,
  type CrosswordShowTimeAnswer,
  type CrosswordStoreAnswer,
  crosswordStoreSchema,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { sameSiteOnly } from '../quizzes/same-site.js';
import { createCrossword, crosswordTime, showCrossword, storeCrossword } from './crossword.service.js';

const slugParams = z.object({ slug: z.string().max(64) });

/** The crossword (docs/product/quizzes.md, crossword-* calls). */
export const crosswordRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate);

  app.get(
    '/api/crossword-show-time/:slug',
    { schema: { params: slugParams } },
    async (request): Promise<CrosswordShowTimeAnswer> =>
      crosswordTime(app.db, app.clock, requireSession(request), request.params.slug),
  );

  app.get(
    '/api/crossword-show/:slug',
    { schema: { params: slugParams } },
    async (request): Promise<CrosswordShowAnswer> =>
      showCrossword(app.db, app.clock, requireSession(request), request.params.slug),
  );

  app.get(
    '/api/crossword-create/:slug',
    { schema: { params: slugParams }, preHandler: sameSiteOnly },
    async (request): Promise<CrosswordCreateAnswer> =>
      createCrossword(app.db, app.clock, requireSession(request), request.params.slug),
  );

  app.post(
    '/api/crossword-store/:slug',
    { schema: { params: slugParams, body: crosswordStoreSchema } },
    async (request): Promise<CrosswordStoreAnswer> =>
      storeCrossword(app.db, app.clock, requireSession(request), request.params.slug, request.body),
  );
};
