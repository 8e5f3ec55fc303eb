import {
  type CrosswordCreateAnswer,
  type CrosswordShowAnswer,
  type CrosswordShowTimeAnswer,
  type CrosswordStoreAnswer,
  crosswordStoreSchema,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { playerAccess, playerGetAccess, viewerAccess } from '../quizzes/quiz-access.js';
import { z } from 'zod';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { createCrossword, crosswordTime, showCrossword, storeCrossword } from './crossword.service.js';

const slugParams = z.object({ slug: z.string().max(64) });

/** The crossword (docs/product/quizzes.md, crossword-* calls). */
export const crosswordRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/crossword-show-time/:slug',
    { config: { access: viewerAccess }, schema: { params: slugParams } },
    async (request): Promise<CrosswordShowTimeAnswer> =>
      crosswordTime(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.get(
    '/api/crossword-show/:slug',
    { config: { access: playerAccess }, schema: { params: slugParams } },
    async (request): Promise<CrosswordShowAnswer> =>
      showCrossword(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.get(
    '/api/crossword-create/:slug',
    { config: { access: playerGetAccess }, schema: { params: slugParams } },
    async (request): Promise<CrosswordCreateAnswer> =>
      createCrossword(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.post(
    '/api/crossword-store/:slug',
    { config: { access: playerAccess }, schema: { params: slugParams, body: crosswordStoreSchema } },
    async (request): Promise<CrosswordStoreAnswer> =>
      storeCrossword(app.db, app.clock, actorOf(request), request.params.slug, request.body),
  );
};
