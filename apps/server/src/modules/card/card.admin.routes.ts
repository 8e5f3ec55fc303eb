import multipart from '@fastify/multipart';
import { adminCardApi, IMPORT_FILE_MAX_BYTES } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { readImportUpload } from '../../lib/import-table.js';
import { assignCard, importCards, listCardRequests, listCards } from './card.admin.service.js';

/** The back office's cards (docs/product/back-office.md, screen 6): every role reads, operators assign. */
export const cardsAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminCardApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listCards(app.db, request.query),
  }));

  route(app, adminCardApi.requests, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listCardRequests(app.db, request.query),
  }));

  route(app, adminCardApi.assign, { access: staff('operator') }, async (request) => ({
    success: true,
    card: await assignCard(app.db, app.clock, operatorOf(request), request.body),
  }));

  // Multipart is read by the import alone: one file of at most 5 MB and a few fields.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    route(scope, adminCardApi.importCards, { access: staff('operator') }, async (request) =>
      importCards(app.db, app.clock, operatorOf(request), await readImportUpload(request, IMPORT_FILE_MAX_BYTES)),
    );
  });
};
