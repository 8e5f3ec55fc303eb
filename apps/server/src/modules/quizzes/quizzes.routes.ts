import { quizzesApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/api/route.js';
import { viewerAccess } from './quiz-engine.js';
import { quizCard } from './quizzes.service.js';

/** The quiz card (title, prizes, rules, window) any quiz widget shows. */
export const quizzesRoutes: FastifyPluginAsync = async (app) => {
  route(app, quizzesApi.show, { access: viewerAccess }, async (request) => ({
    success: true,
    quiz: await quizCard(app.db, app.clock, request.params.slug),
  }));
};
