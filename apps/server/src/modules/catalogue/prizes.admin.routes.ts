import { adminPrizesApi, PRIZE_IMAGE_MAX_BYTES } from '@portal/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart-form.js';
import { imageTooLarge } from '../../lib/uploaded-image.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  adminPrize,
  adminPrizeCategories,
  createPrize,
  createPrizeCategory,
  editPrize,
  editPrizeCategory,
  listAdminPrizes,
  setPrizeAvailability,
  uploadPrizeImage,
} from './prizes.admin.service.js';

/** The prize catalogue in the back office: every role reads it; operators and admins change it. */
export const prizesAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminPrizesApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listAdminPrizes(app.db, request.query),
  }));
  route(app, adminPrizesApi.get, { access: staff('viewer') }, async (request) => ({
    success: true,
    prize: await adminPrize(app.db, request.params.id),
  }));
  route(app, adminPrizesApi.create, { access: staff('operator') }, async (request) => ({
    success: true,
    prize: await createPrize(app.db, app.clock, operatorOf(request), request.body),
  }));
  route(app, adminPrizesApi.update, { access: staff('operator') }, async (request) => ({
    success: true,
    prize: await editPrize(app.db, app.clock, operatorOf(request), request.params.id, request.body),
  }));
  route(app, adminPrizesApi.setAvailability, { access: staff('operator') }, async (request) => ({
    success: true,
    prize: await setPrizeAvailability(
      app.db,
      app.clock,
      operatorOf(request),
      request.params.id,
      request.body.available,
    ),
  }));
  route(app, adminPrizesApi.categories, { access: staff('viewer') }, async () => ({
    success: true,
    categories: await adminPrizeCategories(app.db),
  }));
  route(app, adminPrizesApi.createCategory, { access: staff('operator') }, async (request) => ({
    success: true,
    category: await createPrizeCategory(app.db, app.clock, operatorOf(request), request.body),
  }));
  route(app, adminPrizesApi.updateCategory, { access: staff('operator') }, async (request) => ({
    success: true,
    category: await editPrizeCategory(app.db, app.clock, operatorOf(request), request.params.id, request.body),
  }));

  // Multipart is read by this route alone: the rest of the API takes JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PRIZE_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    route(scope, adminPrizesApi.uploadImage, { access: staff('operator') }, async (request) => ({
      success: true,
      prize: await uploadPrizeImage(
        app.db,
        app.clock,
        operatorOf(request),
        app.config.UPLOADS_DIR,
        request.params.id,
        await readImage(request),
      ),
    }));
  });
};

/** The multipart form's `file`; a file over the limit is a 422 on `file`, as is none. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipartForm(request, imageTooLarge(PRIZE_IMAGE_MAX_BYTES));
  if (!files.file) throw ValidationError.field('file', 'Wybierz zdjęcie nagrody.');
  return files.file;
}
