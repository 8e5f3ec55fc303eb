import { adminContactApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { handleContactMessage, listContactMessages } from './contact.admin.service.js';

/** Contact messages in the back office (docs/product/back-office.md, screen 11): every role reads, operators handle. */
export const contactAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminContactApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listContactMessages(app.db, request.query),
  }));

  route(app, adminContactApi.handled, { access: staff('operator') }, async (request) => ({
    success: true,
    contact_message: await handleContactMessage(app.db, app.clock, operatorOf(request), request.params.id),
  }));
};
