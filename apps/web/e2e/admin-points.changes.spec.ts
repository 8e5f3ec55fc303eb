import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './test';
import { accounts, operators, signInAsOperator } from './support';

/*
 * The sharing journey expects the pool of company 1000001 as seeded, and other journeys the
 * participants' balances: what this one posts it takes back, on company 1000002 and on a leader
 * who does not sell.
 */

/**
 * Imports a purchase line of the leader (a seller too, whose balance no journey asserts) that
 * reaches a threshold, and answers the number of the waiting lot it made. Each run's line has an
 * id of its own and adds 13 pieces, so that a run again after a failure reaches the next threshold.
 */
async function waitingLotOfImport(page: Page): Promise<string> {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
  const file = [
    'id;sap;seller;product;quantity;sss_quantity;value;purchased_at',
    `E2E-LOT/${Date.now()};1000001;${accounts.leader};zestaw-cieply-montaz;13;0;4420;${today}`,
  ].join('\n');
  await page.request.get('/sanctum/csrf-cookie');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const imported = await page.request.post('/api/admin/purchase-imports', {
    headers: { 'x-xsrf-token': decodeURIComponent(token), accept: 'application/json' },
    multipart: { dry_run: 'false', file: { name: 'partia-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(file) } },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const lots = await page.request.get(
    `/api/admin/points/lots?state=pending&source_type=purchase_threshold&search=${encodeURIComponent(accounts.leader)}`,
  );
  const [lot] = ((await lots.json()) as { items: { data: { id: number; explanation: string }[] } }).items.data;
  expect(lot?.explanation).toMatch(/^Próg \d produktu Zestaw Ciepły Montaż/);
  return String(lot!.id);
}

test.describe('the back office’s points and cards', () => {
  test('an operator funds a pool and adjusts a person, seeing each in the postings', async ({ page }) => {
    await signInAsOperator(page, operators.operator);
    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Punkty' }).click();
    await expect(page).toHaveURL('/admin/punkty');
    await expect(page.getByRole('heading', { level: 1, name: 'Punkty' })).toBeVisible();

    // Funding a pool: the form opens on it.
    await expect(page.getByLabel('Rodzaj operacji')).toHaveValue('pool');
    await page.getByLabel(/^Firma \(SAP\)/).fill('1000002');
    await page.getByLabel(/^Liczba punktów/).fill('1500');
    await page.getByLabel(/^Powód/).fill('Zasilenie na grudzień (test)');
    await page.getByRole('button', { name: 'Zasil pulę' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saldo po operacji:' })).toContainText('(1000002)');
    const postings = page.getByRole('table', { name: 'Ostatnie operacje operatorów' });
    await expect(postings.getByText('Zasilenie puli: Zasilenie na grudzień (test)')).toBeVisible();

    // An operator's limit is 10,000 points either way; the server says so.
    await page.getByLabel('Rodzaj operacji').selectOption('company');
    await page.getByLabel(/^Firma \(SAP\)/).fill('1000002');
    await page.getByLabel(/^Liczba punktów/).fill('-10001');
    await page.getByLabel(/^Powód/).fill('Za duża korekta');
    await page.getByRole('button', { name: 'Zapisz korektę' }).click();
    await expect(page.getByText(/najwyżej 10\s000 punktów/).first()).toBeVisible();
    // The grant is taken back: the pool is as seeded again.
    await page.getByLabel(/^Liczba punktów/).fill('-1500');
    await page.getByLabel(/^Powód/).fill('Cofnięcie zasilenia (test)');
    await page.getByRole('button', { name: 'Zapisz korektę' }).click();
    await expect(postings.getByText('Korekta puli: Cofnięcie zasilenia (test)')).toBeVisible();

    // A person, chosen by searching: below zero is refused under the points field.
    await page.getByLabel('Rodzaj operacji').selectOption('user');
    await page.getByRole('searchbox', { name: 'Uczestnik' }).fill('uczestnik@demo');
    await page.getByRole('button', { name: /^Wybierz: .*uczestnik@demo\.pl/ }).click();
    await page.getByLabel(/^Liczba punktów/).fill('-9999');
    await page.getByLabel(/^Powód/).fill('Za dużo');
    await page.getByRole('button', { name: 'Zapisz korektę' }).click();
    await expect(page.getByText('Saldo nie może spaść poniżej zera.').first()).toBeVisible();
    await page.getByLabel(/^Liczba punktów/).fill('25');
    await page.getByLabel(/^Powód/).fill('Reklamacja (test)');
    await page.getByRole('button', { name: 'Zapisz korektę' }).click();
    await expect(postings.getByText('Korekta: Reklamacja (test)')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Uczestnik' }).fill('uczestnik@demo');
    await page.getByRole('button', { name: /^Wybierz: .*uczestnik@demo\.pl/ }).click();
    await page.getByLabel(/^Liczba punktów/).fill('-25');
    await page.getByLabel(/^Powód/).fill('Cofnięcie reklamacji (test)');
    await page.getByRole('button', { name: 'Zapisz korektę' }).click();
    await expect(postings.getByText('Korekta: Cofnięcie reklamacji (test)')).toBeVisible();

    // The list's filters narrow it on the server.
    await page.getByLabel('Operacja', { exact: true }).selectOption('pool_grant');
    await expect(postings.getByText('Korekta: Reklamacja (test)')).toHaveCount(0);
    await expect(postings.getByText('Zasilenie puli: Zasilenie na grudzień (test)')).toBeVisible();
  });

  test('an operator holds a lot of its own making, follows it on its page and in the leader’s ledger, and cancels it', async ({
    page,
  }) => {
    await signInAsOperator(page, operators.operator);
    // The journey's own waiting lot: 13 pieces of Zestaw Ciepły Montaż reach the leader's threshold
    // 1 (10 pieces); its points wait 14 days. Holding the demo's pending lot would leave it held for
    // the journeys after this one; this lot ends cancelled, and every figure is as it was.
    const lot = await waitingLotOfImport(page);

    await page.goto('/admin/punkty');
    const sections = page.getByRole('navigation', { name: 'Części ekranu punktów' });
    await sections.getByRole('link', { name: 'Partie punktów' }).click();
    await expect(page).toHaveURL('/admin/punkty?tab=partie');
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill(accounts.leader);
    await page.getByLabel('Stan', { exact: true }).selectOption('pending');
    const lots = page.getByRole('table', { name: 'Partie punktów' });
    // A row's text runs its cells together: the lot's number is matched as a cell of its own.
    const row = lots.getByRole('row').filter({ has: page.getByRole('cell', { name: lot, exact: true }) });
    await expect(row).toContainText('Oczekujące');
    await expect(row).toContainText(/Próg \d produktu Zestaw Ciepły Montaż/);

    await row.getByRole('button', { name: `Wstrzymaj partię ${lot}` }).click();
    const dialog = page.getByRole('dialog', { name: `Wstrzymaj partię ${lot}` });
    await dialog.getByLabel(/^Powód/).fill('Sprawdzamy fakturę (test)');
    await dialog.getByRole('button', { name: 'Wstrzymaj' }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Stan', { exact: true }).selectOption('held');
    await expect(row).toContainText('Wstrzymane');
    // A held lot may be released or cancelled, not held again.
    await expect(row.getByRole('button', { name: `Wstrzymaj partię ${lot}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Udostępnij teraz partię ${lot}` })).toBeVisible();

    // The lot's page: its fields and its story, where it is cancelled.
    await row.getByRole('link', { name: lot, exact: true }).click();
    await expect(page).toHaveURL(`/admin/punkty/partie/${lot}`);
    await expect(page.getByRole('heading', { level: 1, name: `Partia punktów ${lot}` })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Partia', exact: true });
    const fact = (label: string) =>
      facts
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(fact('Stan')).toHaveText('Wstrzymane');
    await expect(fact('Źródło')).toHaveText('Próg zakupowy');
    await expect(fact('Właściciel')).toContainText(accounts.leader);
    const story = page.getByRole('table', { name: `Zdarzenia partii ${lot}` });
    await expect(story.getByRole('row').nth(1)).toContainText('Przyznanie');
    const held = story.getByRole('row').nth(2);
    await expect(held).toContainText('Wstrzymanie');
    await expect(held).toContainText('Sprawdzamy fakturę (test)');
    await expect(held).toContainText(operators.operator);

    await page.getByRole('button', { name: `Anuluj partię ${lot}` }).click();
    const cancel = page.getByRole('dialog', { name: `Anuluj partię ${lot}` });
    await cancel.getByLabel(/^Powód/).fill('Faktura nie przyszła (test)');
    await cancel.getByRole('button', { name: 'Anuluj partię' }).click();
    await expect(cancel).toBeHidden();
    await expect(fact('Stan')).toHaveText('Anulowane');
    await expect(fact('Pozostało')).toHaveText('0 pkt');
    await expect(story.getByRole('row').nth(3)).toContainText('Anulowanie');
    // A cancelled lot is done with: nothing more to do to it.
    await expect(page.getByRole('button', { name: new RegExp(`partię ${lot}$`) })).toHaveCount(0);

    // The leader's page: the lot among theirs, and every entry of their ledger, the hold's too.
    await fact('Właściciel').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/uczestnicy\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Kowalska' })).toBeVisible();
    const theirLots = page.getByRole('table', { name: 'Partie punktów' });
    await expect(
      theirLots.getByRole('row').filter({ has: page.getByRole('cell', { name: lot, exact: true }) }),
    ).toContainText('Anulowane');
    const ledger = page.getByRole('region', { name: 'Księga punktów' });
    await ledger.getByLabel('Źródło').selectOption('hold');
    const hold = ledger
      .getByRole('table', { name: 'Księga punktów' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: lot, exact: true }) });
    // Two entries, out of the pending points and into the held ones, each naming the lot.
    await expect(hold).toHaveCount(2);
    await expect(hold.first()).toContainText(operators.operator);
    await expect(hold.first()).toContainText('Sprawdzamy fakturę (test)');
    await expect(hold.first().getByRole('link', { name: lot, exact: true })).toHaveAttribute(
      'href',
      `/admin/punkty/partie/${lot}`,
    );
    // The credit's detail: the purchase line behind the threshold.
    await ledger.getByLabel('Źródło').selectOption('purchase_threshold');
    const credit = ledger
      .getByRole('table', { name: 'Księga punktów' })
      .getByRole('row')
      .filter({ hasText: /Próg \d produktu Zestaw Ciepły Montaż/ })
      .first();
    await credit.getByRole('button', { name: /^Szczegóły wpisu \d+$/ }).click();
    const detail = page.getByRole('dialog', { name: /^Wpis \d+ księgi punktów$/ });
    const purchases = detail.getByRole('table', { name: 'Zakupy, które złożyły się na próg' });
    await expect(purchases.getByRole('row').nth(1)).toContainText('13');
    await expect(detail.getByText('Ten wpis nie brał punktów z partii.')).toBeVisible();
    await expectAccessible(page, 'the detail of a ledger entry');
    await detail.getByRole('button', { name: 'Zamknij' }).click();
    await expect(detail).toBeHidden();

    await page.goto('/admin/punkty?tab=zadania');
    const jobs = page.getByRole('table', { name: 'Zadania punktów' });
    await expect(jobs.getByText('Udostępnianie oczekujących punktów')).toBeVisible();
    await expect(jobs.getByText('Wygasanie punktów')).toBeVisible();
    await expect(jobs.getByText('Przypomnienia o wygasających punktach')).toBeVisible();
    // Running a job now is an admin's.
    await expect(page.getByRole('button', { name: 'Uruchom teraz' })).toHaveCount(0);
  });

  test('an operator assigns a card number to a seller and finds the card, not yet confirmed', async ({ page }) => {
    await signInAsOperator(page, operators.operator);
    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Karty' }).click();
    await expect(page).toHaveURL('/admin/karty');
    await expect(page.getByRole('heading', { level: 1, name: 'Karty' })).toBeVisible();
    // No seller of the demo has asked for a new card yet.
    await expect(page.getByText('Brak pozycji.')).toBeVisible();

    const sections = page.getByRole('navigation', { name: 'Części ekranu kart' });
    await sections.getByRole('link', { name: 'Przypisz kartę' }).click();
    await page.getByRole('searchbox', { name: 'Sprzedawca' }).fill('regulamin@demo');
    await page.getByRole('button', { name: /^Wybierz: .*regulamin@demo\.pl/ }).click();
    await page.getByLabel(/^Numer karty/).fill('1234567890');
    await page.getByRole('button', { name: 'Przypisz kartę' }).click();
    await expect(page.getByText('Karta o tym numerze jest już w systemie.')).toBeVisible();
    await page.getByLabel(/^Numer karty/).fill('7700 1234 56');
    await page.getByRole('button', { name: 'Przypisz kartę' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Karta 7700123456 przypisana' })).toBeVisible();

    await sections.getByRole('link', { name: 'Karty' }).click();
    // The cards' own search: the assign tab's seller search may still be on the page for a moment.
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('7700123456');
    const cards = page.getByRole('table', { name: 'Karty' });
    await expect(cards.getByRole('row')).toHaveCount(2);
    await expect(cards).toContainText('regulamin@demo.pl');
    await expect(cards.getByRole('row').nth(1)).toContainText('Nie');
  });
});
