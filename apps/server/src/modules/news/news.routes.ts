import { newsApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { newsDetail, newsSlides } from './news.service.js';

/** News for the user's role (docs/product/content.md: GET /api/news, POST /api/news-show). */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  route(app, newsApi.index, { access: member() }, async (request) => ({
    success: true,
    items: await newsSlides(app.db, app.clock, actorOf(request), request.query.roles),
  }));

  route(app, newsApi.show, { access: member() }, async (request) => ({
    success: true,
    news: await newsDetail(app.db, app.clock, actorOf(request), request.body.slug),
  }));
};
