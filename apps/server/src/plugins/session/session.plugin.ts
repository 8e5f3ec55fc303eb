import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DB } from '../../db/database.js';
import { UnauthorizedError } from '../../lib/errors.js';
import type { Actor } from '../access/actor.js';
import { isAdminApi } from './operator-session.plugin.js';
import { SessionCache } from './session-cache.js';
import {
  deleteSession,
  deleteStaleSessions,
  findSession,
  insertSession,
  setSessionCompany,
  touchSession,
} from './session.repository.js';

/**
 * Under https the cookie takes the __Host- prefix: the browser then accepts it only from this
 * exact host, Secure and for the whole site, so a sibling subdomain cannot plant or shadow it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-portal_session' : 'portal_session');
// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_EVERY_MS = 60_000;
/** An operator's look at the portal as a participant ends by itself (docs/product/back-office.md "Looking as a participant"). */
export const IMPERSONATION_LIFETIME_MS = 30 * 60_000;

/** The operator who opens a participant's session to look as them. */
export interface Impersonator {
  id: number;
  /** How the portal names them to the participant's side (client_is_logged_in, contact messages). */
  name: string;
  /** The operator session the look is opened in: the look ends with it. */
  operatorSessionId: string;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Opens a new session (a fresh id, never a reused one) and sets its cookie; with an
     * impersonator, an operator's look at the portal as this user. `within` is the transaction
     * the session's row joins (an impersonation writes its audit row in the same one).
     */
    startSession(userId: number, companyId: number, impersonator?: Impersonator, within?: DB): Promise<void>;
    /** Destroys the request's session on the server and clears its cookie. */
    endSession(): Promise<void>;
  }
}

export interface SessionOptions {
  /** The edition and the regulations version (YYYYMMDD) the caller must have accepted. */
  currentRegulations: (db: DB) => Promise<Regulations>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Regulations {
  edition: string;
  rulesVersion: string;
}
const regulationsKey = ({ edition, rulesVersion }: Regulations) => `${edition}/${rulesVersion}`;
type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * The caller of a route whose policy let only logged-in users in. A route that forgot to declare
 * such a policy gets 401 for a visitor rather than a crash.
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

export async function switchSessionCompany(request: FastifyRequest, companyId: number): Promise<void> {
  const actor = actorOf(request);
  await setSessionCompany(request.server.db, actor.sessionId, companyId);
  request.actor = { ...actor, companyId };
}

/**
 * Sessions stored in the database behind an httpOnly, SameSite=Lax cookie that holds a 128-bit
 * random token. They end after SESSION_IDLE_MINUTES without a request, and SESSION_MAX_HOURS
 * after the login however busy they are. Each API request's session becomes its actor.
 */
export const sessionPlugin = fp<SessionOptions>(async (app, { currentRegulations }) => {
  // Sessions live in real time, whatever the programme clock says (ADR 0059).
  const { db, realClock, clock: programmeClock, config } = app;
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const lifetimeMs = config.SESSION_MAX_HOURS * 3_600_000;
  const cookieName = sessionCookieName(config.secureCookies);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies } as const;

  const cache = new SessionCache<SessionRow>();
  const following = cache.follow(db);
  if (following) {
    // The process starts answering with its cache in use (unless PostgreSQL could not be reached).
    app.addHook('onReady', () => following.firstAttempt);
    app.addHook('onClose', () => following.stop());
  }

  /** What to do with a session's row now: nothing, note that it was seen, or end it. */
  const judge = (row: SessionRow, now: number) => {
    const idle = now - Date.parse(row.last_seen_at);
    const lifetime = row.impersonated_by === null ? lifetimeMs : IMPERSONATION_LIFETIME_MS;
    if (idle > idleMs || now - Date.parse(row.created_at) > lifetime) return 'end';
    return idle > TOUCH_EVERY_MS ? 'touch' : 'use';
  };

  /** The session's row as the database holds it, seen now; undefined when it ended or never was. */
  const lookUp = async (id: string, regulations: Regulations, now: number): Promise<SessionRow | undefined> => {
    const mark = cache.mark();
    const row = await findSession(db, id, regulations);
    if (!row) return undefined;
    const verdict = judge(row, now);
    if (verdict === 'end') {
      await deleteSession(db, row.id);
      return undefined;
    }
    // A blocked user's sessions are ended when the block happens; this covers any left over.
    if (!row.is_active) return undefined;
    if (verdict === 'use') {
      cache.store(id, { row, userId: row.user_id, regulations: regulationsKey(regulations) }, now, mark);
      return row;
    }
    const seen = new Date(now).toISOString();
    await touchSession(db, row.id, seen);
    return { ...row, last_seen_at: seen };
  };

  app.addHook('onRequest', async (request) => {
    // Pages and assets never need the session; only the API reads it, and never the back office's.
    if (!request.url.startsWith('/api/') || isAdminApi(request.url)) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    const id = hashToken(token);
    const regulations = await currentRegulations(db);
    const now = realClock.now().getTime();
    const kept = cache.get(id, regulationsKey(regulations), now);
    const row = kept && judge(kept, now) === 'use' ? kept : await lookUp(id, regulations, now);
    if (!row) return;
    request.actor = {
      kind: 'participant',
      sessionId: row.id,
      userId: row.user_id,
      companyId: row.company_id,
      role: row.role,
      isSeller: row.is_seller,
      regulationsAcceptedAt: row.regulations_accepted_at,
      impersonator: row.impersonator,
      impersonatorId: row.impersonated_by,
    };
  });

  app.decorateReply(
    'startSession',
    async function (this: FastifyReply, userId: number, companyId: number, impersonator?: Impersonator, within?: DB) {
      const request = this.request;
      const conn = within ?? db;
      if (request.actor) await deleteSession(conn, request.actor.sessionId);
      const token = randomBytes(16).toString('base64url');
      const now = realClock.now();
      await insertSession(conn, {
        id: hashToken(token),
        userId,
        companyId,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        now: now.toISOString(),
        loggedInAt: programmeClock.now().toISOString(),
        impersonator: impersonator ?? null,
      });
      // Logins are a natural moment to sweep sessions nobody will come back to.
      await deleteStaleSessions(
        conn,
        new Date(now.getTime() - idleMs).toISOString(),
        new Date(now.getTime() - lifetimeMs).toISOString(),
      );
      this.setCookie(cookieName, token, cookieOptions);
    },
  );

  app.decorateReply('endSession', async function (this: FastifyReply) {
    if (this.request.actor) await deleteSession(db, this.request.actor.sessionId);
    this.request.actor = null;
    this.clearCookie(cookieName, cookieOptions);
  });
});
