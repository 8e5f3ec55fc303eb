import { adminReportsApi, isReportName, UNKNOWN_REPORT } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../lib/errors.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { dashboardFigures, waitingCounts } from './dashboard.service.js';
import { balancesDay, balancesTotals, exportReport, reportRows } from './reports.service.js';
import { sendDownload } from '../../lib/table-file.js';

/**
 * The dashboard and the reports (docs/product/back-office.md, screens 1 and 9): every role reads them;
 * a report naming people is a file only from the operator up, which the service decides (ADR 0024).
 */
export const reportsAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminReportsApi.dashboard, { access: staff('viewer') }, async () => ({
    success: true,
    dashboard: await dashboardFigures(app.db, app.clock),
  }));

  route(app, adminReportsApi.waiting, { access: staff('viewer') }, async () => ({
    success: true,
    waiting: await waitingCounts(app.db),
  }));

  route(app, adminReportsApi.report, { access: staff('viewer') }, async (request, reply) => {
    const { name } = request.params;
    if (!isReportName(name)) throw new NotFoundError(UNKNOWN_REPORT);
    const { format, as_of: asOf, edition } = request.query;
    const scope = { asOf, edition };
    if (format === 'json') {
      const rows = await reportRows(app.db, app.clock, name, scope);
      if (name !== 'balances') return { success: true, rows };
      const balances = rows as Awaited<ReturnType<typeof reportRows<'balances'>>>;
      return { success: true, rows, as_of: balancesDay(app.clock, asOf), totals: balancesTotals(balances) };
    }
    const file = await exportReport(app.db, app.clock, operatorOf(request), name, format, scope);
    return sendDownload(reply, file);
  });
};
