import { sql } from 'kysely';
import pg from 'pg';
import { connectionConfig, type DB, onPostgres } from './database.js';

export interface Subscriber {
  /** Each payload sent on the channel, by this process or any other on the same database. */
  message(payload: string): void;
  /** The connection listens: from now on no message is missed, until `lost`. */
  listening(): void;
  /** The connection dropped: messages may be missed until `listening` is called again. */
  lost(): void;
}

// A lost connection is tried again after a second, as long as nobody stopped listening.
const RECONNECT_MS = 1_000;
const CHANNEL_NAME = /^[a-z_]+$/;

export interface Listening {
  /** Settles once the first connection listens, or failed to (a retry then follows). */
  firstAttempt: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * PostgreSQL's LISTEN on a connection of its own (a pooled one would be handed to queries), so
 * that every process on one database hears what any of them sends with `notify`. Null on SQLite,
 * which has no such channel.
 */
export function listen(db: DB, channel: string, subscriber: Subscriber): Listening | null {
  const config = connectionConfig(db);
  if (!config) return null;
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client(config);
    current = client;
    // 'error' and 'end' may both come for one loss; only the first one counts.
    const drop = () => {
      if (current !== client) return;
      current = undefined;
      subscriber.lost();
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', ({ channel: from, payload }) => {
      if (from === channel && payload !== undefined) subscriber.message(payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (current === client) subscriber.listening();
    } catch {
      drop();
    }
  };

  return {
    firstAttempt: connect(),
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Sends a payload to every process listening on the channel. Within a transaction it is sent
 * when the transaction commits, and never if it rolls back. Nothing on SQLite.
 */
export async function notify(db: DB, channel: string, payload: string): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
