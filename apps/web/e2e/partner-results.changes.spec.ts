import type { BrowserContext } from '@playwright/test';
import {
  accounts,
  callApi,
  DEMO_PASSWORD,
  desktop,
  logIn,
  messageTo,
  operators,
  phone,
  signInAsOperator,
} from './support';
import { expect, expectAccessible, test } from './test';

// lider@demo.pl orders the demo catalogue's cheapest prize; the operator loads the fulfilment
// partner's file shipping its line, and the leader sees "Wysłana" with the carrier on
// /moje-zamowienia. A second file returns the line, so the leader's balance ends as it began and
// the journeys after this one find it unchanged.
const HEADER = 'order_id;line;status;carrier;tracking_number;shipped_at';
const statusesFile = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\n')),
});

async function leaderCall(context: BrowserContext, method: 'GET' | 'POST' | 'PUT', url: string, data?: object) {
  const response = await callApi(context, method, url, data, { 'idempotency-key': `e2e-partner-${Date.now()}` });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const balanceOf = async (context: BrowserContext) =>
  ((await leaderCall(context, 'GET', '/api/cart')) as { cart: { balance: number } }).cart.balance;

test('an operator loads the partner’s file shipping a prize order’s line and the participant sees it on its way', async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);
  const leader = await newContext();
  await leader.request.get('/sanctum/csrf-cookie');
  await leaderCall(leader, 'POST', '/api/login', { email: accounts.leader, password: DEMO_PASSWORD });

  // 1. The leader orders the cheapest demo prize.
  const { items } = (await leaderCall(leader, 'GET', '/api/prizes?sort=points_asc')) as {
    items: { data: { id: number; name: string; points: number }[] };
  };
  const prize = items.data[0]!;
  const before = await balanceOf(leader);
  await leaderCall(leader, 'PUT', `/api/cart/lines/${prize.id}`, { quantity: 1 });
  const { order } = (await leaderCall(leader, 'POST', '/api/prize-orders', {
    address: { street: 'Długa', building: '5', local: '2', post_code: '00-238', city: 'Warszawa' },
  })) as { order: { number: string } };
  expect(await balanceOf(leader)).toBe(before - prize.points);

  // 2. The operator checks the partner's file: the shipped line and a problem, nothing stored yet.
  await signInAsOperator(page, operators.operator);
  await page.goto('/admin/zamowienia-nagrod');
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienia nagród' })).toBeVisible();
  const wizard = page.getByRole('region', { name: 'Wczytaj statusy dostawcy' });
  await wizard
    .getByLabel('Plik statusów (CSV lub XLSX, najwyżej 5 MB)')
    .setInputFiles(
      statusesFile('statusy-e2e.csv', [
        `${order.number};1;shipped;InPost;E2E-TRACK-001;2026-01-02 10:15`,
        `${order.number};2;delivered;;;`,
      ]),
    );
  await wizard.getByRole('button', { name: 'Sprawdź plik' }).click();
  await expect(wizard.getByRole('heading', { name: 'Podgląd pliku' })).toBeVisible();
  await expect(wizard.locator('div', { hasText: /^Wysłane/ }).getByRole('definition')).toHaveText('1');
  const problems = wizard.getByRole('table', { name: 'Problemy w pliku' });
  await expect(problems.getByRole('row').nth(1)).toContainText(`Zamówienie ${order.number} nie ma pozycji 2.`);
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expectAccessible(page, '/admin/zamowienia-nagrod with a statuses file checked');

  // 3. Applied: the order is on its way, with the carrier on its line; the file is in the history.
  await wizard.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(wizard.getByText('Statusy dostawcy zostały zapisane.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Wczytane pliki statusów dostawcy' });
  await expect(history.getByRole('row').filter({ hasText: 'statusy-e2e.csv' })).toContainText(operators.operator);

  const table = page.getByRole('table', { name: 'Zamówienia nagród z katalogu' });
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(order.number);
  const row = table.getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText('Wysłane');
  await row.getByRole('button', { name: `Szczegóły zamówienia ${order.number}` }).click();
  const detail = page.getByRole('dialog', { name: 'Zamówienie nagród' });
  const lines = detail.getByRole('table', { name: 'Nagrody' });
  await expect(lines).toContainText('Wysłana');
  await expect(lines).toContainText('Przewoźnik: InPost, numer przesyłki: E2E-TRACK-001');
  await expectAccessible(page, "a prize order's detail with its line's shipment");
  await detail.getByRole('button', { name: 'Zamknij' }).click();
  const mail = await messageTo(page.request, accounts.leader, (item) =>
    Boolean(item.subject?.includes(`${order.number} wysłane`)),
  );
  expect(mail.body).toContain(`${prize.name} ×1 – Przewoźnik: InPost, numer przesyłki: E2E-TRACK-001`);

  // 4. The leader sees the line on its way, on a phone and on a desktop.
  const own = await leader.newPage();
  await logIn(own, accounts.leader);
  for (const viewport of [phone, desktop]) {
    await own.setViewportSize(viewport);
    await own.goto('/moje-zamowienia');
    const mine = own.getByRole('table', { name: 'Moje zamówienia' }).getByRole('row').filter({ hasText: order.number });
    await expect(mine).toContainText('Wysłane');
    await expect(mine).toContainText('Wysłana');
    await expect(mine).toContainText('Przewoźnik: InPost, numer przesyłki: E2E-TRACK-001');
    expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectAccessible(own, `/moje-zamowienia at ${viewport.width} px`);
  }

  // 5. The partner returns the line: the points come back and the order, every line returned, is cancelled.
  await page.getByRole('button', { name: 'Wczytaj kolejny plik' }).click();
  await wizard
    .getByLabel('Plik statusów (CSV lub XLSX, najwyżej 5 MB)')
    .setInputFiles(statusesFile('zwroty-e2e.csv', [`${order.number};1;returned;;;`]));
  await wizard.getByRole('button', { name: 'Sprawdź plik' }).click();
  await expect(wizard.locator('div', { hasText: /^Punkty do zwrotu/ }).getByRole('definition')).toHaveText(
    String(prize.points),
  );
  await wizard.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(wizard.getByText('Statusy dostawcy zostały zapisane.')).toBeVisible();
  expect(await balanceOf(leader)).toBe(before);
  await own.reload();
  const returned = own
    .getByRole('table', { name: 'Moje zamówienia' })
    .getByRole('row')
    .filter({ hasText: order.number });
  await expect(returned).toContainText('Zwrócona – punkty wróciły na konto');
  await expect(returned).toContainText('Anulowane');
});
