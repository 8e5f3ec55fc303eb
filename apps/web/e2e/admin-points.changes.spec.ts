import { expect, test } from './test';
import { operators, signInAsOperator } from './support';

/*
 * The sharing journey expects the pool of company 1000001 as seeded, and other journeys the
 * participants' balances: what this one posts it takes back, on company 1000002 and on a leader
 * who does not sell.
 */

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

  test('an operator holds a pending lot with a reason, then looks at the jobs', async ({ page }) => {
    await signInAsOperator(page, operators.operator);
    await page.goto('/admin/punkty');
    const sections = page.getByRole('navigation', { name: 'Części ekranu punktów' });
    await sections.getByRole('link', { name: 'Partie punktów' }).click();
    await expect(page).toHaveURL('/admin/punkty?tab=partie');

    // The seller's threshold credit of 200 points waits (docs/product/point-lots.md).
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('sprzedawca@demo.pl');
    await page.getByLabel('Stan', { exact: true }).selectOption('pending');
    const lots = page.getByRole('table', { name: 'Partie punktów' });
    // A row's text runs its cells together: the amount is matched as a cell of its own.
    const lot = lots
      .getByRole('row')
      .filter({ hasText: 'sprzedawca@demo.pl' })
      .filter({ has: page.getByRole('cell', { name: '200', exact: true }) })
      .first();
    await expect(lot).toContainText('Oczekujące');
    const id = (await lot.getByRole('cell').first().innerText()).trim();

    await lot.getByRole('button', { name: `Wstrzymaj partię ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Wstrzymaj partię ${id}` });
    await dialog.getByLabel(/^Powód/).fill('Sprawdzamy fakturę (test)');
    await dialog.getByRole('button', { name: 'Wstrzymaj' }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Stan', { exact: true }).selectOption('held');
    const held = lots.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
    await expect(held).toContainText('Wstrzymane');
    // A held lot may be released or cancelled, not held again.
    await expect(held.getByRole('button', { name: `Wstrzymaj partię ${id}` })).toHaveCount(0);
    await expect(held.getByRole('button', { name: `Udostępnij teraz partię ${id}` })).toBeVisible();

    await sections.getByRole('link', { name: 'Zadania' }).click();
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
