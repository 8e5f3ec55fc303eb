import { expect, test } from './test';
import { accounts, logIn, pageHeading, paths } from './support';

// Journeys of the reminder and reset pages that change nothing; the full reset of a demo
// account's password is in passwords.changes.spec.ts.

const remindPath = '/nie-pamietam-hasla';

test.describe('Nie pamiętam hasła', () => {
  test('an empty e-mail is asked for, and a broken link says so and offers a new one', async ({ page }) => {
    await page.goto(remindPath);
    await expect(pageHeading(page)).toHaveText('Nie pamiętam hasła');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByText('Podaj adres e-mail', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Anuluj' }).click();
    await expect(page).toHaveURL(paths.login);

    await page.goto('/zmiana-hasla/nieznany-token/nikt%40demo.pl');
    await expect(pageHeading(page)).toHaveText('Zmiana hasła');
    await expect(page.getByText('nikt@demo.pl')).toBeVisible();
    await page.getByLabel(/^Nowe hasło/).fill('Nowe#Haslo2025');
    await page.getByLabel('Powtórz nowe hasło').fill('Nowe#Haslo2025');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page.getByRole('alert')).toContainText('Link do zmiany hasła jest nieprawidłowy lub wygasł.');
    await page.getByRole('link', { name: 'Poproś o nowy link' }).click();
    await expect(page).toHaveURL(remindPath);
  });

  test('a logged-in user who opens the reminder goes to the results page', async ({ page }) => {
    await logIn(page, accounts.seller);
    await page.goto(remindPath);
    await expect(page).toHaveURL(paths.results);
  });
});
