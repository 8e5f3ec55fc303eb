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
import { z } from 'zod';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { sameSiteOnly } from '../quizzes/same-site.js';
import { checkCards, createFindPair, showFindPair, storeCard, storeFindPair } from './find-pair.service.js';

const slugParams = z.object({ slug: z.string().max(64) });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Find a pair (docs/product/quizzes.md, find-pair-* calls). */
export const findPairRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate);

  app.get(
    '/api/find-pair-show/:slug',
    { schema: { params: slugParams } },
    async (request): Promise<FindPairShowAnswer> =>
      showFindPair(app.db, app.clock, requireSession(request), request.params.slug),
  );

  // START and "Zakończ" are GETs in the spec: another site must not be able to cause them.
  app.get(
    '/api/find-pair-create/:slug',
    { schema: { params: slugParams }, preHandler: sameSiteOnly },
    async (request): Promise<FindPairCreateAnswer> =>
      createFindPair(app.db, app.clock, requireSession(request), request.params.slug),
  );

  app.post(
    '/api/find-pair-store-card/:id',
    { schema: { params: idParams, body: findPairStoreCardSchema } },
    async (request): Promise<FindPairStoreCardAnswer> =>
      storeCard(app.db, app.clock, requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/api/find-pair-check-cards/:id',
    { schema: { params: idParams, body: findPairCheckCardsSchema } },
    async (request): Promise<FindPairCheckCardsAnswer> =>
      checkCards(app.db, app.clock, requireSession(request), request.params.id, request.body),
  );

  app.get(
    '/api/find-pair-store/:id',
    { schema: { params: idParams }, preHandler: sameSiteOnly },
    async (request): Promise<FindPairStoreAnswer> =>
      storeFindPair(app.db, app.clock, requireSession(request), request.params.id),
  );
};
