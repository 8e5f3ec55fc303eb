import { adminCodesApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  batchLabels,
  deactivateBatch,
  generateBatch,
  listBatches,
  listPremiumProducts,
  listTrainings,
  savePremiumProduct,
  saveTraining,
} from './code-batches.admin.service.js';
import { sendDownload } from '../../lib/table-file.js';

/** The back office's codes (ADR 0033): every role reads, operators and admins write and download. */
export const codesAdminRoutes: FastifyPluginAsync = async (app) => {
  const key = app.config.CODE_HASH_KEY;

  route(app, adminCodesApi.premiumProducts, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listPremiumProducts(app.db, request.query),
  }));
  route(app, adminCodesApi.createPremiumProduct, { access: staff('operator') }, async (request) => ({
    success: true,
    product: await savePremiumProduct(app.db, app.clock, operatorOf(request), request.body),
  }));
  route(app, adminCodesApi.updatePremiumProduct, { access: staff('operator') }, async (request) => ({
    success: true,
    product: await savePremiumProduct(app.db, app.clock, operatorOf(request), request.body, request.params.id),
  }));

  route(app, adminCodesApi.trainings, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listTrainings(app.db, request.query),
  }));
  route(app, adminCodesApi.createTraining, { access: staff('operator') }, async (request) => ({
    success: true,
    ...(await saveTraining(app.db, app.clock, key, operatorOf(request), request.body)),
  }));
  route(app, adminCodesApi.updateTraining, { access: staff('operator') }, async (request) => ({
    success: true,
    ...(await saveTraining(app.db, app.clock, key, operatorOf(request), request.body, request.params.id)),
  }));

  route(app, adminCodesApi.batches, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listBatches(app.db, request.query),
  }));
  route(app, adminCodesApi.generate, { access: staff('operator') }, async (request) => ({
    success: true,
    ...(await generateBatch(app.db, app.clock, key, operatorOf(request), request.body)),
  }));
  route(app, adminCodesApi.deactivate, { access: staff('operator') }, async (request) => ({
    success: true,
    batch: await deactivateBatch(app.db, app.clock, operatorOf(request), request.params.id),
  }));
  route(app, adminCodesApi.labels, { access: staff('operator') }, async (request, reply) => {
    const file = await batchLabels(
      app.db,
      app.clock,
      key,
      app.config.APP_URL,
      operatorOf(request),
      request.params.id,
      request.body,
    );
    return sendDownload(reply, file);
  });
};
