import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { record } from '../../modules/audit/audit.service.js';
import type { OperatorActor } from '../access/actor.js';
import {
  deleteOperatorSession,
  deleteStaleOperatorSessions,
  findOperatorSession,
  insertOperatorSession,
  touchOperatorSession,
} from './operator-session.repository.js';

/** The back office's own cookie (docs/product/back-office.md): a participant's session never opens it. */
export const operatorCookieName = (secure: boolean) => (secure ? '__Host-portal_admin' : 'portal_admin');
/** Back-office calls; only these read the operator's cookie, and only these ignore a participant's. */
export const ADMIN_API_PREFIX = '/api/admin';
// The limits for an operator (docs/product/back-office.md "Operators, roles and sign-in"): 30 minutes idle, 8 hours in all.
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
 * Audits the end of each look as a participant that ended with its operator session, in the
 * operator's name; `cause` says how the operator session ended.
 */
async function recordLooksEnded(
  trx: DB,
  clock: Clock,
  looks: { userId: number; operatorId: number }[],
  cause: 'operator.logout' | 'operator.session_expired',
  ip: string,
): Promise<void> {
  if (looks.length === 0) return;
  const operators = await trx
    .selectFrom('operators')
    .select(['id', 'email'])
    .where('id', 'in', [...new Set(looks.map((look) => look.operatorId))])
    .execute();
  const emailOf = new Map(operators.map((operator) => [operator.id, operator.email]));
  for (const look of looks) {
    const email = emailOf.get(look.operatorId) ?? '';
    await record(
      trx,
      clock,
      { operatorId: look.operatorId, email, ip },
      'impersonation.end',
      { type: 'participant', id: look.userId },
      { operator: email, cause },
    );
  }
}

/**
 * Operator sessions: a database row behind an httpOnly, SameSite=Strict cookie of their own,
 * read only on /api/admin. They end after 30 minutes idle or 8 hours after the sign-in, and
 * the looks as participants opened in one end with it (audited).
 */
export const operatorSessionPlugin = fp(async (app) => {
  // A session lives in real time (ADR 0059); the audit rows it writes are dated by the programme.
  const { db, clock, realClock, config } = app;
  const cookieName = operatorCookieName(config.secureCookies);
  // Strict: the back office is never entered from another site's link with the session on.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure: config.secureCookies } as const;

  app.addHook('onRequest', async (request) => {
    if (!isAdminApi(request.url)) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    const row = await findOperatorSession(db, hashToken(token));
    if (!row) return;
    const now = realClock.now().getTime();
    const idle = now - Date.parse(row.last_seen_at);
    if (idle > OPERATOR_IDLE_MS || now - Date.parse(row.created_at) > OPERATOR_LIFETIME_MS || !row.is_active) {
      await db.transaction().execute(async (trx) => {
        const looks = await deleteOperatorSession(trx, row.id);
        await recordLooksEnded(trx, clock, looks, 'operator.session_expired', request.ip);
      });
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
    const token = randomBytes(16).toString('base64url');
    const now = realClock.now();
    await db.transaction().execute(async (trx) => {
      if (request.operator) {
        const looks = await deleteOperatorSession(trx, request.operator.sessionId);
        await recordLooksEnded(trx, clock, looks, 'operator.logout', request.ip);
      }
      await insertOperatorSession(trx, {
        id: hashToken(token),
        operatorId,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        now: now.toISOString(),
      });
      const looks = await deleteStaleOperatorSessions(
        trx,
        new Date(now.getTime() - OPERATOR_IDLE_MS).toISOString(),
        new Date(now.getTime() - OPERATOR_LIFETIME_MS).toISOString(),
      );
      await recordLooksEnded(trx, clock, looks, 'operator.session_expired', request.ip);
    });
    this.setCookie(cookieName, token, cookieOptions);
  });

  app.decorateReply('endOperatorSession', async function (this: FastifyReply) {
    const operator = this.request.operator;
    if (operator) {
      await db.transaction().execute(async (trx) => {
        const looks = await deleteOperatorSession(trx, operator.sessionId);
        await recordLooksEnded(trx, clock, looks, 'operator.logout', operator.ip);
      });
    }
    this.request.operator = null;
    this.clearCookie(cookieName, cookieOptions);
  });
});
