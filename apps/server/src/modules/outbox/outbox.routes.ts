import { outboxApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { isLoopbackRequest, keepsDemoToLoopback } from '../../lib/loopback.js';
import { anyone } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { notFoundAnswer } from '../../plugins/errors.js';
import { latestOutbox } from './outbox.repository.js';

/** Development only: every e-mail and SMS the server sent, newest first (README "Try it"), to loopback. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  // It hands out login codes and reset links: a production app refuses to build with it rather
  // than relying on the caller's check alone.
  if (app.config.isProduction) throw new Error('The development outbox cannot be registered in production.');
  // Only to this computer: a development server reached from elsewhere (HOST=0.0.0.0, a proxy)
  // answers as a production one does, with the 404 of an unknown address.
  route(app, outboxApi.latest, { access: anyone }, async (request, reply) =>
    !keepsDemoToLoopback(app.config) || isLoopbackRequest(request)
      ? { success: true, items: await latestOutbox(app.db) }
      : notFoundAnswer(reply),
  );
};
