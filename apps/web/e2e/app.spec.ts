import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, expectAccessible, type Page, test } from './test';
import { chromiumLaunchOptions } from './chromium';
import { accounts, desktop, logIn, pageHeading, paths, phone } from './support';

/**
 * The installable app (docs/decisions/0016-installable-app.md): the manifest, the service worker,
 * the offline page and the prompt for a new version. Lighthouse 12 has no PWA category any more;
 * Chromium's own installability check stands in for it.
 */

// Whatever the other journeys do, these need the worker.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_HEADING = 'Brak połączenia z internetem';

/** Waits until the service worker has installed and took the page over (it claims its clients). */
async function waitForWorker(page: Page): Promise<string> {
  // Polled rather than awaited on controllerchange: the worker claims the page on its own time
  // (it first precaches the whole app), and a poll cannot miss an event fired in between.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

/** A PNG's width and height, read from its header. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the pages link a valid manifest with the programme’s name and icons that load', async ({ page, request }) => {
  await page.goto(paths.login);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');

  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'Partner Plus – program dla sprzedawców okien',
    short_name: 'Partner Plus',
    lang: 'pl',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b2545',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
});

test('the service worker takes the page over and Chromium finds the app installable', async ({ baseURL }) => {
  // A full Chromium on a profile of its own starts, then precaches the whole app before it claims
  // the page: usually 5 s, once more than 30 s on a loaded CI machine.
  test.setTimeout(60_000);
  // Chromium installs no app from an incognito profile, which every Playwright context is; this
  // one runs in a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(paths.login);
    expect(await waitForWorker(page)).toMatch(/\/sw\.js$/);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('a page opened without a connection says so and offers to try again', async ({ page, context }) => {
  await logIn(page, accounts.seller);
  await waitForWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(pageHeading(page)).toHaveText(OFFLINE_HEADING);
  await expect(page).toHaveURL(paths.results);
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `the offline page at ${viewport.width} px`);
  }

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Spróbuj ponownie' }).click();
  await expect(pageHeading(page)).not.toHaveText(OFFLINE_HEADING);
  await expect(page).toHaveURL(paths.results);
});

test('the worker keeps no answer of the API, the session or the documents', async ({ page }) => {
  await logIn(page, accounts.seller);
  await waitForWorker(page);
  // Visit a few pages that call the API and show pictures, so the worker sees their requests.
  await page.goto('/aktualnosci');
  await page.goto(paths.results);
  await expect(pageHeading(page)).toBeVisible();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((url) => /^\/(api|sanctum|dev|regulamin|polityka-prywatnosci)(\/|$)/.test(url))).toEqual([]);
  expect(cached).not.toContain('/index.html');
});

test('a newly deployed version is offered with a button that reloads into it', async ({ page }) => {
  await page.goto(paths.login);
  await waitForWorker(page);

  // A deployment changes sw.js (its list of files); here the built one gets one more line, which
  // the server (reading its public files from disk) sends from the next request on.
  const worker = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/sw.js');
  const deployed = fs.readFileSync(worker);
  expect(fs.existsSync(`${worker}.br`) || fs.existsSync(`${worker}.gz`)).toBe(false);
  try {
    fs.writeFileSync(worker, `${deployed.toString()}\n// a new version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = page.getByRole('status').filter({ hasText: 'Dostępna jest nowa wersja portalu' });
    await expect(notice).toBeVisible();
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await expectAccessible(page, `the new-version prompt at ${viewport.width} px`);
    }
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Odśwież' }).click();
    await reloaded;
    await expect(pageHeading(page)).toHaveText('Zaloguj się');
    await expect(page.getByText('Dostępna jest nowa wersja portalu')).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting)).toBeFalsy();
  } finally {
    fs.writeFileSync(worker, deployed);
  }
});
