import csrfProtection from '@fastify/csrf-protection';
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contract';
import fp from 'fastify-plugin';
import { anyone } from './access/policies.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sanctum-style double submit: GET /sanctum/csrf-cookie stores a secret in an httpOnly cookie
 * and a token derived from it in the readable XSRF-TOKEN cookie; every write must send that
 * token back in X-XSRF-TOKEN. A missing or wrong token is answered 419 by the error handler.
 */
export const csrfPlugin = fp(async (app) => {
  const secure = app.config.secureCookies;
  await app.register(csrfProtection, {
    cookieKey: '_csrf',
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure },
    getToken: (request) => {
      const header = request.headers[CSRF_HEADER];
      return typeof header === 'string' ? header : undefined;
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });

  app.get('/sanctum/csrf-cookie', { config: { access: anyone } }, async (_request, reply) => {
    const token = reply.generateCsrf();
    reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure });
    return { success: true };
  });
});
