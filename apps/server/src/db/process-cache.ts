import type { DB } from './database.js';
import { listen, type Listening } from './listen.js';

export interface ProcessCacheLimits {
  /** A backstop, not the mechanism: changes reach the cache as they happen. */
  freshMs: number;
  /** Past it the value stored longest ago goes first. */
  maxEntries: number;
}

/** Ten seconds and ten thousand values: what the session's and the page-wide user's caches keep. */
const BRIEFLY: ProcessCacheLimits = { freshMs: 10_000, maxEntries: 10_000 };

/**
 * Values a process keeps for a few seconds so that the reads every request repeats cost no round
 * trip to PostgreSQL (docs/decisions/0043-session-cache.md). Whoever changes what it holds makes it
 * forget: this process at once, every other one through a notification on the cache's channel,
 * which PostgreSQL delivers at the commit. The cache is used only while its process listens: a
 * lost connection may have missed a notification, so the cache empties and stands aside until it
 * listens again. Never on SQLite, which answers in the process itself and has no such channel.
 */
export class ProcessCache<Value> {
  private readonly entries = new Map<string, { value: Value; storedAt: number }>();
  // Bumped by every change: a look-up that began before one must not store what it read.
  private generation = 0;
  private live = false;

  constructor(private readonly limits: ProcessCacheLimits = BRIEFLY) {}

  /** Marks the start of a database look-up; pass the mark to `store`. */
  mark(): number {
    return this.generation;
  }

  get(key: string, now: number): Value | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry || now - entry.storedAt > this.limits.freshMs) return undefined;
    return entry.value;
  }

  store(key: string, value: Value, now: number, mark: number): void {
    if (!this.live || mark !== this.generation) return;
    this.entries.delete(key);
    // A Map keeps the order of insertion: the first key is the one stored longest ago.
    if (this.entries.size >= this.limits.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, storedAt: now });
  }

  /** Forgets one key, the values `which` picks, or (with nothing) everything. */
  forget(which?: string | ((value: Value) => boolean)): void {
    this.generation++;
    if (which === undefined) this.entries.clear();
    else if (typeof which === 'string') this.entries.delete(which);
    else for (const [key, entry] of this.entries) if (which(entry.value)) this.entries.delete(key);
  }

  /**
   * Starts listening on `channel` and hands each payload to `message`, which decides what to
   * forget; null on SQLite, where the cache is never used.
   */
  follow(db: DB, channel: string, message: (payload: string) => void): Listening | null {
    const listening = listen(db, channel, {
      message,
      listening: () => {
        // A look-up that began while nobody listened may have read what a missed notice changed.
        this.generation++;
        this.live = true;
      },
      lost: () => {
        this.live = false;
        this.forget();
      },
    });
    if (!listening) return null;
    return {
      firstAttempt: listening.firstAttempt,
      stop: async () => {
        this.live = false;
        this.forget();
        await listening.stop();
      },
    };
  }
}
