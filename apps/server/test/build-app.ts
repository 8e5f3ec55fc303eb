import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { type DB, migrateToLatest } from '../src/db/database.js';
import { seedDemoProgramme } from '../src/seed/demo.js';
import { ManualClock } from '../src/lib/clock.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  clock: ManualClock;
  /** Closes the app and drops its database; a second call waits for the first and does nothing more. */
  close(): Promise<void>;
}

/**
 * Kysely's migrator first lists the tables of every schema in the database; on PostgreSQL a
 * schema another test drops at that moment makes the listing fail before any migration ran: the
 * schema, a table or a column it had just listed does not exist any more (3F000, 42P01, 42703).
 * Only those failures are tried again.
 */
const DROPPED_MEANWHILE = new Set(['3F000', '42P01', '42703']);

async function migrateWhileOthersDrop(db: DB, schema: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateToLatest(db, schema);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (!code || !DROPPED_MEANWHILE.has(code) || attempt === 5) throw error;
    }
  }
}

/** The real app on a fresh database holding the demo programme, with a clock the test moves. */
export async function buildTestApp(
  config: Parameters<typeof testConfig>[0] = {},
  { messageDelivery = 'before answering' }: Pick<AppDependencies, 'messageDelivery'> = {},
): Promise<TestApp> {
  const clock = new ManualClock(new Date('2025-09-01T10:00:00.000Z'));
  const { db, schema, dispose } = await createTestDatabase();
  let app: FastifyInstance;
  try {
    await migrateWhileOthersDrop(db, schema);
    await seedDemoProgramme(db, clock);
    // Unless a test asks otherwise, a request's messages are sent before it answers: a test
    // reads the outbox right after the request.
    app = await buildApp({ config: testConfig(config), db, clock, messageDelivery });
  } catch (error) {
    // A half-built app leaves no schema or pool behind; its test fails with the real cause.
    await dispose().catch(() => undefined);
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    app,
    db,
    clock,
    close() {
      closing ??= (async () => {
        try {
          await app.close();
        } finally {
          await dispose();
        }
      })();
      return closing;
    },
  };
}
