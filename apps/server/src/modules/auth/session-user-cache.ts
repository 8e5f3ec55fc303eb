import { type DB, tableWrites } from '../../db/database.js';
import type { Listening } from '../../db/listen.js';
import { ProcessCache } from '../../db/process-cache.js';
import type { WatchedTables } from '../../db/table-writes.js';
import { findSessionUser } from './auth.repository.js';

/**
 * The page-wide user's rows, kept per process on PostgreSQL: every page asks for them, and they
 * change seldom (docs/decisions/0047-page-wide-user-cache.md). What they show comes from these
 * columns; a write to any of them makes every process forget every user it keeps: this process
 * as soon as its statement has run (db/table-writes.ts), the others when PostgreSQL's triggers
 * notify them at the commit (migration 34 names the same columns).
 */
const SHOWN: WatchedTables = {
  users: ['first_name', 'last_name', 'email', 'phone'],
  companies: ['sap', 'name', 'street', 'building', 'local', 'post_code', 'city', 'is_central'],
  user_companies: '*',
};
/** The channel migration 34's triggers notify on. */
export const PAGE_USERS_CHANNEL = 'portal_page_users';

type Row = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

const caches = new WeakMap<DB, ProcessCache<Row>>();

/** Starts keeping the page-wide users of this database; null on SQLite, which keeps nothing. */
export function keepSessionUsers(db: DB): Listening | null {
  const writes = tableWrites(db);
  if (!writes) return null;
  const cache = new ProcessCache<Row>();
  const listening = cache.follow(db, PAGE_USERS_CHANNEL, () => cache.forget());
  if (!listening) return null;
  const stopWatching = writes.watch(SHOWN, () => cache.forget());
  caches.set(db, cache);
  return {
    firstAttempt: listening.firstAttempt,
    stop: async () => {
      caches.delete(db);
      stopWatching();
      await listening.stop();
    },
  };
}

/** The page-wide user's row as `findSessionUser` reads it, from this process's cache when it may. */
export async function sessionUserRow(db: DB, userId: number, companyId: number, now: number) {
  const cache = caches.get(db);
  if (!cache) return findSessionUser(db, userId, companyId);
  const key = `${userId}:${companyId}`;
  const kept = cache.get(key, now);
  if (kept) return kept;
  const mark = cache.mark();
  const row = await findSessionUser(db, userId, companyId);
  if (row) cache.store(key, row, now, mark);
  return row;
}
