import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors.js';
import {
  deleteIdleSessions,
  deleteSession,
  findSession,
  insertSession,
  setSessionCompany,
  touchSession,
} from './session.repository.js';

export const SESSION_COOKIE = 'portal_session';
// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_EVERY_MS = 60_000;

export interface ActiveSession {
  /** The stored id: a hash of the cookie's token. */
  id: string;
  userId: number;
  companyId: number;
  /** Who looks at the portal as this user, if anyone (client_is_logged_in). */
  impersonator: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyReply {
    /** Opens a new session (a fresh id, never a reused one) and sets its cookie. */
    startSession(userId: number, companyId: number): Promise<void>;
    /** Destroys the request's session on the server and clears its cookie. */
    endSession(): Promise<void>;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The request's session, or 401 for a visitor who is not logged in. */
export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}

/**
 * A hook for modules whose every route needs a logged-in user: a visitor gets 401 before the
 * body is even validated.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  requireSession(request);
}

export async function switchSessionCompany(request: FastifyRequest, companyId: number): Promise<void> {
  const session = requireSession(request);
  await setSessionCompany(request.server.db, session.id, companyId);
  session.companyId = companyId;
}

/**
 * Sessions stored in the database behind an httpOnly, SameSite=Lax cookie that holds a 128-bit
 * random token. They expire after SESSION_IDLE_MINUTES without a request.
 */
export const sessionPlugin = fp(async (app) => {
  const { db, clock, config } = app;
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies } as const;

  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    // Pages and assets never need the session; only the API reads it.
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const row = await findSession(db, hashToken(token));
    if (!row) return;
    const now = clock.now();
    const idle = now.getTime() - Date.parse(row.last_seen_at);
    if (idle > idleMs) {
      await deleteSession(db, row.id);
      return;
    }
    if (idle > TOUCH_EVERY_MS) await touchSession(db, row.id, now.toISOString());
    request.session = {
      id: row.id,
      userId: row.user_id,
      companyId: row.company_id,
      impersonator: row.impersonator,
    };
  });

  app.decorateReply('startSession', async function (this: FastifyReply, userId: number, companyId: number) {
    const request = this.request;
    if (request.session) await deleteSession(db, request.session.id);
    const token = randomBytes(16).toString('base64url');
    const now = clock.now();
    await insertSession(db, {
      id: hashToken(token),
      userId,
      companyId,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      now: now.toISOString(),
    });
    // Logins are a natural moment to sweep sessions nobody will come back to.
    await deleteIdleSessions(db, new Date(now.getTime() - idleMs).toISOString());
    this.setCookie(SESSION_COOKIE, token, cookieOptions);
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    if (this.request.session) await deleteSession(db, this.request.session.id);
    this.request.session = null;
    this.clearCookie(SESSION_COOKIE, cookieOptions);
  });
});
