import { adminVotesApi, VOTE_OPTION_IMAGE_MAX_BYTES } from '@portal/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart-form.js';
import { imageTooLarge } from '../../lib/uploaded-image.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  adminVoteOptions,
  createVoteOption,
  removeVoteOption,
  renameVoteOption,
  reorderVoteOptions,
  uploadVoteOptionImage,
} from './votes.admin.service.js';

/**
 * The vote's options in the back office: every role reads them; operators and admins change
 * them. Opening and closing the vote is the `vote_open` setting (programme.admin.routes.ts).
 */
export const votesAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminVotesApi.list, { access: staff('viewer') }, async () => ({
    success: true,
    ...(await adminVoteOptions(app.db)),
  }));
  route(app, adminVotesApi.create, { access: staff('operator') }, async (request) => ({
    success: true,
    option: await createVoteOption(app.db, app.clock, operatorOf(request), request.body),
  }));
  route(app, adminVotesApi.update, { access: staff('operator') }, async (request) => ({
    success: true,
    option: await renameVoteOption(app.db, app.clock, operatorOf(request), request.params.id, request.body),
  }));
  route(app, adminVotesApi.reorder, { access: staff('operator') }, async (request) => ({
    success: true,
    ...(await reorderVoteOptions(app.db, app.clock, operatorOf(request), request.body.ids)),
  }));
  route(app, adminVotesApi.remove, { access: staff('operator') }, async (request) => {
    await removeVoteOption(app.db, app.clock, operatorOf(request), request.params.id);
    return { success: true as const };
  });

  // Multipart is read by this route alone: the rest of the API takes JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: VOTE_OPTION_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });
    route(scope, adminVotesApi.uploadImage, { access: staff('operator') }, async (request) => ({
      success: true,
      option: await uploadVoteOptionImage(
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
  const { files } = await readMultipartForm(request, imageTooLarge(VOTE_OPTION_IMAGE_MAX_BYTES));
  if (!files.file) throw ValidationError.field('file', 'Wybierz zdjęcie opcji.');
  return files.file;
}
