import multipart from '@fastify/multipart';
import { adminOrdersApi, IMPORT_FILE_MAX_BYTES } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { readImportUpload } from '../../lib/import-table.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { exportOrders, listAdminOrders, moveAdminOrder, moveAdminOrders } from './orders.admin.service.js';
import { sendDownload } from '../../lib/table-file.js';
import { importIssuerResults, listIssuerResultFiles } from './issuer-results.service.js';

const MOVED = {
  sent: 'Przekazane do wydawcy karty.',
  completed: 'Zrealizowane.',
  rejected: 'Odrzucone, punkty zwrócone.',
};

/**
 * Top-up orders in the back office (docs/product/back-office.md, screen 5): every role reads the queue
 * and the card issuer's results files; operators move orders, export the card issuer's file, which
 * holds personal data, and import the issuer's results (docs/product/point-lots.md).
 */
export const ordersAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminOrdersApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listAdminOrders(app.db, request.query),
  }));

  route(app, adminOrdersApi.changeStatus, { access: staff('operator') }, async (request) => ({
    success: true,
    message: `Zamówienie ${request.params.id}: ${MOVED[request.body.status]}`,
    order: await moveAdminOrder(app.db, app.clock, operatorOf(request), request.params.id, request.body),
  }));

  route(app, adminOrdersApi.changeStatuses, { access: staff('operator') }, async (request) => {
    const result = await moveAdminOrders(app.db, app.clock, operatorOf(request), request.body);
    const message =
      result.refused.length === 0
        ? `Zmieniono status zamówień: ${result.changed.length}.`
        : `Zmieniono status zamówień: ${result.changed.length}. Nie zmieniono: ${result.refused.length}.`;
    return { success: true, message, ...result };
  });

  route(app, adminOrdersApi.export, { access: staff('operator') }, async (request, reply) => {
    const file = await exportOrders(app.db, app.clock, operatorOf(request), request.query);
    return sendDownload(reply, file, file.filename.replace('zamowienia', 'zamówienia'));
  });

  route(app, adminOrdersApi.issuerResults, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listIssuerResultFiles(app.db, request.query),
  }));

  // Multipart is read by the results file alone: one file of at most 5 MB and a few fields.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    route(scope, adminOrdersApi.importIssuerResults, { access: staff('operator') }, async (request) => ({
      success: true,
      result: await importIssuerResults(
        app.db,
        app.clock,
        operatorOf(request),
        await readImportUpload(request, IMPORT_FILE_MAX_BYTES),
      ),
    }));
  });
};
