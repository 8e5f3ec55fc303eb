import {
  type MillionairesAnswerResult,
  millionairesAnswerSchema,
  type MillionairesCheckAnswer,
  type MillionairesLifebuoyAnswer,
  millionairesLifebuoySchema,
  type MillionairesQuestionAnswer,
  type MillionairesStartAnswer,
  millionairesStartSchema,
  type MillionairesStateAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { playerAccess, viewerAccess } from '../quizzes/quiz-access.js';
import { member, sameOriginOnly } from '../../plugins/access/policies.js';
import { z } from 'zod';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import {
  checkIfStart,
  currentQuestion,
  millionairesState,
  startMillionaires,
  storeAnswer,
  useLifebuoy,
} from './millionaires.service.js';

const slugParams = z.object({ slug: z.string().max(64) });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The millionaires quiz (docs/product/quizzes.md, millionaires-* calls). */
export const millionairesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/millionaires-create/:slug',
    { config: { access: viewerAccess }, schema: { params: slugParams } },
    async (request): Promise<MillionairesStateAnswer> =>
      millionairesState(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.get(
    '/api/millionaires-check-if-start/:slug',
    { config: { access: member(sameOriginOnly) }, schema: { params: slugParams } },
    async (request): Promise<MillionairesCheckAnswer> =>
      checkIfStart(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.get(
    '/api/millionaires-get-question/:slug',
    { config: { access: viewerAccess }, schema: { params: slugParams } },
    async (request): Promise<MillionairesQuestionAnswer> =>
      currentQuestion(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.post(
    '/api/millionaires-store/:slug',
    { config: { access: playerAccess }, schema: { params: slugParams, body: millionairesStartSchema } },
    async (request): Promise<MillionairesStartAnswer> =>
      startMillionaires(app.db, app.clock, actorOf(request), request.params.slug),
  );

  app.post(
    '/api/millionaires-store-answer/:id',
    { config: { access: playerAccess }, schema: { params: idParams, body: millionairesAnswerSchema } },
    async (request): Promise<MillionairesAnswerResult> =>
      storeAnswer(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/millionaires-get-lifebuoy/:id',
    { config: { access: playerAccess }, schema: { params: idParams, body: millionairesLifebuoySchema } },
    async (request): Promise<MillionairesLifebuoyAnswer> =>
      useLifebuoy(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );
};
