import { defineConfig } from 'vitest/config';

const server = (name: string, db: 'sqlite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      server('server:sqlite', 'sqlite'),
      // The same API suite against PostgreSQL, when CI (or you) point TEST_DATABASE_URL at one.
      ...(process.env.TEST_DATABASE_URL ? [server('server:postgres', 'postgres')] : []),
      'apps/web/vitest.config.ts',
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
    ],
  },
});
