import { routePaths } from '@portal/contract';
import { expect, type Page, test } from '@playwright/test';
import { accounts, desktop, logIn, phone } from '../support';

/**
 * Every page of the portal at 390 and 1280 px for each kind of participant, compared with the
 * pictures of the previous run (`npm run screens`; `npm run screens -- --update-snapshots` takes
 * the new ones as the reference). Run it before a change to the layout and after: the report
 * shows each page that moved, side by side with its difference.
 */

const who = [
  { name: 'guest', email: null },
  { name: 'leader-and-seller', email: accounts.leader },
  { name: 'seller', email: accounts.seller },
  { name: 'leader', email: accounts.participant },
] as const;

/** The pages without parameters; a news item is reached through the first one on the news page. */
const pages = Object.entries(routePaths).filter(([, path]) => !path.includes(':'));

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Fonts and pictures in, the carousel and the progress rings at rest.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

for (const person of who) {
  for (const size of [phone, desktop]) {
    test(`${person.name} at ${size.width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(size);
      if (person.email) await logIn(page, person.email);
      const shoot = async (name: string) => {
        await settle(page);
        await expect
          .soft(page)
          .toHaveScreenshot(`${person.name}/${name}-${size.width}.png`, { fullPage: true, maxDiffPixelRatio: 0.01 });
      };
      for (const [name, path] of pages) {
        await page.goto(path);
        await shoot(name);
      }
      await page.goto(routePaths.news);
      const item = page.locator(`a[href^="${routePaths.news}/"]`).first();
      if (await item.count()) {
        await item.click();
        await shoot('NewsShow');
      }
    });
  }
}
