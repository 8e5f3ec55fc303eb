import { expect, test } from './test';
import { operators, signInAsOperator } from './support';

/** A valid NIP: nine digits and their check digit (weights 6 5 7 2 3 4 5 6 7, mod 11). */
function nip(prefix: string): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const check = weights.reduce((sum, weight, index) => sum + weight * Number(prefix[index]), 0) % 11;
  if (check === 10) throw new Error(`no NIP starts with ${prefix}`);
  return `${prefix}${check}`;
}

test.describe('the back office’s companies', () => {
  test('an admin creates a company, imports its leader and sellers from CSV and sees them in the company', async ({
    page,
  }) => {
    await signInAsOperator(page, operators.admin);
    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Firmy' }).click();
    await expect(page).toHaveURL('/admin/firmy');
    await expect(page.getByRole('heading', { level: 1, name: 'Firmy' })).toBeVisible();
    await expect(page.getByRole('link', { name: '1000001' }).first()).toBeVisible();

    // Search narrows the list on the server.
    await page.getByRole('searchbox').fill('Oddział Poznań');
    await expect(page.getByRole('link', { name: '1000003' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '1000001' })).toHaveCount(0);

    // A new company: the server's 422 shows under its field, then the corrected form saves.
    await page.getByRole('link', { name: 'Dodaj firmę' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nowa firma' })).toBeVisible();
    await page.getByLabel(/^Numer SAP/).fill('8800001');
    await page.getByLabel(/^Nazwa/).fill('Okna Testowe Sp. z o.o.');
    await page.getByLabel(/^NIP/).fill('1234567890');
    await page.getByLabel(/^Kod pocztowy/).fill('30-001');
    await page.getByLabel(/^Miejscowość/).fill('Kraków');
    await page.getByLabel(/^Region/).selectOption('Region Południowy');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('NIP ma 10 cyfr z poprawną cyfrą kontrolną.')).toBeVisible();
    await page.getByLabel(/^NIP/).fill(nip('881000111'));
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page).toHaveURL('/admin/firmy/8800001');
    await expect(page.getByRole('heading', { level: 1, name: 'Okna Testowe Sp. z o.o. (8800001)' })).toBeVisible();

    // The import of its people: a preview first, then all of it.
    await page.goto('/admin/firmy');
    await page.getByRole('link', { name: 'Importuj uczestników' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import uczestników' })).toBeVisible();
    const file = (rows: string[]) => ({
      name: 'uczestnicy.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['sap;email;first_name;last_name;phone;role;is_seller', ...rows].join('\n')),
    });
    // A file with a bad line: every error by line, nothing imported.
    await page
      .getByLabel('Plik CSV lub XLSX')
      .setInputFiles(
        file(['8800001;lider.testowy@example.pl;Leon;Testowy;;leader;1', '9999999;zly-adres;Zenon;Zły;;boss;1']),
      );
    await page.getByRole('button', { name: 'Sprawdź plik' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'Błędy w pliku' });
    await expect(problems).toContainText('Wiersz 3');
    await expect(problems).toContainText('email: Podaj poprawny adres e-mail.');
    await expect(page.getByRole('button', { name: 'Importuj' })).toHaveCount(0);

    await page
      .getByLabel('Plik CSV lub XLSX')
      .setInputFiles(
        file([
          '8800001;lider.testowy@example.pl;Leon;Testowy;600900100;leader;1',
          '8800001;sprzedawca.jeden@example.pl;Sara;Jeden;;seller;1',
          '8800001;sprzedawca.dwa@example.pl;Szymon;Dwa;;seller;1',
        ]),
      );
    await page.getByRole('button', { name: 'Sprawdź plik' }).click();
    await expect(
      page.getByText('Plik jest poprawny: wierszy 3, do utworzenia 3, zaproszeń do wysłania 3.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Importuj', exact: true }).click();
    await expect(page.getByText('Zaimportowano: wierszy 3, utworzono 3, wysłano zaproszeń 3.')).toBeVisible();

    // The company shows the invited people until they register.
    await page.goto('/admin/firmy/8800001');
    const invited = page.getByRole('region', { name: 'Zaproszeni (czekają na rejestrację)' });
    await expect(invited.getByText('Leon Testowy')).toBeVisible();
    await expect(invited.getByText('lider.testowy@example.pl')).toBeVisible();
    await expect(invited.getByText('Sara Jeden')).toBeVisible();
    await expect(invited.getByText('Szymon Dwa')).toBeVisible();

    // Each of them got the invitation e-mail.
    const outbox = (await (await page.request.get('/dev/outbox')).json()) as { items: { to: string; body: string }[] };
    for (const email of ['lider.testowy@example.pl', 'sprzedawca.jeden@example.pl', 'sprzedawca.dwa@example.pl']) {
      expect(outbox.items.find((mail) => mail.to === email)?.body).toContain('/finalizuj-zaproszenie/');
    }
  });
});
