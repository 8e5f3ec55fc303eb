import fs from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { accounts, callApi, DEMO_PASSWORD, operators, signInAsOperator } from './support';
import { expect, test } from './test';

// lider@demo.pl's card was confirmed in the previous edition: this journey confirms it again and
// orders two top-ups with it (100 and 50 of the leader's 500 points), so that sprzedawca@demo.pl
// and karta@demo.pl keep the orders and balances the later journeys expect.
const LEADER_CARD = '5580013377';

/** A call of the participants' API in the leader's own context, with the CSRF token the portal sends. */
async function leaderCall(context: BrowserContext, method: 'GET' | 'POST', url: string, data?: object) {
  const response = await callApi(context, method, url, data);
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function leaderOrders(context: BrowserContext, values: number[]) {
  await context.request.get('/sanctum/csrf-cookie');
  await leaderCall(context, 'POST', '/api/login', { email: accounts.leader, password: DEMO_PASSWORD });
  const { card } = (await leaderCall(context, 'GET', '/api/card-show')) as { card: { id: number } };
  await leaderCall(context, 'POST', `/api/card/${card.id}/confirm`, { number: LEADER_CARD });
  for (const value of values) {
    const { question } = (await leaderCall(context, 'GET', '/api/orders')) as {
      question: { answers: { id: number }[] };
    };
    await leaderCall(context, 'POST', '/api/orders', { value, userAnswer: question.answers[0]?.id });
  }
}

test.describe('top-up orders in the back office', () => {
  test('an operator exports a new order as CSV, marks it sent and completed, and rejects another with a reason', async ({
    page,
    newContext,
  }) => {
    const leader = await newContext();
    await leaderOrders(leader, [100, 50]);

    await signInAsOperator(page, operators.operator);
    const ordersLink = page
      .getByRole('navigation', { name: 'Sekcje panelu' })
      .getByRole('link', { name: 'Zamówienia', exact: true });
    // The new orders wait for someone: their count stands beside the section's name.
    await expect(ordersLink).toHaveAccessibleDescription(/^Czeka na obsługę: [1-9]\d*$/);
    await ordersLink.click();
    await expect(page).toHaveURL('/admin/zamowienia');
    await expect(page.getByRole('heading', { level: 1, name: 'Zamówienia zasileń kart' })).toBeVisible();

    const tabs = page.getByRole('group', { name: 'Status zamówień' });
    await tabs.getByRole('button', { name: 'Nowe', exact: true }).click();
    await expect(page).toHaveURL(/status=new/);
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill(accounts.leader);
    await expect(page).toHaveURL(/search=lider%40demo\.pl/);
    const table = page.getByRole('table', { name: 'Zamówienia zasileń kart' });
    const rowOf = (value: number) => table.getByRole('row').filter({ hasText: `${value} pkt` });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(rowOf(100)).toContainText('Nie');

    // Choose the order of 100 and download the card issuer's file of it.
    await rowOf(100).getByRole('checkbox').check();
    const batch = page.getByRole('region', { name: 'Działania na zaznaczonych' });
    await expect(batch).toContainText('Zaznaczono 1 zamówienie');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      batch.getByRole('button', { name: 'Eksportuj zaznaczone (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^zamówienia-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('id;card_number;first_name;last_name;value;created_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${LEADER_CARD};`);
    expect(lines[1]).toContain(';100;');
    await expect(page.getByText('Plik został pobrany.')).toBeVisible();
    await expect(rowOf(100)).toContainText('Wyeksportowane');

    // Mark it sent: it leaves the new orders.
    await batch.getByRole('button', { name: 'Oznacz jako przekazane' }).click();
    await expect(page.getByText(/Zamówienie \d+: Przekazane do wydawcy karty\./)).toBeVisible();
    await expect(rowOf(100)).toHaveCount(0);
    await expect(batch).toBeHidden();

    // Complete it from the sent orders, by its own button.
    await tabs.getByRole('button', { name: 'Przekazane', exact: true }).click();
    await rowOf(100)
      .getByRole('button', { name: /jako zrealizowane$/ })
      .click();
    await expect(page.getByText(/Zamówienie \d+: Zrealizowane\./)).toBeVisible();
    await tabs.getByRole('button', { name: 'Zrealizowane', exact: true }).click();
    await expect(rowOf(100)).toContainText('Zrealizowane');
    await expect(rowOf(100)).toContainText(operators.operator);

    // Reject the order of 50: the reason is required.
    await tabs.getByRole('button', { name: 'Nowe', exact: true }).click();
    await rowOf(50)
      .getByRole('button', { name: /^Odrzuć zamówienie \d+$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Odrzuć zamówienie' });
    await dialog.getByRole('button', { name: 'Odrzuć i zwróć punkty' }).click();
    await expect(dialog.getByText('Podaj powód odrzucenia zamówienia.')).toBeVisible();
    await dialog.getByLabel(/Powód odrzucenia/).fill('Karta do wymiany u wydawcy');
    await dialog.getByRole('button', { name: 'Odrzuć i zwróć punkty' }).click();
    await expect(page.getByText(/Zamówienie \d+: Odrzucone, punkty zwrócone\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    await tabs.getByRole('button', { name: 'Odrzucone', exact: true }).click();
    await expect(rowOf(50)).toContainText('Powód: Karta do wymiany u wydawcy');

    // The points are back on the participant: 500 − 100 completed; the 50 returned.
    await page.goto(`/admin/uczestnicy?search=${encodeURIComponent(accounts.leader)}`);
    await page.getByRole('table').getByRole('link').first().click();
    const history = page.getByRole('region', { name: 'Historia punktów (ostatnie 50)' });
    await expect(history.getByText('Zwrot punktów za odrzucone zamówienie zasilenia karty')).toBeVisible();
    await expect(page.getByText('400 pkt').first()).toBeVisible();
  });

  test('a viewer reads the queue without actions, choices or exports', async ({ page }) => {
    await signInAsOperator(page, operators.viewer);
    await page.goto('/admin/zamowienia?status=completed');
    const table = page.getByRole('table', { name: 'Zamówienia zasileń kart' });
    await expect(table.getByRole('row').filter({ hasText: accounts.leader })).toContainText('Zrealizowane');
    // At 1280 px every address is one line, never broken inside a word ("sprzedawca@de" / "mo.pl").
    await page.goto('/admin/zamowienia');
    const emails = table.getByText(/^[\w.+-]+@demo\.pl$/);
    await expect(emails.first()).toBeVisible();
    for (const email of await emails.all()) {
      const [height, lineHeight] = await email.evaluate((element) => [
        element.getBoundingClientRect().height,
        parseFloat(getComputedStyle(element).lineHeight),
      ]);
      expect(height, (await email.textContent()) ?? '').toBeLessThan(lineHeight * 1.5);
    }
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Eksportuj/ })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Działania' })).toHaveCount(0);
  });
});
