import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/**
 * The screenshots of every page (`npm run screens`): the journeys' server and browser, its own
 * tests, and pictures kept outside git in e2e/.screens (they are a local reference to compare a
 * change of the layout against, not a test of `npm test`).
 */
export default defineConfig({
  ...journeys,
  testDir: './e2e/screens',
  // Its tests talk to the first server (the config's baseURL) only.
  workers: 1,
  webServer: Array.isArray(journeys.webServer) ? journeys.webServer.slice(0, 1) : journeys.webServer,
  testMatch: /\.screens\.ts$/,
  outputDir: './e2e/.artifacts/screens',
  snapshotPathTemplate: '{testDir}/../.screens/{arg}{ext}',
  updateSnapshots: 'missing',
  reporter: [['list'], ['html', { outputFolder: './e2e/.artifacts/screens-report', open: 'never' }]],
  expect: { ...journeys.expect, toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' } },
  projects: [{ name: 'screens', use: journeys.projects?.[0]?.use }],
});
