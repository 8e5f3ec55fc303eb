import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts, desktop, logIn, pageHeading, phone } from './support';

/**
 * Pictures for a person to look at, not assertions: run with
 * `E2E_SHOTS_DIR=/tmp/e2e-shots npm run test:e2e` (skipped otherwise).
 */
const dir = process.env.E2E_SHOTS_DIR;
test.skip(!dir, 'set E2E_SHOTS_DIR to take the screenshots');

test.beforeAll(() => {
  if (dir) fs.mkdirSync(dir, { recursive: true });
});

test('leader: open mobile menu at 390 px', async ({ page }) => {
  await page.setViewportSize(phone);
  await logIn(page, accounts.leader);
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu główne' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: path.join(dir ?? '', 'leader-mobile-menu-390.png'), fullPage: true });
});

test('leader: results page at 1280 px', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, accounts.leader);
  await expect(pageHeading(page)).toHaveText('Realizacja celów zakupowych');
  await page.screenshot({ path: path.join(dir ?? '', 'leader-results-1280.png'), fullPage: true });
});
