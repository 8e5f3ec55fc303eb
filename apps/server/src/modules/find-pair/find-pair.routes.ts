import {
  type FindPairCheckCardsAnswer,
  findPairCheckCardsSchema,
  type FindPairCreateAnswer,
  type FindPairShowAnswer,
  type FindPairStoreAnswer,
  type FindPairStoreCardAnswer,
  findPairStoreCardSchema,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { playerAccess, playerGetAccess, viewerAccess } from '../quizzes/quiz-access.js';
import { z } from 'zod';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { checkCards, createFindPair, showFindPair, storeCard, storeFindPair } from './find-pair.service.js';

const slugParams = z.object({ slug: z.string().max(64) });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Find a pair (docs/product/quizzes.md, find-pair-* calls). */
export const findPairRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/find-pair-show/:slug',
    { config: { access: viewerAccess }, schema: { params: slugParams } },
    async (request): Promise<FindPairShowAnswer> =>
      showFindPair(app.db, app.clock, actorOf(request), request.params.slug),
  );

  // START and "Zakończ" are GETs in the spec: another site must not be able to cause them.
  app.get(
    '/api/find-pair-create/:slug',
    { config: { access: playerGetAccess }, schema: { params: slugParams } },
    async (request): Promise<FindPairCreateAnswer> =>
      createFindPair(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.post(
    '/api/find-pair-store-card/:id',
    { config: { access: playerAccess }, schema: { params: idParams, body: findPairStoreCardSchema } },
    async (request): Promise<FindPairStoreCardAnswer> =>
      storeCard(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/find-pair-check-cards/:id',
    { config: { access: playerAccess }, schema: { params: idParams, body: findPairCheckCardsSchema } },
    async (request): Promise<FindPairCheckCardsAnswer> =>
      checkCards(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/find-pair-store/:id',
    { config: { access: playerGetAccess }, schema: { params: idParams } },
    async (request): Promise<FindPairStoreAnswer> =>
      storeFindPair(app.db, app.clock, actorOf(request), request.params.id),
  );
};
