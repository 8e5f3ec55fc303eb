import type { QuizAnswer } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { viewerAccess } from './quiz-access.js';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { quizCard } from './quizzes.service.js';

const slugParams = z.object({ slug: z.string().max(64) });

/** The quiz card (title, prizes, rules, window) any quiz widget shows. */
export const quizzesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/quizzes/:slug',
    { config: { access: viewerAccess }, schema: { params: slugParams } },
    async (request): Promise<QuizAnswer> => {
      return { success: true, quiz: await quizCard(app.db, app.clock, request.params.slug) };
    },
  );
};
