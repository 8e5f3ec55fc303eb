import { expect, test } from './test';
import { accounts, logIn, logInWithForm, pageHeading, paths, submitLogin } from './support';

test.describe('Logowanie e-mailem', () => {
  test('a seller logs in and lands on the results page', async ({ page }) => {
    await logInWithForm(page, accounts.seller);
    await expect(pageHeading(page)).toHaveText('Realizacja celów zakupowych');
    await expect(page).toHaveTitle('Realizacja celów zakupowych – Partner Plus');
  });

  test('an empty form asks for both fields and stays on the login page', async ({ page }) => {
    await page.goto(paths.login);
    await page.getByRole('tab', { name: 'E-MAIL' }).click();
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wypełnij oba pola' })).toHaveText(
      'Wypełnij oba pola: adres e-mail i hasło.',
    );
    await expect(page).toHaveURL(paths.login);
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await page.goto(paths.login);
    await submitLogin(page, accounts.cardSeller, 'zle-haslo-123');
    await expect(page.getByRole('alert').filter({ hasText: 'Nieprawidłowy' })).toHaveText(
      'Nieprawidłowy adres e-mail lub hasło.',
    );
    await expect(page).toHaveURL(paths.login);
    await expect(pageHeading(page)).toHaveText('Zaloguj się');
    // The form is usable again after the one-second release.
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
  });

  test('a logged-in user who opens /login is sent to the results page', async ({ page }) => {
    await logIn(page, accounts.seller);
    await page.goto(paths.login);
    await expect(page).toHaveURL(paths.results);
    await expect(pageHeading(page)).toHaveText('Realizacja celów zakupowych');
  });
});
