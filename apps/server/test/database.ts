import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase, type DB } from '../src/db/database.js';

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
  const admin = createDatabase(url);
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin);
  } catch (error) {
    await admin.destroy();
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
        () => sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin),
        () => admin.destroy(),
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
