import { adminQuestionsApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { adminQuestions, createQuestion, editQuestion, setQuestionActive } from './questions.admin.service.js';

/** The top-up order questions in the back office: every role reads them; operators and admins change them. */
export const questionsAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminQuestionsApi.list, { access: staff('viewer') }, async () => ({
    success: true,
    ...(await adminQuestions(app.db)),
  }));
  route(app, adminQuestionsApi.create, { access: staff('operator') }, async (request) => ({
    success: true,
    question: await createQuestion(app.db, app.clock, operatorOf(request), request.body),
  }));
  route(app, adminQuestionsApi.update, { access: staff('operator') }, async (request) => ({
    success: true,
    question: await editQuestion(app.db, app.clock, operatorOf(request), request.params.id, request.body),
  }));
  route(app, adminQuestionsApi.setActive, { access: staff('operator') }, async (request) => ({
    success: true,
    question: await setQuestionActive(app.db, app.clock, operatorOf(request), request.params.id, request.body.active),
  }));
};
