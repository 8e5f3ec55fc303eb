import { adminNewsApi, NEWS_PHOTO_MAX_BYTES, newsFormSchema } from '@portal/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart-form.js';
import { imageTooLarge } from '../../lib/uploaded-image.js';
import { staff } from '../../plugins/access/policies.js';
import { EDITOR_BODY_LIMIT_BYTES, route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { fieldErrors } from '../../plugins/validation.js';
import {
  adminNews,
  createNews,
  editNews,
  listAdminNews,
  type NewsFormValues,
  previewNews,
  publishNews,
  restoreNews,
  withdrawNews,
} from './news.admin.service.js';

/** News in the back office: every role reads; operators and admins write (docs/product/back-office.md "Operators, roles and sign-in"). */
export const newsAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminNewsApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listAdminNews(app.db, app.clock, request.query),
  }));
  route(app, adminNewsApi.get, { access: staff('viewer') }, async (request) => ({
    success: true,
    news: await adminNews(app.db, app.clock, request.params.id),
  }));
  route(
    app,
    adminNewsApi.preview,
    { access: staff('viewer'), bodyLimit: EDITOR_BODY_LIMIT_BYTES },
    async (request) => ({
      success: true,
      ...(await previewNews(app.db, app.clock, request.body)),
    }),
  );
  route(app, adminNewsApi.publish, { access: staff('operator') }, async (request) => ({
    success: true,
    news: await publishNews(app.db, app.clock, operatorOf(request), request.params.id),
  }));
  route(app, adminNewsApi.withdraw, { access: staff('operator') }, async (request) => ({
    success: true,
    news: await withdrawNews(app.db, app.clock, operatorOf(request), request.params.id),
  }));
  route(app, adminNewsApi.restore, { access: staff('operator') }, async (request) => ({
    success: true,
    news: await restoreNews(app.db, app.clock, operatorOf(request), request.params.id),
  }));

  // Writing takes JSON or a multipart form with the photo;
  // multipart is read by these two routes alone.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: NEWS_PHOTO_MAX_BYTES, files: 1, fields: 20, parts: 21 },
    });
    route(
      scope,
      adminNewsApi.create,
      { access: staff('operator'), bodyLimit: EDITOR_BODY_LIMIT_BYTES },
      async (request) => {
        const { form, photo } = await readNewsForm(request);
        return {
          success: true,
          news: await createNews(app.db, app.clock, operatorOf(request), form, {
            uploadsDir: app.config.UPLOADS_DIR,
            photo,
          }),
        };
      },
    );
    route(
      scope,
      adminNewsApi.update,
      { access: staff('operator'), bodyLimit: EDITOR_BODY_LIMIT_BYTES },
      async (request) => {
        const { form, photo } = await readNewsForm(request);
        return {
          success: true,
          news: await editNews(app.db, app.clock, operatorOf(request), request.params.id, form, {
            uploadsDir: app.config.UPLOADS_DIR,
            photo,
          }),
        };
      },
    );
  });
};

/**
 * The news form from JSON or from a multipart form (`roles` or `roles[]` repeated, the file
 * `photo`), checked by the contract's schema: a 422 per field, before any photo is stored.
 */
async function readNewsForm(request: FastifyRequest): Promise<{ form: NewsFormValues; photo?: Buffer }> {
  let input: unknown = request.body ?? {};
  let photo: Buffer | undefined;
  if (request.isMultipart()) {
    const { fields, files } = await readMultipartForm(request, imageTooLarge(NEWS_PHOTO_MAX_BYTES));
    const { 'roles[]': listed, ...rest } = fields;
    input = listed === undefined ? rest : { ...rest, roles: listed };
    photo = files.photo;
  }
  const parsed = newsFormSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  return photo ? { form: parsed.data, photo } : { form: parsed.data };
}
