import fp from 'fastify-plugin';
import { enqueuedSoFar, MessageWorker } from './message-queue.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends what changes enqueued; `start()` with the server, `drain()` in tests. */
    messageQueue: MessageWorker;
  }
  interface FastifyRequest {
    /** enqueuedSoFar() when the request began. */
    enqueuedBefore: number;
  }
}

export interface MessageQueueOptions {
  /**
   * 'background' (the server): a request that enqueued wakes the worker as it answers.
   * 'before answering' (the API tests): it waits until the worker has sent them, so a test reads
   * the outbox right after the request, as a person reads their mail after clicking.
   */
  delivery: 'background' | 'before answering';
}

/**
 * The message worker of this process. It does not poll until started (server.ts), and it stops
 * with the app, before the database is closed.
 */
export const messageQueuePlugin = fp<MessageQueueOptions>(async (app, options) => {
  const worker = new MessageWorker({
    db: app.db,
    clock: app.realClock,
    mailer: app.mailer,
    sms: app.sms,
    log: app.log,
  });
  app.decorate('messageQueue', worker);
  app.decorateRequest('enqueuedBefore', 0);

  app.addHook('onRequest', async (request) => {
    request.enqueuedBefore = enqueuedSoFar();
  });
  // The handler has returned, so the transactions it awaited have committed. Another request's
  // enqueue may also change the number: that only costs one look at the queue.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (enqueuedSoFar() === request.enqueuedBefore) return payload;
    if (options.delivery === 'background') worker.wake();
    else {
      await worker.drain().catch((error: unknown) => request.log.error({ err: error }, 'message queue pass failed'));
    }
    return payload;
  });
  app.addHook('onClose', () => worker.stop());
});
