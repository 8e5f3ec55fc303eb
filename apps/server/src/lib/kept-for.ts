import type { DB } from '../db/database.js';

/**
 * What `load` read from a database, kept for `ttlMs` per database and key: for data nearly
 * every request reads and operators change a few times an edition (the product catalogue; the
 * settings, which every process must see at once, follow a stamp instead: ADR 0019).
 * `forget()` makes the next read load afresh in this process; another process sees a change
 * within `ttlMs`. A transaction always loads afresh, so a rule checked inside one sees
 * what is stored.
 */
export function keptFor<T>(ttlMs: number, load: (db: DB, key: string) => Promise<T>) {
  const kept = new WeakMap<DB, Map<string, { value: Promise<T>; until: number; generation: number }>>();
  let generation = 0;

  const read = (db: DB, key = ''): Promise<T> => {
    if (db.isTransaction) return load(db, key);
    const now = Date.now();
    const keys = kept.get(db) ?? new Map<string, { value: Promise<T>; until: number; generation: number }>();
    kept.set(db, keys);
    const entry = keys.get(key);
    if (entry && entry.until > now && entry.generation === generation) return entry.value;
    const value = load(db, key);
    keys.set(key, { value, until: now + ttlMs, generation });
    // A failed read is not kept.
    value.catch(() => keys.delete(key));
    return value;
  };
  return Object.assign(read, {
    forget: () => {
      generation++;
    },
  });
}
