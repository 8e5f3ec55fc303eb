import { type NewsIndexAnswer, newsQuerySchema, newsShowSchema, type NewsShowAnswer } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { newsDetail, newsSlides } from './news.service.js';

/** News for the user's role (docs/product/content.md: GET /api/news, POST /api/news-show). */
export const newsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/news',
    { config: { access: member() }, schema: { querystring: newsQuerySchema } },
    async (request): Promise<NewsIndexAnswer> => ({
      success: true,
      items: await newsSlides(app.db, app.clock, actorOf(request), request.query.roles),
    }),
  );

  app.post(
    '/api/news-show',
    { config: { access: member() }, schema: { body: newsShowSchema } },
    async (request): Promise<NewsShowAnswer> => ({
      success: true,
      news: await newsDetail(app.db, app.clock, actorOf(request), request.body.slug),
    }),
  );
};
