import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { rootDir } from '../config.js';
import { memoize } from '../lib/memoize.js';
import { migrations } from './migrations/index.js';
import { namingStatements } from './named-statements.js';
import { TableWrites } from './table-writes.js';
import type { Database } from './schema.js';

export type DB = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to work in (tests give each suite its own). */
  schema?: string;
}

// COUNT and BIGINT arrive as strings by default; our numbers stay far below 2^53.
const int8AsNumber = new pg.TypeOverrides();
int8AsNumber.setTypeParser(pg.types.builtins.INT8, Number);

// How each PostgreSQL database was reached, for a connection of its own outside the pool (listen.ts).
const connections = new WeakMap<DB, pg.ClientConfig>();

/** The settings a PostgreSQL database's connections are made with; undefined for SQLite. */
export const connectionConfig = (db: DB): pg.ClientConfig | undefined => connections.get(db);

// What each PostgreSQL database's queries write, for the caches of this process (table-writes.ts).
const writes = new WeakMap<DB, TableWrites>();

/**
 * The writes this process makes to a PostgreSQL database, for a cache to forget what they change;
 * undefined on SQLite, where nothing is cached between requests.
 */
export const tableWrites = (db: DB): TableWrites | undefined => writes.get(db);

/** Whether the database is PostgreSQL, for the few queries each database needs its own way. */
export const onPostgres = (db: DB): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** `file:<path>` (relative to the repository root, or `file::memory:`) or `postgres://...`. */
export function createDatabase(url: string, options: DatabaseOptions = {}): DB {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const config: pg.ClientConfig = {
      connectionString: url,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      types: int8AsNumber,
    };
    const pool = new pg.Pool({ ...config, max: 10 });
    const watching = new TableWrites();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: namingStatements(pool) }),
      plugins: [watching],
    });
    connections.set(db, config);
    writes.set(db, watching);
    return db;
  }
  const file = url.slice('file:'.length);
  const location = file === ':memory:' ? file : path.resolve(rootDir, file);
  if (location !== ':memory:') fs.mkdirSync(path.dirname(location), { recursive: true });
  return overSqlite(new SQLite(location));
}

/** The portal's Kysely over an open SQLite database (a file, or a copy in memory of one). */
export function overSqlite(sqlite: SQLite.Database): DB {
  sqlite.pragma('journal_mode = WAL');
  // NORMAL with WAL survives a crash of the process; only a power loss can drop the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
}

/**
 * Kysely prepares every query anew, and preparing costs more than running most of ours. The
 * same SQL text always gets the same prepared statement back; the connection runs one query
 * at a time, so a statement is never in use twice at once. Queries built with a varying number
 * of values (IN lists, batches) make new texts, so only the latest thousand are kept.
 *
 * A transaction takes the write lock when it begins (BEGIN IMMEDIATE rather than Kysely's plain
 * BEGIN): with several processes on one file (cluster.ts), a transaction that read and then
 * wants to write would otherwise fail with SQLITE_BUSY when another process wrote in between,
 * a case busy_timeout cannot wait out. Within one process the connection's transactions run one
 * at a time anyway, so this costs nothing there.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const prepare = memoize((text: string) => sqlite.prepare(text === 'begin' ? 'begin immediate' : text), 1000);
  return { close: () => sqlite.close(), prepare };
}
/** Runs the migrations not yet run; `schema` (PostgreSQL) when the database is not the default one. */
export async function migrateToLatest(db: DB, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error ?? failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
