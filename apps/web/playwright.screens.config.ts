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
  testMatch: /\.screens\.ts$/,
  outputDir: './e2e/.artifacts/screens',
  snapshotPathTemplate: '{testDir}/../.screens/{arg}{ext}',
  updateSnapshots: 'missing',
  reporter: [['list'], ['html', { outputFolder: './e2e/.artifacts/screens-report', open: 'never' }]],
  expect: { ...journeys.expect, toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' } },
  projects: [{ name: 'screens', use: journeys.projects?.[0]?.use }],
});
