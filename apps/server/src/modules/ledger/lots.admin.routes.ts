import { adminLedgerApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ConflictError } from '../../lib/errors.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { listJobs, runJob, scheduleJobs } from './jobs.service.js';
import { actOnLot } from './lot-actions.service.js';
import { adminLot, entryWithConsumptions, listEntries, listLots, lotWithEvents } from './lots.admin.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The points' jobs of this process: `start()` with the server, each every minute. */
    pointJobs: { start(): void };
  }
}

export const JOB_RUNNING = 'To zadanie właśnie trwa. Spróbuj za chwilę.';

/**
 * The back office's lots and jobs (docs/product/point-lots.md "Back office"): every role reads;
 * operators release, hold and cancel lots (within 10,000 points), admins run a job now.
 */
export const lotsAdminRoutes: FastifyPluginAsync = fp(async (app) => {
  let schedule: { stop(): void } | undefined;
  app.decorate('pointJobs', {
    start() {
      schedule ??= scheduleJobs(app.db, app.clock, { appUrl: app.config.APP_URL }, (error) =>
        app.log.error({ err: error }, 'points job failed'),
      );
    },
  });
  app.addHook('onClose', async () => schedule?.stop());

  route(app, adminLedgerApi.lots, { access: staff('viewer') }, async (request) => ({
    success: true as const,
    items: await listLots(app.db, request.query),
  }));

  route(app, adminLedgerApi.lot, { access: staff('viewer') }, async (request) => ({
    success: true as const,
    ...(await lotWithEvents(app.db, request.params.id)),
  }));

  route(app, adminLedgerApi.actOnLot, { access: staff('operator') }, async (request) => {
    const { id, action } = request.params;
    await actOnLot(app.db, app.clock, operatorOf(request), id, action, request.body.reason);
    return { success: true as const, lot: await adminLot(app.db, id) };
  });

  route(app, adminLedgerApi.entries, { access: staff('viewer') }, async (request) => ({
    success: true as const,
    items: await listEntries(app.db, request.query),
  }));

  route(app, adminLedgerApi.entry, { access: staff('viewer') }, async (request) => ({
    success: true as const,
    entry: await entryWithConsumptions(app.db, request.params.id),
  }));

  route(app, adminLedgerApi.jobs, { access: staff('viewer') }, async () => ({
    success: true as const,
    jobs: await listJobs(app.db),
  }));

  route(app, adminLedgerApi.runJob, { access: staff('admin') }, async (request) => {
    const run = await runJob(
      app.db,
      app.clock,
      request.params.job,
      { appUrl: app.config.APP_URL },
      operatorOf(request),
    );
    if (!run) throw new ConflictError(JOB_RUNNING);
    return { success: true as const, run };
  });
});
