import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * PostgreSQL plans a query each time it receives its text, unless the text was prepared on the
 * connection under a name. The queries of every request (db/prepared.ts) register their SQL here,
 * and the pool hands Kysely clients that send those texts as named statements: each connection
 * parses and plans them once and afterwards only binds the values. Any other text goes as before.
 */
const names = new Map<string, string>();

/** Marks a SQL text as worth preparing on every connection that runs it. */
export function nameStatement(text: string): void {
  if (!names.has(text)) names.set(text, `portal_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`);
}

const named = Symbol('namedStatements');
type NamingClient = pg.PoolClient & { [named]?: true };

/** The pool, its clients (as Kysely's PostgresDialect takes them) sending registered texts by name. */
export function namingStatements(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  return Object.assign(pool, {
    connect: async (...callback: unknown[]) => {
      // pool.query() connects with a callback; only Kysely's promise form is ours to change.
      if (callback.length) return connect(...callback);
      const client: NamingClient = await connect();
      if (!client[named]) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((text: unknown, values?: unknown[]) => {
          const name = typeof text === 'string' ? names.get(text) : undefined;
          return name ? query({ name, text, values }) : query(text, values);
        }) as typeof client.query;
        client[named] = true;
      }
      return client;
    },
  });
}
