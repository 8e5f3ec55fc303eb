import type { DB } from '../../db/database.js';
import { listen, type Listening, notify } from '../../db/listen.js';

/**
 * Sessions a process has just looked up, so that a burst of one browser's requests costs one
 * database round trip instead of one each (docs/decisions/0043-session-cache.md). Only on
 * PostgreSQL, where that trip goes to another process; SQLite answers in microseconds.
 *
 * Whatever changes what a session carries (`SessionChange`) calls `sessionsChanged` in the
 * transaction that changes it: the caches of this process forget at once, and a PostgreSQL
 * notification, sent when the transaction commits, makes every other process forget too. A cache
 * is used only while its process listens: a lost connection may have missed a notification, so
 * the cache empties and stands aside until it listens again.
 */

/** Who a change touched: every session of a user, or one session. */
export type SessionChange = { userId: number } | { sessionId: string };

const CHANNEL = 'portal_sessions';
// A backstop, not the mechanism: a change reaches the caches as it happens.
const FRESH_MS = 10_000;
const MAX_ENTRIES = 10_000;

interface Entry<Row> {
  row: Row;
  userId: number;
  /** The regulations the row's acceptance was judged against. */
  regulations: string;
  storedAt: number;
}

export class SessionCache<Row> {
  private readonly entries = new Map<string, Entry<Row>>();
  // Bumped by every change: a look-up that began before one must not store what it read.
  private generation = 0;
  private live = false;

  /** Marks the start of a database look-up; pass the mark to `store`. */
  mark(): number {
    return this.generation;
  }

  get(sessionId: string, regulations: string, now: number): Row | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry || entry.regulations !== regulations || now - entry.storedAt > FRESH_MS) return undefined;
    return entry.row;
  }

  store(sessionId: string, entry: { row: Row; userId: number; regulations: string }, now: number, mark: number) {
    if (!this.live || mark !== this.generation) return;
    this.entries.delete(sessionId);
    // A Map keeps the order of insertion: the first key is the one stored longest ago.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { ...entry, storedAt: now });
  }

  forget(change: SessionChange) {
    this.generation++;
    if ('sessionId' in change) {
      this.entries.delete(change.sessionId);
      return;
    }
    for (const [id, entry] of this.entries) if (entry.userId === change.userId) this.entries.delete(id);
  }

  /** Starts listening for the changes other processes make; null on SQLite. */
  follow(db: DB): Listening | null {
    const listening = listen(db, CHANNEL, {
      message: (payload) => this.forget(parseChange(payload)),
      listening: () => {
        this.live = true;
      },
      lost: () => {
        this.live = false;
        this.generation++;
        this.entries.clear();
      },
    });
    if (!listening) return null;
    caches.add(this);
    return {
      firstAttempt: listening.firstAttempt,
      stop: async () => {
        caches.delete(this);
        this.live = false;
        this.entries.clear();
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
