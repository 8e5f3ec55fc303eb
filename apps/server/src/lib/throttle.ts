import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import type { Clock } from './clock.js';

export interface Attempt {
  allowed: boolean;
  /** Seconds until the window opens again (when not allowed). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every server process shares them. `consume`
 * counts an attempt and says whether it is within the limit in one atomic statement, so
 * simultaneous attempts cannot slip past the limit.
 */
export async function consume(db: DB, clock: Clock, key: string, limit: number, windowMs: number): Promise<Attempt> {
  const now = clock.now();
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.reset_at <= ${nowIso} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${nowIso} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(row.reset_at) - now.getTime()) / 1000));
  return { allowed: row.hits <= limit, retryAfterSeconds };
}

export async function clear(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
