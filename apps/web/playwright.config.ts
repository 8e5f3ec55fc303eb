import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

/**
 * End-to-end journeys: the built web app served by the real server, on a free port, with a fresh
 * SQLite database seeded with the demo programme. Run with `npm run test:e2e` (it builds first).
 */

const webDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(webDir, '../..');

/** Asks the system for a port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

// Playwright loads this file again in every worker process: the runner picks the port and the
// database once and hands them on through the environment, so workers talk to the same server.
if (!process.env.E2E_PORT || !process.env.E2E_DATABASE_FILE) {
  const databaseFile = path.join(os.tmpdir(), `portal-e2e-${process.pid}-${Date.now()}.sqlite`);
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`, `${databaseFile}-journal`]) {
    fs.rmSync(file, { force: true });
  }
  process.env.E2E_PORT = String(await freePort());
  process.env.E2E_DATABASE_FILE = databaseFile;
}

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromiumLaunchOptions,
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  // Each test logs in within its own browser context; one worker keeps the demo data predictable.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
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
  webServer: {
    // The compiled server, as production runs it: npm run test:e2e builds it first.
    command: 'node --enable-source-maps apps/server/dist/server.js',
    cwd: rootDir,
    url: `${baseURL}/api/settings`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${process.env.E2E_DATABASE_FILE}`,
      // Development seeds the demo programme into the empty database.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      APP_URL: baseURL,
    },
  },
});
