import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { type Clock, realTimeOf } from './clock.js';
import { TooManyRequestsError } from './errors.js';

export interface Attempt {
  allowed: boolean;
  /** Seconds until the window opens again (when not allowed). */
  retryAfterSeconds: number;
}

// The rate_limits key is a varchar(255); an e-mail may take most of that on its own.
const KEY_TARGET_MAX = 160;

/**
 * The counter's key for one kind of limit and its target (an account, a phone, an address). A
 * target too long for the column is replaced by its hash, so no input can make the key fail.
 */
export function throttleKey(kind: string, target: string): string {
  const safe = target.length > KEY_TARGET_MAX ? createHash('sha256').update(target).digest('hex') : target;
  return `${kind}:${safe}`;
}

/**
 * The network an address speaks for: an IPv4 address itself (also when it comes IPv4-mapped, as
 * `::ffff:192.0.2.1`), and for IPv6 its /64, since one host is routinely given a whole /64 and
 * could otherwise take a fresh address for every guess.
 */
export function addressNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The counter's key for a limit per address: one per IPv4 address, one per IPv6 /64. */
export const addressKey = (kind: string, ip: string) => throttleKey(kind, addressNetwork(ip));

/**
 * Fixed-window counters kept in the database, so every server process shares them. `consume`
 * counts an attempt and says whether it is within the limit in one atomic statement, so
 * simultaneous attempts cannot slip past the limit. Every counter runs on real time, whatever the
 * programme clock says (ADR 0059): a window neither ends nor stays shut because the clock moved.
 */
export async function consume(
  db: DB,
  clock: Clock,
  key: string,
  limit: number,
  windowMs: number,
  /** How many attempts this counts at once (a request that carries several). */
  count = 1,
): Promise<Attempt> {
  const now = realTimeOf(clock).now();
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: count, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.reset_at <= ${nowIso} then ${count} else rate_limits.hits + ${count} end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${nowIso} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(row.reset_at) - now.getTime()) / 1000));
  return { allowed: row.hits <= limit, retryAfterSeconds };
}

/**
 * Whether a counter is over its limit now, without counting anything: for limits on failures,
 * which refuse a caller before the request is judged and count only what failed.
 */
export async function peek(db: DB, clock: Clock, key: string, limit: number): Promise<Attempt> {
  const now = realTimeOf(clock).now().getTime();
  const row = await db.selectFrom('rate_limits').select(['hits', 'reset_at']).where('key', '=', key).executeTakeFirst();
  if (row === undefined || Date.parse(row.reset_at) <= now || row.hits < limit) {
    return { allowed: true, retryAfterSeconds: 0 };
  }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.reset_at) - now) / 1000)) };
}

export interface BackoffPolicy {
  /** Attempts allowed before the first lock. */
  limit: number;
  /** How long the counter remembers attempts after the last one (and after a lock ends). */
  windowMs: number;
  /** The first lock; every further attempt doubles it. */
  firstLockMs: number;
  maxLockMs: number;
}

export interface BackoffAttempt extends Attempt {
  /** The lock this attempt started (0: none), so that a caller can tell of each lock once. */
  locksForSeconds: number;
  /** The attempts counted, this one included (0 when it was refused). */
  count: number;
}

/**
 * Where a back-off counter's row stands at `now`: its attempts, and the lock it is under as an
 * Attempt (reset_at is the lock's end plus windowMs). A row past reset_at is forgotten.
 */
function backoffState(row: { hits: number; reset_at: string } | undefined, now: number, policy: BackoffPolicy) {
  const live = row !== undefined && Date.parse(row.reset_at) > now;
  const hits = live ? row.hits : 0;
  const lockedUntil = live ? Date.parse(row.reset_at) - policy.windowMs : 0;
  const lock: Attempt =
    hits >= policy.limit && now < lockedUntil
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now) / 1000)) }
      : { allowed: true, retryAfterSeconds: 0 };
  return { hits, lock };
}

const lockAfter = (hits: number, policy: BackoffPolicy) =>
  hits < policy.limit ? 0 : Math.min(policy.firstLockMs * 2 ** Math.min(hits - policy.limit, 30), policy.maxLockMs);

/**
 * A counter with growing back-off, for limits whose target may be attacked from anywhere (an
 * account): `limit` attempts are free, then each attempt locks the target for twice as long as
 * the one before (up to maxLockMs). Attempts during a lock are refused without counting, so a
 * guesser gets one try per lock. The counter is forgotten windowMs after the last attempt's lock
 * has ended, or at once by `clear` (a successful login).
 *
 * One row keeps it all: reset_at is the lock's end plus windowMs, so the lock's end is
 * reset_at - windowMs. Each change is a compare-and-set on the row as it was read, so of two
 * simultaneous attempts one counts first and the other sees its count.
 */
export async function consumeWithBackoff(
  db: DB,
  clock: Clock,
  key: string,
  policy: BackoffPolicy,
): Promise<BackoffAttempt> {
  for (let round = 0; round < 32; round++) {
    const now = realTimeOf(clock).now().getTime();
    const row = await db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    const { hits, lock } = backoffState(row, now, policy);
    if (!lock.allowed) return { ...lock, locksForSeconds: 0, count: 0 };

    const next = hits + 1;
    const lockMs = lockAfter(next, policy);
    const allowed = { allowed: true, retryAfterSeconds: 0, locksForSeconds: Math.ceil(lockMs / 1000), count: next };
    const resetAt = new Date(now + lockMs + policy.windowMs).toISOString();
    if (row === undefined) {
      const inserted = await db
        .insertInto('rate_limits')
        .values({ key, hits: next, reset_at: resetAt })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return allowed;
    } else {
      const updated = await db
        .updateTable('rate_limits')
        .set({ hits: next, reset_at: resetAt })
        .where('key', '=', key)
        .where('hits', '=', row.hits)
        .where('reset_at', '=', row.reset_at)
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) return allowed;
    }
  }
  // Only a crowd of simultaneous attempts on one target gets here: refusing is the safe answer.
  return { allowed: false, retryAfterSeconds: 1, locksForSeconds: 0, count: 0 };
}

/** Whether a counter of `consumeWithBackoff` is locked now, without counting anything. */
export async function backoffLock(db: DB, clock: Clock, key: string, policy: BackoffPolicy): Promise<Attempt> {
  const now = realTimeOf(clock).now().getTime();
  const row = await db.selectFrom('rate_limits').select(['hits', 'reset_at']).where('key', '=', key).executeTakeFirst();
  return backoffState(row, now, policy).lock;
}

export async function clear(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/**
 * Takes one counted attempt back, for a limit meant for failures only whose attempts must still be
 * counted before they are judged (so that parallel guesses cannot slip past it).
 */
export async function giveBack(db: DB, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
}

/**
 * "za 40 s" under two minutes, "za 3 min" above, "za 2 godz. 30 min" from an hour on: the wait
 * as a user reads it, rounded up to the minute. A limit may give shorter waits in seconds only up
 * to `secondsUnder` (0: never in seconds).
 */
export function waitText(seconds: number, secondsUnder = 120): string {
  if (seconds < secondsUnder) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} godz.` : `${Math.floor(minutes / 60)} godz. ${rest} min`;
}

export interface Limit {
  key: string;
  limit: number;
  windowMs: number;
  /** The refusal's sentence, given the wait as `waitText` writes it. */
  refusal: (wait: string) => string;
  /** Passed to `waitText`: waits shorter than this are written in seconds. */
  secondsUnder?: number;
}

/** "Spróbuj ponownie za 3 min." — one full stop also after a wait that ends in an abbreviation ("godz."). */
export const tryAgainSentence = (wait: string) => `Spróbuj ponownie za ${wait}${wait.endsWith('.') ? '' : '.'}`;

/** The usual refusal: the limit's sentence, then when to try again. */
export const tryAgainIn = (message: string) => (wait: string) => `${message} ${tryAgainSentence(wait)}`;

/** A limit whose refusal says the sentence and the wait in whole minutes. */
export const limitInMinutes = (key: string, limit: number, windowMs: number, message: string): Limit => ({
  key,
  limit,
  windowMs,
  secondsUnder: 0,
  refusal: tryAgainIn(message),
});

/** Counts an attempt (see `consume`) and refuses it with a 429 carrying the wait, over the limit. */
export async function consumeOrRefuse(db: DB, clock: Clock, limit: Limit): Promise<void> {
  const attempt = await consume(db, clock, limit.key, limit.limit, limit.windowMs);
  if (!attempt.allowed) {
    const wait = waitText(attempt.retryAfterSeconds, limit.secondsUnder);
    throw new TooManyRequestsError(limit.refusal(wait), attempt.retryAfterSeconds);
  }
}
