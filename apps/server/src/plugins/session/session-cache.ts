import type { DB } from '../../db/database.js';
import { type Listening, notify } from '../../db/listen.js';
import { ProcessCache } from '../../db/process-cache.js';

/**
 * Sessions a process has just looked up, so that a burst of one browser's requests costs one
 * database round trip instead of one each (docs/decisions/0043-session-cache.md). Only on
 * PostgreSQL, where that trip goes to another process; SQLite answers in microseconds.
 *
 * Whatever changes what a session carries (`SessionChange`) calls `sessionsChanged` in the
 * transaction that changes it: the caches of this process forget at once, and a PostgreSQL
 * notification, sent when the transaction commits, makes every other process forget too
 * (db/process-cache.ts). A kept row is read again after ten seconds whatever happens.
 */

/** Who a change touched: every session of a user, or one session. */
export type SessionChange = { userId: number } | { sessionId: string };

const CHANNEL = 'portal_sessions';

interface Entry<Row> {
  row: Row;
  userId: number;
  /** The regulations the row's acceptance was judged against. */
  regulations: string;
}

export class SessionCache<Row> {
  private readonly kept = new ProcessCache<Entry<Row>>();

  /** Marks the start of a database look-up; pass the mark to `store`. */
  mark(): number {
    return this.kept.mark();
  }

  get(sessionId: string, regulations: string, now: number): Row | undefined {
    const entry = this.kept.get(sessionId, now);
    return entry && entry.regulations === regulations ? entry.row : undefined;
  }

  store(sessionId: string, entry: Entry<Row>, now: number, mark: number) {
    this.kept.store(sessionId, entry, now, mark);
  }

  forget(change: SessionChange) {
    if ('sessionId' in change) this.kept.forget(change.sessionId);
    else this.kept.forget((entry) => entry.userId === change.userId);
  }

  /** Starts listening for the changes other processes make; null on SQLite. */
  follow(db: DB): Listening | null {
    const listening = this.kept.follow(db, CHANNEL, (payload) => this.forget(parseChange(payload)));
    if (!listening) return null;
    caches.add(this);
    return {
      firstAttempt: listening.firstAttempt,
      stop: async () => {
        caches.delete(this);
        await listening.stop();
      },
    };
  }
}

// Every cache of this process (a test process builds several apps).
const caches = new Set<SessionCache<unknown>>();

const formatChange = (change: SessionChange) =>
  'sessionId' in change ? `session:${change.sessionId}` : `user:${change.userId}`;

function parseChange(payload: string): SessionChange {
  const [kind, value = ''] = payload.split(':');
  return kind === 'session' ? { sessionId: value } : { userId: Number(value) };
}

/**
 * Call in the transaction that changes a session, or what a session carries of its user (role,
 * seller flag, state, acceptance of the regulations): this process forgets it at once, every
 * other one when the transaction commits.
 */
export async function sessionsChanged(db: DB, change: SessionChange): Promise<void> {
  for (const cache of caches) cache.forget(change);
  await notify(db, CHANNEL, formatChange(change));
}
