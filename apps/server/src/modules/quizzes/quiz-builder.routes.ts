import { adminQuizzesApi, QUIZ_PICTURE_MAX_BYTES } from '@portal/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart-form.js';
import { imageTooLarge } from '../../lib/uploaded-image.js';
import { staff } from '../../plugins/access/policies.js';
import { EDITOR_BODY_LIMIT_BYTES, route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  createQuiz,
  editQuiz,
  getQuiz,
  listQuizzes,
  publishQuiz,
  uploadQuizPicture,
  withdrawQuiz,
} from './quiz-builder.service.js';

/** Quizzes built in the back office: every role reads them; operators and admins build and publish. */
export const quizBuilderRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminQuizzesApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listQuizzes(app.db, app.clock, request.query),
  }));
  route(app, adminQuizzesApi.get, { access: staff('viewer') }, async (request) => ({
    success: true,
    quiz: await getQuiz(app.db, app.clock, request.params.id),
  }));
  route(
    app,
    adminQuizzesApi.create,
    { access: staff('operator'), bodyLimit: EDITOR_BODY_LIMIT_BYTES },
    async (request) => ({
      success: true,
      quiz: await createQuiz(app.db, app.clock, operatorOf(request), app.config.UPLOADS_DIR, request.body),
    }),
  );
  route(
    app,
    adminQuizzesApi.update,
    { access: staff('operator'), bodyLimit: EDITOR_BODY_LIMIT_BYTES },
    async (request) => ({
      success: true,
      quiz: await editQuiz(
        app.db,
        app.clock,
        operatorOf(request),
        app.config.UPLOADS_DIR,
        request.params.id,
        request.body,
      ),
    }),
  );
  route(app, adminQuizzesApi.publish, { access: staff('operator') }, async (request) => ({
    success: true,
    quiz: await publishQuiz(app.db, app.clock, operatorOf(request), request.params.id),
  }));
  route(app, adminQuizzesApi.withdraw, { access: staff('operator') }, async (request) => ({
    success: true,
    quiz: await withdrawQuiz(app.db, app.clock, operatorOf(request), request.params.id),
  }));

  // Multipart is read by this route alone: the rest of the API takes JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: QUIZ_PICTURE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    route(scope, adminQuizzesApi.uploadPicture, { access: staff('operator') }, async (request) => ({
      success: true,
      picture: await uploadQuizPicture(
        app.db,
        app.clock,
        operatorOf(request),
        app.config.UPLOADS_DIR,
        await readPicture(request),
      ),
    }));
  });
};

/** The multipart form's `file`; a file over the limit is a 422 on `file`, as is none. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipartForm(request, imageTooLarge(QUIZ_PICTURE_MAX_BYTES));
  if (!files.file) throw ValidationError.field('file', 'Wybierz obrazek.');
  return files.file;
}
