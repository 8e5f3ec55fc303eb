import { quizzesApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/api/route.js';
import { viewerAccess } from './quiz-engine.js';
import { publishedQuizzes } from './quiz-builder.service.js';
import { quizCard } from './quizzes.service.js';

/** The published quizzes, and the quiz card (title, prizes, rules, window) any quiz widget shows. */
export const quizzesRoutes: FastifyPluginAsync = async (app) => {
  // The results page's widgets: whatever quizzes the operators published, in the order they were made.
  route(app, quizzesApi.list, { access: viewerAccess }, async () => ({
    success: true,
    quizzes: await publishedQuizzes(app.db, app.clock),
  }));
  route(app, quizzesApi.show, { access: viewerAccess }, async (request) => ({
    success: true,
    quiz: await quizCard(app.db, app.clock, request.params.slug),
  }));
};
