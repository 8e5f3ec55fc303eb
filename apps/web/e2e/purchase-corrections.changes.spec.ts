import type { BrowserContext, Page } from '@playwright/test';
import { accounts, callApi, logIn, messageTo, operators, signInAsOperator } from './support';
import { expect, type Locator, test } from './test';

/*
 * A correction creating a debt (docs/product/point-lots.md "Corrections and debt"): karta@demo.pl
 * reaches threshold 2 of Okno PVC Komfort 70 (600 points) and spends it on a top-up, then the
 * manufacturer's correction takes 3 of those pieces back. The threshold is reversed: what is left
 * of its lot is taken, what was spent becomes the seller's debt. This file has a server of its own
 * (e2e/servers.ts): it changes the settings (pending_days 0) and the seller's balance for good.
 *
 * As seeded karta@demo.pl has 600 points (credited 20 and 8 days ago) and 14 pieces of Komfort 70
 * at 1000001; threshold 2 needs 30. The top-up of 1000 takes the 600 older points first (they
 * expire sooner), then 400 of the threshold's lot: the correction takes its 200 left and leaves a
 * debt of 400.
 */

const HEADER = 'id;sap;seller;product;quantity;sss_quantity;value;purchased_at';
const CORRECTION_HEADER = `corrects;${HEADER}`;
const csv = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
const purchases = csv('zakupy-prog-e2e.csv', [
  HEADER,
  'E2E-K/1;1000001;karta@demo.pl;okno-pvc-komfort-70;10;0;11000;2025-08-30',
  'E2E-K/2;1000001;karta@demo.pl;okno-pvc-komfort-70;6;0;6600;2025-08-31',
]);
// The return of 3 pieces of the first line: 27 pieces, threshold 2 no longer reached.
const correction = csv('korekta-e2e.csv', [CORRECTION_HEADER, 'E2E-K/1;E2E-K/3;;;;-3;0;-3300;2025-09-02']);

const CARD = '1234567890';
const DEBT_TEXT =
  'Producent skorygował zakupy, za które punkty zostały już wykorzystane. Spłacimy je automatycznie z Twoich kolejnych punktów – nie musisz nic robić.';

async function call(context: BrowserContext, method: 'GET' | 'POST' | 'PUT', url: string, data?: object) {
  const response = await callApi(context, method, url, data);
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** One figure of the import's figures: the value beside its label. */
const importFigure = (where: Locator, label: string) =>
  where
    .locator('div')
    .filter({ has: where.page().locator('dt', { hasText: label }) })
    .getByRole('definition');

/** One figure of "Moje punkty": the value under its label. */
const pointsFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Moje punkty' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();

/** Uploads a file on /admin/importy, checks the preview with `preview`, imports it; answers the result's region. */
async function importFile(page: Page, file: ReturnType<typeof csv>, preview: (figures: Locator) => Promise<void>) {
  await page.getByLabel('Plik zakupów (CSV lub XLSX, najwyżej 20 MB)').setInputFiles(file);
  await page.getByRole('button', { name: 'Sprawdź plik' }).click();
  const previewed = page.getByRole('heading', { name: 'Podgląd importu' }).locator('..');
  await expect(previewed).toBeVisible();
  await preview(previewed);
  await page.getByRole('button', { name: 'Importuj', exact: true }).click();
  await expect(page.getByText('Import zakończony')).toBeVisible();
  return page.getByText('Import zakończony').locator('../..');
}

test('a correction takes back a threshold the seller had spent: the import counts it and the seller sees the debt', async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);

  // 1. The admin lets purchase points be available at once (the demo waits 14 days).
  await signInAsOperator(page, operators.admin);
  await page.context().request.get('/sanctum/csrf-cookie');
  const { settings } = (await call(page.context(), 'PUT', '/api/admin/settings', { pending_days: 0 })) as {
    settings: { pending_days: number };
  };
  expect(settings.pending_days).toBe(0);

  // 2. The purchases that reach threshold 2: 600 points, available at once.
  await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Importy' }).click();
  await expect(page).toHaveURL('/admin/importy');
  await importFile(page, purchases, async (figures) => {
    await expect(importFigure(figures, 'Punkty do przyznania')).toHaveText('600');
    await expect(figures.getByText('Cofnięte progi')).toHaveCount(0);
  });
  await expect(
    page.getByText('Zapisano nowych pozycji: 2, pominięto zapisanych wcześniej: 0. Przyznano punktów: 600.'),
  ).toBeVisible();

  // 3. The seller spends them: a top-up of 1000 of the 1200 points.
  const seller = await (await newContext()).newPage();
  await logIn(seller, accounts.cardSeller);
  const { card } = (await call(seller.context(), 'GET', '/api/card-show')) as { card: { id: number } };
  await call(seller.context(), 'POST', `/api/card/${card.id}/confirm`, { number: CARD });
  const { question } = (await call(seller.context(), 'GET', '/api/orders')) as {
    question: { answers: { id: number }[] };
  };
  await call(seller.context(), 'POST', '/api/orders', { value: 1000, userAnswer: question.answers[0]?.id });
  await seller.goto('/moj-profil#punkty');
  await expect(pointsFigure(seller, 'Dostępne punkty')).toHaveText('200 pkt');
  await expect(seller.getByText('Zadłużenie punktowe')).toHaveCount(0);

  // 4. The manufacturer's correction: the preview and the import say what it takes back.
  await page.getByRole('button', { name: 'Importuj kolejny plik' }).click();
  const result = await importFile(page, correction, async (figures) => {
    await expect(importFigure(figures, 'Linie korekty')).toHaveText('1');
    await expect(importFigure(figures, 'Cofnięte progi')).toHaveText('1');
    await expect(importFigure(figures, 'Nowe zadłużenie punktowe')).toHaveText('400');
  });
  await expect(importFigure(result, 'Linie korekty')).toHaveText('1');
  await expect(importFigure(result, 'Cofnięte progi')).toHaveText('1');
  await expect(importFigure(result, 'Punkty cofniętych progów')).toHaveText('600');
  await expect(importFigure(result, 'Nowe zadłużenie punktowe')).toHaveText('400');
  await expect(page.getByRole('row').filter({ hasText: 'korekta-e2e.csv' })).toContainText('admin@demo.pl');

  const mail = await messageTo(seller.context().request, accounts.cardSeller, (message) =>
    (message.subject ?? '').startsWith('Korekta punktów'),
  );
  expect(mail.body).toContain('Zadłużenie punktowe: 400 pkt – spłacimy je automatycznie z Twoich kolejnych punktów.');

  // 5. The seller sees the debt and why, on the profile and on the results (the profile is still
  // open from step 3: a reload, as the address is the same).
  await seller.reload();
  await expect(pointsFigure(seller, 'Dostępne punkty')).toHaveText('0 pkt');
  await expect(pointsFigure(seller, 'Zadłużenie punktowe')).toHaveText('400 pkt');
  await expect(seller.getByRole('region', { name: 'Moje punkty' }).getByText(DEBT_TEXT)).toBeVisible();
  await seller.goto('/moje-wyniki');
  await expect(seller.getByText('Zadłużenie punktowe: 400 pkt')).toBeVisible();
});
