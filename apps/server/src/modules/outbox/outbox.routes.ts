import type { FastifyPluginAsync } from 'fastify';
import { latestOutbox } from './outbox.repository.js';

/** Development only: every e-mail and SMS the server sent, newest first (DESIGN.md). */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', async () => ({ success: true, items: await latestOutbox(app.db) }));
};
