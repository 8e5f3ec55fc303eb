import { adminAuditApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { CSV_TYPE } from '../../lib/table-file.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { exportAudit, listAudit } from './audit.admin.service.js';

/** The audit trail (docs/product/back-office.md "The audit trail"): every role reads it; its export is personal data. */
export const auditAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminAuditApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listAudit(app.db, request.query),
  }));

  route(app, adminAuditApi.export, { access: staff('operator') }, async (request, reply) => {
    const csv = await exportAudit(app.db, app.clock, operatorOf(request), request.query);
    const day = app.clock.now().toISOString().slice(0, 10);
    return reply.type(CSV_TYPE).header('content-disposition', `attachment; filename="audyt-${day}.csv"`).send(csv);
  });
};
