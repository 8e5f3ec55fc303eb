import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { DB } from '../src/db/database.js';
import { ManualClock } from '../src/lib/clock.js';
import { createDemoTestDatabase, TEST_START } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  clock: ManualClock;
  /** Closes the app and drops its database; a second call waits for the first and does nothing more. */
  close(): Promise<void>;
}

/** The real app on a fresh database holding the demo programme, with a clock the test moves. */
export async function buildTestApp(
  config: Parameters<typeof testConfig>[0] = {},
  { messageDelivery = 'before answering' }: Pick<AppDependencies, 'messageDelivery'> = {},
): Promise<TestApp> {
  const clock = new ManualClock(TEST_START);
  const { db, dispose } = await createDemoTestDatabase();
  let app: FastifyInstance;
  try {
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

type TestAppConfig = Parameters<typeof buildTestApp>[0];
type TestAppDependencies = Parameters<typeof buildTestApp>[1];

/** Hands out the app of the moment; reading it outside a test (or its hooks) is a mistake. */
function currentApp(get: () => TestApp | undefined): TestApp {
  const current = (): TestApp => {
    const test = get();
    if (!test) throw new Error('The test app exists only while a test runs.');
    return test;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get clock() {
      return current().clock;
    },
    close: () => current().close(),
  };
}

/**
 * A fresh app on a fresh demo database for each test of the file (or describe block) that calls
 * it, closed after the test: `const t = appPerTest();` then `t.app`, `t.db`, `t.clock` in the tests.
 * A config given as a function is read as each app is built, after the hooks registered before
 * this call (a folder made per test, `tempDirPerTest`).
 */
export function appPerTest(
  config: TestAppConfig | (() => TestAppConfig) = {},
  dependencies?: TestAppDependencies,
): TestApp {
  let test: TestApp | undefined;
  beforeEach(async () => {
    test = await buildTestApp(typeof config === 'function' ? config() : config, dependencies);
  });
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });
  return currentApp(() => test);
}

/**
 * One app for all the tests of the file (or describe block) that calls it: only for tests that
 * read, or write only what no other test of the block looks at (docs/testing.md).
 */
export function appPerFile(config?: TestAppConfig, dependencies?: TestAppDependencies): TestApp {
  let test: TestApp | undefined;
  beforeAll(async () => {
    test = await buildTestApp(config, dependencies);
  });
  afterAll(async () => {
    await test?.close();
    test = undefined;
  });
  return currentApp(() => test);
}
