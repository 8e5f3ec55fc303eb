import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { type DB, migrateToLatest } from '../src/db/database.js';
import { seedDemoProgramme } from '../src/db/seed/demo.js';
import { ManualClock } from '../src/lib/clock.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  clock: ManualClock;
  close(): Promise<void>;
}

/** The real app on a fresh database holding the demo programme, with a clock the test moves. */
export async function buildTestApp(config: Parameters<typeof testConfig>[0] = {}): Promise<TestApp> {
  const clock = new ManualClock(new Date('2025-09-01T10:00:00.000Z'));
  const { db, schema, dispose } = await createTestDatabase();
  await migrateToLatest(db, schema);
  await seedDemoProgramme(db, clock);
  const app = await buildApp({ config: testConfig(config), db, clock });
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
