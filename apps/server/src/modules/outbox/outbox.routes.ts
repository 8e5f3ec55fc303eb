import { outboxApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { latestOutbox } from './outbox.repository.js';

/** Development only: every e-mail and SMS the server sent, newest first (README "Try it"). */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  // It hands login codes and reset links to anyone who asks: a production app refuses to build
  // with it rather than relying on the caller's check alone.
  if (app.config.isProduction) throw new Error('The development outbox cannot be registered in production.');
  route(app, outboxApi.latest, { access: anyone }, async () => ({
    success: true,
    items: await latestOutbox(app.db),
  }));
};
