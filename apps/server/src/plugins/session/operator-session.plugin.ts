import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors.js';
import type { OperatorActor } from '../access/actor.js';
import {
  deleteOperatorSession,
  deleteStaleOperatorSessions,
  findOperatorSession,
  insertOperatorSession,
  touchOperatorSession,
} from './operator-session.repository.js';

/** The back office's own cookie (spec back-office.md): a participant's session never opens it. */
export const operatorCookieName = (secure: boolean) => (secure ? '__Host-portal_admin' : 'portal_admin');
/** Back-office calls; only these read the operator's cookie, and only these ignore a participant's. */
export const ADMIN_API_PREFIX = '/api/admin';
// The spec's limits for an operator: 30 minutes idle, 8 hours in all.
export const OPERATOR_IDLE_MS = 30 * 60_000;
export const OPERATOR_LIFETIME_MS = 8 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyReply {
    /** Opens a new operator session (a fresh id) and sets its cookie. */
    startOperatorSession(operatorId: number): Promise<void>;
    /** Destroys the request's operator session on the server and clears its cookie. */
    endOperatorSession(): Promise<void>;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const isAdminApi = (url: string) => url === ADMIN_API_PREFIX || url.startsWith(`${ADMIN_API_PREFIX}/`);

/** The operator of a back-office route whose policy let only operators in. */
export function operatorOf(request: FastifyRequest): OperatorActor {
  if (!request.operator) throw new UnauthorizedError();
  return request.operator;
}

/**
 * Operator sessions: a database row behind an httpOnly, SameSite=Strict cookie of their own,
 * read only on /api/admin. They end after 30 minutes idle or 8 hours after the sign-in.
 */
export const operatorSessionPlugin = fp(async (app) => {
  const { db, clock, config } = app;
  const cookieName = operatorCookieName(config.secureCookies);
  // Strict: the back office is never entered from another site's link with the session on.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure: config.secureCookies } as const;

  app.addHook('onRequest', async (request) => {
    if (!isAdminApi(request.url)) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    const row = await findOperatorSession(db, hashToken(token));
    if (!row) return;
    const now = clock.now().getTime();
    const idle = now - Date.parse(row.last_seen_at);
    if (idle > OPERATOR_IDLE_MS || now - Date.parse(row.created_at) > OPERATOR_LIFETIME_MS || !row.is_active) {
      await deleteOperatorSession(db, row.id);
      return;
    }
    if (idle > TOUCH_EVERY_MS) await touchOperatorSession(db, row.id, new Date(now).toISOString());
    request.operator = {
      kind: 'operator',
      sessionId: row.id,
      operatorId: row.operator_id,
      email: row.email,
      name: row.name,
      role: row.role,
      ip: request.ip,
    };
  });

  app.decorateReply('startOperatorSession', async function (this: FastifyReply, operatorId: number) {
    const request = this.request;
    if (request.operator) await deleteOperatorSession(db, request.operator.sessionId);
    const token = randomBytes(16).toString('base64url');
    const now = clock.now();
    await insertOperatorSession(db, {
      id: hashToken(token),
      operatorId,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      now: now.toISOString(),
    });
    await deleteStaleOperatorSessions(
      db,
      new Date(now.getTime() - OPERATOR_IDLE_MS).toISOString(),
      new Date(now.getTime() - OPERATOR_LIFETIME_MS).toISOString(),
    );
    this.setCookie(cookieName, token, cookieOptions);
  });

  app.decorateReply('endOperatorSession', async function (this: FastifyReply) {
    if (this.request.operator) await deleteOperatorSession(db, this.request.operator.sessionId);
    this.request.operator = null;
    this.clearCookie(cookieName, cookieOptions);
  });
});
