import fs from 'node:fs';
import { accounts, logIn, messageTo, operators, signInAsOperator } from './support';
import { expect, type Page, test } from './test';

/*
 * An edition's money from end to end: the programme office funds a company's pool,
 * the leader shares it with a seller, the seller orders a top-up of the card, the office sends
 * the order to the card issuer and completes it, and the seller is told by e-mail and sees it.
 * It runs after sharing.changes.spec.ts (the files run in name order), which expects the pool as
 * seeded; the points it adds stay with the demo company and its seller.
 */

const GRANT = 700;
const SHARE = 300;
const TOP_UP = 200;

/** A figure of the pool as the leader's sharing section shows it, in points. */
async function poolOnProfile(page: Page): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Rozdzielanie punktów' })
    .getByTestId('company-balance')
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

test('the office funds a pool, the leader shares it, the seller tops up the card and hears it was done', async ({
  page,
  newContext,
}) => {
  // Four roles in three browsers, each signing in: longer than a one-person journey (it ran to
  // 30 s on a loaded machine).
  test.setTimeout(120_000);
  const open = async () => (await newContext()).newPage();

  // The leader's pool before the grant.
  const leader = await open();
  await logIn(leader, accounts.leader);
  await leader.goto('/moj-profil');
  const poolBefore = await poolOnProfile(leader);

  // 1. The office funds the pool of the demo company.
  await signInAsOperator(page, operators.operator);
  await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Punkty' }).click();
  await expect(page.getByLabel('Rodzaj operacji')).toHaveValue('pool');
  await page.getByLabel(/^Firma \(SAP\)/).fill('1000001');
  await page.getByLabel(/^Liczba punktów/).fill(String(GRANT));
  await page.getByLabel(/^Powód/).fill('Premia grudniowa dla sprzedawców');
  await page.getByRole('button', { name: 'Zasil pulę' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saldo po operacji:' })).toContainText(
    `Zaksięgowano (1000001). Saldo po operacji: ${(poolBefore + GRANT).toLocaleString('pl-PL')} pkt.`,
  );

  // 2. The leader sees the grant and shares part of it with the seller.
  await leader.reload();
  const sharing = leader.getByRole('region', { name: 'Rozdzielanie punktów' });
  await expect(sharing.getByTestId('company-balance')).toHaveText(`${poolBefore + GRANT} pkt`);
  const seller = sharing.locator('tr', { hasText: accounts.seller });
  await seller.getByLabel('Punkty do przekazania: Piotr Nowak').fill(String(SHARE));
  await seller.getByRole('button', { name: 'Wyślij' }).click();
  await leader
    .getByRole('dialog', { name: 'Przekazanie punktów' })
    .getByRole('button', { name: 'Tak, wyślij' })
    .click();
  await expect(leader.getByText('Punkty przyznane pomyślnie')).toBeVisible();
  await expect(sharing.getByTestId('company-balance')).toHaveText(`${poolBefore + GRANT - SHARE} pkt`);

  // 3. The seller orders a top-up of the confirmed card.
  const sellerPage = await open();
  await logIn(sellerPage, accounts.seller);
  await sellerPage.goto('/moj-profil');
  const order = sellerPage.getByRole('region', { name: 'Zamów zasilenie karty' });
  await order.getByLabel(/Wartość zasilenia/).fill(String(TOP_UP));
  await order.getByRole('button', { name: 'Dalej' }).click();
  await order.getByRole('radio').first().check();
  await order.getByRole('button', { name: 'Zamów' }).click();
  await expect(sellerPage.getByText('Gratulujemy! Twoje zamówienie zostało przyjęte do realizacji.')).toBeVisible();

  // 4. The office finds it among the new orders, sends the card issuer its file, and completes it.
  await page
    .getByRole('navigation', { name: 'Sekcje panelu' })
    .getByRole('link', { name: 'Zamówienia', exact: true })
    .click();
  const tabs = page.getByRole('group', { name: 'Status zamówień' });
  await tabs.getByRole('button', { name: 'Nowe', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(accounts.seller);
  await expect(page).toHaveURL(/search=sprzedawca%40demo\.pl/);
  const table = page.getByRole('table', { name: 'Zamówienia zasileń kart' });
  const row = table.getByRole('row').filter({ hasText: `${TOP_UP} pkt` });
  await expect(row).toHaveCount(1);
  const checkbox = row.getByRole('checkbox');
  const orderId = Number(/(\d+)$/.exec((await checkbox.getAttribute('aria-label')) ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);
  await checkbox.check();
  const batch = page.getByRole('region', { name: 'Działania na zaznaczonych' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    batch.getByRole('button', { name: 'Eksportuj zaznaczone (CSV)' }).click(),
  ]);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${orderId};\\d{10};[^;]+;[^;]+;${TOP_UP};`));
  await batch.getByRole('button', { name: 'Oznacz jako przekazane' }).click();
  await expect(page.getByText(`Zamówienie ${orderId}: Przekazane do wydawcy karty.`)).toBeVisible();
  await tabs.getByRole('button', { name: 'Przekazane', exact: true }).click();
  await page.getByRole('button', { name: `Oznacz zamówienie ${orderId} jako zrealizowane` }).click();
  await expect(page.getByText(`Zamówienie ${orderId}: Zrealizowane.`)).toBeVisible();

  // 5. The seller is told by e-mail, and the order shows as done.
  const mail = await messageTo(
    sellerPage.request,
    accounts.seller,
    (message) => message.channel === 'email' && message.subject === 'Zamówienie zasilenia karty zrealizowane',
  );
  expect(mail.body).toContain(`na ${TOP_UP} pkt zostało zrealizowane: karta została zasilona.`);
  // sprzedawca@demo.pl has a phone: a text message too.
  await messageTo(
    sellerPage.request,
    '500100201',
    (message) => message.channel === 'sms' && message.body.includes('zrealizowane'),
  );
  await sellerPage.reload();
  const orders = sellerPage.getByRole('region', { name: 'Moje zamówienia' });
  await expect(orders.getByRole('row').nth(1)).toContainText(`${TOP_UP} pkt`);
  await expect(orders.getByRole('row').nth(1)).toContainText('Zrealizowane – karta zasilona');

  // And every act of the office is in the audit trail.
  await page.goto(`/admin/audyt?operator=${encodeURIComponent(operators.operator)}`);
  for (const action of ['points.adjust', 'order.export', 'order.status']) {
    await expect(page.getByRole('table').getByText(action, { exact: true }).first()).toBeVisible();
  }
});
