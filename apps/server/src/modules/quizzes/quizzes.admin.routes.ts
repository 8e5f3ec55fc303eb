import { adminReportsApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { listQuizResults, reviewQuizResult } from './quizzes.admin.service.js';

/** Quiz results in the back office (docs/product/back-office.md, screen 9): every role reads, operators decide the flagged. */
export const quizzesAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminReportsApi.quizResults, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listQuizResults(app.db, request.query),
  }));

  route(app, adminReportsApi.acceptQuizResult, { access: staff('operator') }, async (request) => ({
    success: true,
    result: await reviewQuizResult(app.db, app.clock, operatorOf(request), request.params.id, 'accepted'),
  }));

  route(app, adminReportsApi.rejectQuizResult, { access: staff('operator') }, async (request) => ({
    success: true,
    result: await reviewQuizResult(app.db, app.clock, operatorOf(request), request.params.id, 'rejected'),
  }));
};
