import { CSRF_MISMATCH_STATUS } from '@portal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, TooManyRequestsError } from '../lib/errors.js';

const CSRF_ERRORS = new Set(['FST_CSRF_INVALID_TOKEN', 'FST_CSRF_MISSING_SECRET']);

export function notFoundAnswer(reply: FastifyReply) {
  return reply.code(404).send({ success: false, message: 'Nie znaleziono.' });
}

/**
 * The one place that turns an error into an answer: AppErrors and validation keep their status
 * and message, a CSRF mismatch is 419, anything unexpected is a 500 without details.
 */
export const errorsPlugin = fp(async (app) => {
  // A NUL byte in the path (e.g. a slug of %00) reaches PostgreSQL, which cannot hold it in text
  // and fails with a 500; no route takes one, so it is a malformed request.
  app.addHook('onRequest', async (request, reply) => {
    if (/%00/.test(request.url)) {
      return reply.code(400).send({ success: false, message: 'Nieprawidłowe żądanie.' });
    }
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const wait = error instanceof TooManyRequestsError ? error.retryAfterSeconds : undefined;
      if (wait !== undefined) reply.header('retry-after', wait);
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        // A 429 says the wait in the body too, for a page that cannot read the header's meaning.
        ...(wait !== undefined ? { retry_after: wait } : {}),
      });
    }
    if (CSRF_ERRORS.has(error.code)) {
      return reply
        .code(CSRF_MISMATCH_STATUS)
        .send({ success: false, message: 'Sesja wygasła. Odśwież stronę i spróbuj ponownie.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ success: false, message: 'Przesłane dane są za duże.' });
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, too large a body, unsupported media type.
      return reply.code(status).send({ success: false, message: 'Nieprawidłowe żądanie.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, error: 'Wystąpił nieznany błąd.' });
  });
});
