import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DB, migrateToLatest, overSqlite } from '../src/db/database.js';
import { ManualClock } from '../src/lib/clock.js';
import { seedDemoProgramme } from '../src/seed/demo.js';

/** The moment every test app starts at: the demo programme is seeded as of then. */
export const TEST_START = new Date('2025-09-01T10:00:00.000Z');

export interface TestDatabase {
  db: DB;
  /** PostgreSQL only: the schema this database lives in. */
  schema?: string;
  /** Drops the database; safe to call more than once (later calls wait for the first). */
  dispose: () => Promise<void>;
}

/** Runs `dispose` once; every later call answers the first call's promise. */
function once(dispose: () => Promise<void>): () => Promise<void> {
  let disposing: Promise<void> | undefined;
  return () => (disposing ??= dispose());
}

/**
 * A fresh, empty database for one test. The `server:postgres` project runs the same tests with
 * TEST_DB=postgres: each database is then its own schema in TEST_DATABASE_URL, dropped after.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const db = createDatabase('file::memory:');
    return { db, dispose: once(() => db.destroy()) };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const owner = createDatabase(url);
  try {
    await sql`create schema ${sql.id(schema)}`.execute(owner);
  } catch (error) {
    await owner.destroy();
    throw error;
  }
  const db = createDatabase(url, { schema });
  return {
    db,
    schema,
    // Each step runs even when one before it failed (a pool already ended, a schema already
    // gone); the first failure is reported once all of them have run.
    dispose: once(async () => {
      const results = await settleInOrder([
        () => db.destroy(),
        () => sql`drop schema if exists ${sql.id(schema)} cascade`.execute(owner),
        () => owner.destroy(),
      ]);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }),
  };
}

async function settleInOrder(steps: (() => Promise<unknown>)[]): Promise<PromiseSettledResult<unknown>[]> {
  const results: PromiseSettledResult<unknown>[] = [];
  for (const step of steps) {
    try {
      results.push({ status: 'fulfilled', value: await step() });
    } catch (reason) {
      results.push({ status: 'rejected', reason });
    }
  }
  return results;
}

/** Runs `work` with a connection to the PostgreSQL server of `url`, to make or drop databases. */
export async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function migrateAndSeed(db: DB): Promise<void> {
  await migrateToLatest(db);
  await seedDemoProgramme(db, new ManualClock(TEST_START));
}

/** Migrates the database at `url` and seeds the demo programme into it (postgres-template.ts). */
export async function seedDemoDatabase(url: string): Promise<void> {
  const db = createDatabase(url);
  try {
    await migrateAndSeed(db);
  } finally {
    await db.destroy();
  }
}

// A database still in use (or a template being copied) refuses to be dropped (or copied) for a moment.
const IN_USE = '55006';

/** Runs `work` again while the database it needs is in use, for up to about ten seconds. */
async function whileInUse<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== IN_USE || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Drops a test's database once its connections have gone. Not WITH (FORCE): a pool's end()
 * resolves before its connections have closed, and a connection killed while closing reports
 * an error nobody listens to any more.
 */
const dropDatabase = (client: pg.Client, name: string) =>
  whileInUse(() => client.query(`DROP DATABASE IF EXISTS ${name}`));

// SQLite: a test process migrates and seeds once, then opens a copy in memory of that image per app.
let sqliteTemplate: Promise<Buffer> | undefined;

async function seededSqliteImage(): Promise<Buffer> {
  const sqlite = new SQLite(':memory:');
  const db = overSqlite(sqlite);
  try {
    await migrateAndSeed(db);
    return sqlite.serialize();
  } finally {
    await db.destroy();
  }
}

/**
 * A fresh database holding the demo programme as seeded at TEST_START. On PostgreSQL a copy of
 * the run's template database (postgres-template.ts), dropped after; on SQLite a copy in memory
 * of one this test process seeded.
 */
export async function createDemoTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    sqliteTemplate ??= seededSqliteImage();
    const db = overSqlite(new SQLite(await sqliteTemplate));
    return { db, dispose: once(() => db.destroy()) };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin(url, (client) =>
    whileInUse(() => client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`)),
  );
  const db = createDatabase(databaseUrl(url, name));
  return {
    db,
    dispose: once(async () => {
      const results = await settleInOrder([
        () => db.destroy(),
        () => admin(url, (client) => dropDatabase(client, name)),
      ]);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }),
  };
}
