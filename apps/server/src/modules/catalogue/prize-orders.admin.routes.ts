import multipart from '@fastify/multipart';
import { adminPrizeOrdersApi, IMPORT_FILE_MAX_BYTES } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  adminPrizeOrder,
  cancelPrizeOrder,
  exportPrizeOrders,
  listAdminPrizeOrders,
  movePrizeOrderByOperator,
  movePrizeOrders,
} from './prize-orders.admin.service.js';
import { sendDownload } from '../../lib/table-file.js';
import { readImportUpload } from '../../lib/import-table.js';
import { listPartnerResults, loadPartnerResults } from './partner-results.admin.service.js';

const MOVED = { in_progress: 'w realizacji.', sent: 'wysłane.', delivered: 'dostarczone.' };

/**
 * The catalogue orders queue: every role reads it and the partner's statuses files loaded;
 * operators move, cancel and export orders and load the partner's files.
 */
export const prizeOrdersAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminPrizeOrdersApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listAdminPrizeOrders(app.db, request.query),
  }));

  route(app, adminPrizeOrdersApi.export, { access: staff('operator') }, async (request, reply) => {
    const file = await exportPrizeOrders(app.db, app.clock, operatorOf(request), request.query);
    return sendDownload(reply, file, file.filename.replace('zamowienia-nagrod', 'zamówienia-nagród'));
  });

  route(app, adminPrizeOrdersApi.partnerResultsHistory, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listPartnerResults(app.db, request.query),
  }));

  // Multipart is read by the statuses file alone: one file of at most 5 MB and a few fields.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    route(scope, adminPrizeOrdersApi.partnerResults, { access: staff('operator') }, async (request) => ({
      success: true,
      result: await loadPartnerResults(
        app.db,
        app.clock,
        operatorOf(request),
        await readImportUpload(request, IMPORT_FILE_MAX_BYTES),
      ),
    }));
  });

  route(app, adminPrizeOrdersApi.get, { access: staff('viewer') }, async (request) => ({
    success: true,
    order: await adminPrizeOrder(app.db, request.params.id),
  }));

  route(app, adminPrizeOrdersApi.changeStatus, { access: staff('operator') }, async (request) => {
    const order = await movePrizeOrderByOperator(
      app.db,
      app.clock,
      operatorOf(request),
      request.params.id,
      request.body.status,
    );
    return { success: true, message: `Zamówienie ${order.number}: ${MOVED[request.body.status]}`, order };
  });

  route(app, adminPrizeOrdersApi.changeStatuses, { access: staff('operator') }, async (request) => {
    const result = await movePrizeOrders(app.db, app.clock, operatorOf(request), request.body);
    const message =
      result.refused.length === 0
        ? `Zmieniono status zamówień: ${result.changed.length}.`
        : `Zmieniono status zamówień: ${result.changed.length}. Nie zmieniono: ${result.refused.length}.`;
    return { success: true, message, ...result };
  });

  route(app, adminPrizeOrdersApi.cancel, { access: staff('operator') }, async (request) => {
    const order = await cancelPrizeOrder(
      app.db,
      app.clock,
      operatorOf(request),
      request.params.id,
      request.body.reason,
    );
    return { success: true, message: `Zamówienie ${order.number} anulowane, punkty zwrócone.`, order };
  });
};
