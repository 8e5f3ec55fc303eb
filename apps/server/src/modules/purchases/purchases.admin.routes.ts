import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import { adminPurchasesApi, PURCHASE_IMPORT_MAX_BYTES, PURCHASE_IMPORT_STREAM_TYPE } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { readImportUpload } from '../../lib/import-table.js';
import { importPurchaseFile, listPurchaseImports } from './purchases.admin.service.js';

/**
 * The back office's purchase imports (docs/product/back-office.md, screen 7): viewers read the history,
 * operators import. A browser that asks for `application/x-ndjson` gets the import's progress as
 * it goes and then the answer, in one response (docs/decisions/0023-purchase-imports.md).
 */
export const purchasesAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, clock: app.clock };

  route(app, adminPurchasesApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listPurchaseImports(app.db, request.query),
  }));

  // Multipart is read by the import alone: the rest of the API takes JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PURCHASE_IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    route(scope, adminPurchasesApi.importFile, { access: staff('operator') }, async (request, reply) => {
      const actor = operatorOf(request);
      const file = await readImportUpload(request, PURCHASE_IMPORT_MAX_BYTES);
      if (!(request.headers.accept ?? '').includes(PURCHASE_IMPORT_STREAM_TYPE)) {
        return importPurchaseFile(deps, actor, file);
      }
      const stream = new PassThrough();
      // A browser that goes away closes the stream; the import still finishes (or rolls back) as one
      // transaction, and its outcome is in the history. Nothing more is written to a closed stream.
      stream.on('error', (error) => request.log.debug({ err: error }, 'purchase import stream closed'));
      const open = () => !stream.destroyed && !stream.writableEnded;
      const line = (value: unknown) => open() && stream.write(`${JSON.stringify(value)}\n`);
      const finish = (status: number, body: unknown) => {
        if (open()) stream.end(`${JSON.stringify({ status, body })}\n`);
      };
      // The import runs on after the headers are sent; its outcome is the stream's last line.
      importPurchaseFile(deps, actor, file, (progress) => line({ progress })).then(
        (answer) => finish(200, answer),
        (error: unknown) => {
          if (error instanceof AppError) {
            finish(error.statusCode, {
              success: false,
              message: error.message,
              ...(error.errors ? { errors: error.errors } : {}),
            });
            return;
          }
          request.log.error({ err: error }, 'purchase import failed');
          finish(500, { success: false, error: 'Wystąpił nieznany błąd.' });
        },
      );
      // A proxy in front must pass each line on as it comes.
      return reply.type(PURCHASE_IMPORT_STREAM_TYPE).header('x-accel-buffering', 'no').send(stream);
    });
  });
};
