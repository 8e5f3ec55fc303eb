import { expect, test } from './test';
import { accounts, DEMO_PASSWORD, messageTo, pageHeading, paths, submitLogin } from './support';

// The only journey that uses the card seller's account: it changes its password for good, so it
// runs in the "changes" project, after every journey that relies on the demo as seeded.
const EMAIL = accounts.cardSeller;
const NEW_PASSWORD = 'Nowe#Haslo2025';

test.describe('Nie pamiętam hasła', () => {
  test('a seller asks for a link, sets a new password with it and logs in with the new one only', async ({
    page,
    request,
  }) => {
    await page.goto(paths.login);
    await page.getByRole('tab', { name: 'E-MAIL' }).click();
    await page.getByRole('link', { name: 'Nie pamiętam hasła' }).click();
    await expect(page).toHaveURL('/nie-pamietam-hasla');
    await expect(pageHeading(page)).toHaveText('Nie pamiętam hasła');

    await page.getByLabel('Adres e-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(
      page.getByText('Jeśli podany adres jest zarejestrowany w programie, wysłaliśmy na niego link do zmiany hasła.'),
    ).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');

    // The newest e-mail to the seller in the development outbox carries the link.
    const mail = await messageTo(request, EMAIL, (item) => item.channel === 'email');
    expect(mail.subject).toBe('Zmiana hasła w programie Partner Plus');
    const link = /https?:\/\/\S+\/zmiana-hasla\/\S+/.exec(mail.body)?.[0];
    expect(link).toBeDefined();

    await page.goto(link ?? '');
    await expect(pageHeading(page)).toHaveText('Zmiana hasła');
    await expect(page.getByText(EMAIL)).toBeVisible();

    // A password that breaks a rule is refused beside the field.
    await page.getByLabel(/^Nowe hasło/).fill('krotkie');
    await page.getByLabel('Powtórz nowe hasło').fill('krotkie');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków.')).toBeVisible();

    await page.getByLabel(/^Nowe hasło/).fill(NEW_PASSWORD);
    await page.getByLabel('Powtórz nowe hasło').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page.getByText('Hasło zostało zmienione. Możesz się teraz zalogować.')).toBeVisible();

    await page.locator('#main').getByRole('link', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(paths.login);
    await submitLogin(page, EMAIL, NEW_PASSWORD);
    await expect(page).toHaveURL(paths.results);

    // The old password no longer opens the account.
    await page.context().clearCookies();
    await page.goto(paths.login);
    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Nieprawidłowy' })).toHaveText(
      'Nieprawidłowy adres e-mail lub hasło.',
    );
    await expect(page).toHaveURL(paths.login);
  });
});
