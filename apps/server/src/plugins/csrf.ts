import csrfProtection from '@fastify/csrf-protection';
import { CSRF_COOKIE, CSRF_HEADER, csrfApi } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { anyone } from './access/policies.js';
import { route } from './api/route.js';
import { operatorCookieName } from './session/operator-session.plugin.js';
import { sessionCookieName } from './session/session.plugin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The key of the HMAC that folds the session into a token. It need not be secret: what an
 * attacker lacks is the visitor's own secret cookie and session cookie, both random per visitor.
 */
const BINDING_KEY = 'partner-plus csrf session binding';

/** The session cookies a browser holds: a participant's, an operator's, either or none. */
interface Held {
  session: string | undefined;
  operator: string | undefined;
}

/**
 * Whom a token belongs to: the participant's session cookie (or a visitor without one), and the
 * operator's session cookie when the browser holds one. A browser has one readable token for
 * the portal and the back office alike, as it may hold both sessions at once (an operator looking
 * as a participant in another tab), so the token is bound to both
 * (docs/decisions/0053-csrf-token-bound-to-both-sessions.md).
 */
const boundTo = ({ session, operator }: Held) =>
  (session ? `session:${session}` : 'visitor') + (operator ? ` operator:${operator}` : '');

/**
 * Sanctum-style double submit: GET /sanctum/csrf-cookie stores a secret in an httpOnly cookie
 * and a token derived from it in the readable XSRF-TOKEN cookie; every write must send that
 * token back in X-XSRF-TOKEN. A missing or wrong token is answered 419 by the error handler.
 *
 * The token is also bound to the session cookies (the participant's, and the operator's on the
 * back office), so a secret and token planted in a victim's browser (by a sibling subdomain, or
 * over plain http) do not work with the victim's session, nor one operator's with another's.
 * The binding reads the cookie itself, not the session row: it holds before any session hook
 * and on /sanctum/csrf-cookie too, which is outside /api. Whenever an answer starts or ends a
 * session it carries a new token for it, so the write after a login or a logout needs no new
 * fetch. Under https the secret cookie takes the __Host- prefix: only this exact host can set it.
 */
export const csrfPlugin = fp(async (app) => {
  const secure = app.config.secureCookies;
  const sessionCookie = sessionCookieName(secure);
  const operatorCookie = operatorCookieName(secure);
  const held = (request: FastifyRequest): Held => ({
    session: request.cookies[sessionCookie],
    operator: request.cookies[operatorCookie],
  });
  const readableCookie = { path: '/', httpOnly: false, sameSite: 'lax', secure } as const;
  await app.register(csrfProtection, {
    cookieKey: secure ? '__Host-csrf' : '_csrf',
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure },
    getToken: (request) => {
      const header = request.headers[CSRF_HEADER];
      return typeof header === 'string' ? header : undefined;
    },
    getUserInfo: (request: FastifyRequest) => boundTo(held(request)),
    csrfOpts: { hmacKey: BINDING_KEY },
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });

  route(app, csrfApi.cookie, { access: anyone }, async (request, reply) => {
    const token = reply.generateCsrf({ userInfo: boundTo(held(request)) });
    reply.setCookie(CSRF_COOKIE, token, readableCookie);
    return { success: true };
  });

  // Runs after @fastify/cookie has written the answer's cookies, so a session cookie set or
  // cleared by this answer is in the header; a cookie set from here is written at once.
  app.addHook('onSend', async (request, reply, payload) => {
    const header = reply.getHeader('set-cookie');
    const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
    /** The cookie's value after this answer: set, cleared (undefined), or left as the request had it (null). */
    const after = (name: string): string | undefined | null => {
      const set = cookies.find((cookie) => cookie.startsWith(`${name}=`));
      if (set === undefined) return null;
      return decodeURIComponent(set.slice(name.length + 1).split(';', 1)[0] ?? '') || undefined;
    };
    const session = after(sessionCookie);
    const operator = after(operatorCookie);
    if (session === null && operator === null) return payload;
    const now = held(request);
    const userInfo = boundTo({
      session: session === null ? now.session : session,
      operator: operator === null ? now.operator : operator,
    });
    reply.setCookie(CSRF_COOKIE, reply.generateCsrf({ userInfo }), readableCookie);
    return payload;
  });
});
