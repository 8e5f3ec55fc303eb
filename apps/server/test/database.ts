import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase, type DB } from '../src/db/database.js';

export interface TestDatabase {
  db: DB;
  /** PostgreSQL only: the schema this database lives in. */
  schema?: string;
  dispose: () => Promise<void>;
}

/**
 * A fresh, empty database for one test. The `server:postgres` project runs the same tests with
 * TEST_DB=postgres: each database is then its own schema in TEST_DATABASE_URL, dropped after.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const db = createDatabase('file::memory:');
    return { db, dispose: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase(url);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createDatabase(url, { schema });
  return {
    db,
    schema,
    dispose: async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}
