import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { journeyLaunchOptions } from './e2e/chromium';
import { serverUrl, servers, WORKERS } from './e2e/servers';

/**
 * End-to-end journeys: the built web app served by the real server, on free ports, each worker
 * with a server of its own and a fresh SQLite database seeded with the demo programme
 * (`e2e/servers.ts`). Run with `npm run test:e2e` (it builds first).
 */

const webDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(webDir, '../..');

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: journeyLaunchOptions,
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts',
  globalTeardown: './e2e/global-teardown.ts',
  // A file's journeys run in order on one worker, and each worker's server keeps the demo data
  // as only its own journeys changed it.
  fullyParallel: false,
  workers: WORKERS,
  // A journey that fails runs once more, in a new worker and with a trace, and the run fails
  // either way: recording a trace of every journey that passes cost about a sixth of their time.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  // `npm test` (scripts/test.ts) asks for the JSON report too, to list the slowest files.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Each journey talks to its worker's server (e2e/test.ts); this is the first one's.
    baseURL: serverUrl(0),
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Each journey's fresh context would install the service worker and fetch its 79 files
    // (about a fifth of the suite's time); the app's own journey (app.spec.ts) allows it.
    serviceWorkers: 'block',
    // Toasts then appear and leave without fading: axe, which judges each journey's last state,
    // never catches one half transparent (the toasts' library honours prefers-reduced-motion).
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'journeys', testIgnore: /\.changes\.spec\.ts$/, use: browser },
    // Journeys that change a demo account for good (accepting the rules, a new password) run after
    // all the others, which rely on the demo as it was seeded.
    { name: 'changes', testMatch: /\.changes\.spec\.ts$/, dependencies: ['journeys'], use: browser },
  ],
  webServer: servers.map((server) => ({
    // The compiled server, as production runs it: npm run test:e2e builds it first.
    command: 'node --enable-source-maps apps/server/dist/server.js',
    cwd: rootDir,
    url: `http://127.0.0.1:${server.port}/api/settings`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(server.dir, 'portal.sqlite')}`,
      UPLOADS_DIR: path.join(server.dir, 'uploads'),
      // Development seeds the demo programme into the empty database.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${server.port}`,
    },
  })),
});
