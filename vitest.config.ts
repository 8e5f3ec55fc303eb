import os from 'node:os';
import { defineConfig } from 'vitest/config';

const server = (name: string, db: 'sqlite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The process tests start the real server; they run once, in a project of their own.
    exclude: ['test/reliability/process/**'],
    env: { TEST_DB: db },
    setupFiles: ['test/cheap-passwords.ts'],
    // Each test app's PostgreSQL database is a copy of one migrated and seeded once a run.
    ...(db === 'postgres' ? { globalSetup: ['test/postgres-template.ts'] } : {}),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Every file imports the whole server; importing it once per worker instead of once per file
    // saves minutes. Each test builds its own app on its own database, so files share nothing else.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // A worker per core (Vitest's default leaves one core free, a single worker on two cores):
    // the API tests wait on PostgreSQL and the web tests on the buttons' one-second release
    // about as long as they compute (docs/testing.md has the measurements).
    maxWorkers: os.availableParallelism(),
    projects: [
      server('server:sqlite', 'sqlite'),
      // The same API suite against PostgreSQL, when CI (or you) point TEST_DATABASE_URL at one.
      ...(process.env.TEST_DATABASE_URL ? [server('server:postgres', 'postgres')] : []),
      {
        test: {
          name: 'reliability:process',
          root: 'apps/server',
          include: ['test/reliability/process/**/*.test.ts'],
          // Each file starts servers and kills them on cue: one at a time, with the machine to itself.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'bench', root: 'bench', include: ['*.test.ts'] } },
    ],
  },
});
