import { expect, test } from './test';
import { accounts, DEMO_PASSWORD, freshTotpCode, logIn, operators, phone, signInAsOperator } from './support';

test.describe('the back office', () => {
  test('an operator signs in with a code of the authenticator app, sees the sections of the role and signs out', async ({
    page,
  }) => {
    await page.goto('/admin/uczestnicy');
    // No operator session: the sign-in first, then back where the operator was going.
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fuczestnicy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logowanie do panelu' })).toBeVisible();

    await page.getByLabel(/^E-mail/).fill(operators.viewer);
    await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Kod z aplikacji/).fill('123456');
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await expect(page.getByText('Nieprawidłowe dane logowania.')).toBeVisible();

    await page.getByLabel(/^Kod z aplikacji/).fill(await freshTotpCode(operators.viewer));
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await expect(page).toHaveURL('/admin/uczestnicy');
    await expect(page.getByText('Zalogowano jako Robert Raporty (Podgląd)').first()).toBeAttached();

    const nav = page.getByRole('navigation', { name: 'Sekcje panelu' });
    await expect(nav.getByRole('link', { name: 'Uczestnicy' })).toBeVisible();
    // A viewer runs no operators.
    await expect(nav.getByRole('link', { name: 'Operatorzy' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await expect(page).toHaveURL('/admin/login');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('an admin sees every section, and the menu opens on a phone', async ({ page }) => {
    await signInAsOperator(page, operators.admin);
    const nav = page.getByRole('navigation', { name: 'Sekcje panelu' });
    // Every section, grouped: the dashboard above the groups, each group a list named by its heading.
    await expect(nav.getByRole('link')).toHaveText([
      'Pulpit',
      'Uczestnicy',
      'Firmy',
      'Wiadomości',
      'Punkty',
      'Zamówienia',
      'Zamówienia nagród',
      'Karty',
      'Importy',
      'Nagrody',
      'Produkty',
      'Kody',
      'Aktualności',
      'Quizy',
      'Głosowanie',
      'Pytania do doładowań',
      'Raporty',
      'Uzgodnienie',
      'Audyt',
      'Ustawienia',
      'Operatorzy',
    ]);
    await expect(nav.getByRole('heading')).toHaveText([
      'Ludzie',
      'Punkty i zamówienia',
      'Katalog i kody',
      'Treści',
      'Kontrola',
      'System',
    ]);
    await expect(nav.getByRole('list', { name: 'Punkty i zamówienia' }).getByRole('link')).toHaveText([
      'Punkty',
      'Zamówienia',
      'Zamówienia nagród',
      'Karty',
      'Importy',
    ]);
    await page.setViewportSize(phone);
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Audyt' })).toBeVisible();
  });

  test("a participant's session does not open the back office", async ({ page }) => {
    await logIn(page, accounts.seller);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});
