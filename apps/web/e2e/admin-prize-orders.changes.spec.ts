import fs from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { accounts, callApi, DEMO_PASSWORD, operators, signInAsOperator, tinyPng } from './support';
import { expect, test } from './test';

// The operator adds a prize of 7 points; lider@demo.pl orders it twice: one order goes on to
// "W realizacji" (7 points spent for good), the other is cancelled (7 points back). Balances are
// compared before and after, never asserted as fixed figures, so later journeys are unaffected.
const PRIZE = { index: 'E2E-KUBEK-01', name: 'Kubek testowy z logo', points: 7 };

/** A call of the participants' API in the leader's own context, with the CSRF token the portal sends. */
async function leaderCall(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: object,
  headers: Record<string, string> = {},
) {
  const response = await callApi(context, method, url, data, headers);
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const balanceOf = async (context: BrowserContext) =>
  ((await leaderCall(context, 'GET', '/api/cart')) as { cart: { balance: number } }).cart.balance;

/** The leader puts the prize in the cart and orders it to an address; answers the order's number. */
async function orderPrize(context: BrowserContext, prizeId: number, key: string): Promise<string> {
  await leaderCall(context, 'PUT', `/api/cart/lines/${prizeId}`, { quantity: 1 });
  const { order } = (await leaderCall(
    context,
    'POST',
    '/api/prize-orders',
    { address: { street: 'Długa', building: '5', local: '2', post_code: '00-238', city: 'Warszawa' } },
    { 'idempotency-key': key },
  )) as { order: { number: string } };
  return order.number;
}

test('an operator adds a prize with a picture, moves an order of it on, exports it and cancels another with a refund', async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);
  const leader = await newContext();
  await leader.request.get('/sanctum/csrf-cookie');
  await leaderCall(leader, 'POST', '/api/login', { email: accounts.leader, password: DEMO_PASSWORD });

  // 1. The prize: a refused save names the field, a good one opens the picture's upload.
  await signInAsOperator(page, operators.operator);
  const sections = page.getByRole('navigation', { name: 'Sekcje panelu' });
  await sections.getByRole('link', { name: 'Nagrody', exact: true }).click();
  await expect(page).toHaveURL('/admin/nagrody');
  await expect(page.getByRole('heading', { level: 1, name: 'Nagrody' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Nagrody w katalogu' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj nagrodę' }).click();
  const form = page.getByRole('dialog', { name: 'Nowa nagroda' });
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form.getByText('Podaj indeks nagrody.')).toBeVisible();
  await form.getByLabel(/^Indeks/).fill(PRIZE.index);
  await form.getByLabel(/^Nazwa/).fill(PRIZE.name);
  await form.getByLabel(/^Kategoria/).selectOption({ index: 1 });
  await form.getByLabel(/^Punkty/).fill(String(PRIZE.points));
  await form.getByLabel(/^Opis/).fill('Kubek ceramiczny 300 ml.');
  const [created] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/prizes') && response.request().method() === 'POST',
    ),
    form.getByRole('button', { name: 'Zapisz' }).click(),
  ]);
  const prizeId = ((await created.json()) as { prize: { id: number } }).prize.id;
  await expect(page.getByText('Nagroda została dodana. Możesz dodać jej zdjęcie.')).toBeVisible();

  const edit = page.getByRole('dialog', { name: `Nagroda: ${PRIZE.name}` });
  await expect(edit.getByText('Ta nagroda nie ma jeszcze zdjęcia.')).toBeVisible();
  await edit
    .getByLabel('Wybierz zdjęcie')
    .setInputFiles({ name: 'kubek.png', mimeType: 'image/png', buffer: tinyPng(4, 4) });
  await expect(page.getByText('Zdjęcie zostało zapisane.')).toBeVisible();
  await expect(edit.getByRole('img', { name: `Zdjęcie: ${PRIZE.name}` })).toBeVisible();
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(PRIZE.index);
  // The search goes into the address after a pause in typing; wait for it before leaving the list.
  await expect(page).toHaveURL(/\/admin\/nagrody\?search=E2E-KUBEK-01/);
  const prizes = page.getByRole('table', { name: 'Nagrody w katalogu' });
  const prizeRow = prizes.getByRole('row').filter({ hasText: PRIZE.index });
  await expect(prizeRow).toContainText(PRIZE.name);
  await expect(prizeRow).toContainText('7 pkt');
  await expect(prizeRow).toContainText('Dostępna');
  await expect(prizeRow.getByRole('img', { name: `Zdjęcie: ${PRIZE.name}` })).toBeVisible();

  // 2. The leader orders it twice.
  const before = await balanceOf(leader);
  const kept = await orderPrize(leader, prizeId, `e2e-prize-order-1-${Date.now()}`);
  const cancelled = await orderPrize(leader, prizeId, `e2e-prize-order-2-${Date.now()}`);
  expect(await balanceOf(leader)).toBe(before - 2 * PRIZE.points);

  // 3. The first goes on to "W realizacji", then into the partner's file.
  await sections.getByRole('link', { name: 'Zamówienia nagród' }).click();
  await expect(page).toHaveURL('/admin/zamowienia-nagrod');
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienia nagród' })).toBeVisible();
  const tabs = page.getByRole('group', { name: 'Status zamówień nagród' });
  const table = page.getByRole('table', { name: 'Zamówienia nagród z katalogu' });
  const rowOf = (number: string) => table.getByRole('row').filter({ hasText: number });
  await tabs.getByRole('button', { name: 'Oczekujące', exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(accounts.leader);
  await expect(page).toHaveURL(/search=lider%40demo\.pl/);
  await expect(rowOf(kept)).toContainText('Oczekujące');
  await expect(rowOf(cancelled)).toContainText('Oczekujące');

  await rowOf(kept)
    .getByRole('button', { name: `Oznacz zamówienie ${kept} jako w realizacji` })
    .click();
  await expect(page.getByText(`Zamówienie ${kept}: w realizacji.`)).toBeVisible();
  await expect(rowOf(kept)).toHaveCount(0);
  await tabs.getByRole('button', { name: 'W realizacji', exact: true }).click();
  await expect(rowOf(kept)).toContainText('W realizacji');
  await expect(rowOf(kept)).toContainText(operators.operator);

  await rowOf(kept).getByRole('checkbox').check();
  const batch = page.getByRole('region', { name: 'Działania na zaznaczonych' });
  await expect(batch).toContainText('Zaznaczono 1 zamówienie');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    batch.getByRole('button', { name: 'Eksportuj zaznaczone (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = fs.readFileSync(await download.path(), 'utf8');
  expect(file).toContain(kept);
  expect(file).toContain(PRIZE.index);
  expect(file).not.toContain(cancelled);
  await expect(page.getByText('Plik został pobrany.')).toBeVisible();
  await expect(rowOf(kept)).toContainText('Wyeksportowane');

  // 4. The second is cancelled from its details: the reason is required, the points go back.
  await tabs.getByRole('button', { name: 'Oczekujące', exact: true }).click();
  await rowOf(cancelled)
    .getByRole('button', { name: `Szczegóły zamówienia ${cancelled}` })
    .click();
  const detail = page.getByRole('dialog', { name: 'Zamówienie nagród' });
  await expect(detail).toContainText(PRIZE.name);
  await expect(detail).toContainText('00-238 Warszawa');
  await expect(detail).toContainText(accounts.leader);
  await detail.getByRole('button', { name: 'Anuluj zamówienie' }).click();
  const dialog = page.getByRole('dialog', { name: `Anuluj zamówienie ${cancelled}` });
  await dialog.getByRole('button', { name: 'Anuluj i zwróć punkty' }).click();
  await expect(dialog.getByText('Podaj powód anulowania zamówienia.')).toBeVisible();
  await dialog.getByLabel(/Powód anulowania/).fill('Nagroda niedostępna u dostawcy');
  await dialog.getByRole('button', { name: 'Anuluj i zwróć punkty' }).click();
  await expect(page.getByText(`Zamówienie ${cancelled} anulowane, punkty zwrócone.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await tabs.getByRole('button', { name: 'Anulowane', exact: true }).click();
  await expect(rowOf(cancelled)).toContainText('Powód: Nagroda niedostępna u dostawcy');

  expect(await balanceOf(leader)).toBe(before - PRIZE.points);
});

test('a viewer reads the prizes and the catalogue orders without actions, choices or exports', async ({ page }) => {
  await signInAsOperator(page, operators.viewer);
  await page.goto(`/admin/nagrody?search=${PRIZE.index}`);
  await expect(page.getByRole('table', { name: 'Nagrody w katalogu' })).toContainText(PRIZE.name);
  await expect(page.getByRole('button', { name: 'Dodaj nagrodę' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dodaj kategorię' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Działania' })).toHaveCount(0);

  await page.goto('/admin/zamowienia-nagrod?status=cancelled');
  const table = page.getByRole('table', { name: 'Zamówienia nagród z katalogu' });
  await expect(table.getByRole('row').filter({ hasText: accounts.leader }).first()).toContainText('Anulowane');
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eksportuj/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Działania' })).toHaveCount(0);
});
