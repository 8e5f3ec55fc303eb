import { adminReconciliationApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { listRuns, reconcile, reconcileNightly, reconciliationRun } from './reconciliation.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The nightly reconciliation of this process: `start()` with the server. */
    reconciliation: { start(): void };
  }
}

/** How often a process looks whether tonight's run is due. */
const EVERY_MS = 15 * 60_000;

/**
 * The reconciliation in the back office (docs/product/point-lots.md "Reconciliation"): every role
 * reads the runs, operators run one now. Every process looks every 15 minutes whether the night's
 * run is due; the night's unique row lets one of them store it.
 */
export const reconciliationAdminRoutes: FastifyPluginAsync = fp(async (app) => {
  const context = { appUrl: app.config.APP_URL };
  let timer: NodeJS.Timeout | undefined;
  app.decorate('reconciliation', {
    start() {
      if (timer) return;
      const tick = () => {
        reconcileNightly(app.db, app.clock, context).catch((error: unknown) =>
          app.log.error({ err: error }, 'nightly reconciliation failed'),
        );
      };
      timer = setInterval(tick, EVERY_MS);
      timer.unref();
      setImmediate(tick);
    },
  });
  app.addHook('onClose', async () => clearInterval(timer));

  route(app, adminReconciliationApi.run, { access: staff('operator') }, async (request) => {
    const run = await reconcile(app.db, app.clock, context, { trigger: 'manual', operator: operatorOf(request) });
    // A manual run has no night: it is always stored.
    return { success: true as const, run: run! };
  });

  route(app, adminReconciliationApi.list, { access: staff('viewer') }, async (request) => ({
    success: true as const,
    items: await listRuns(app.db, request.query),
  }));

  route(app, adminReconciliationApi.one, { access: staff('viewer') }, async (request) => ({
    success: true as const,
    run: await reconciliationRun(app.db, request.params.id),
  }));
});
