import { expect, type Page, test } from './test';
import { accounts, logIn, mainNav, pageHeading, paths, submitLogin } from './support';

const demoInvitation = '/finalizuj-zaproszenie/DEMO-INVITE-2025';
const invitePage = '/zapros-sprzedawce';
const newPassword = 'Nowak#2025';

// The label also holds the required mark, so the field is found by its accessible name.
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Hasło', exact: true });

test('jan.nowak@demo.pl completes the demo invitation with a password and logs in with it', async ({ page }) => {
  await page.goto(demoInvitation);
  await expect(pageHeading(page)).toHaveText('Rejestracja');
  // The menu is hidden on the registration page.
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByLabel('Adres e-mail')).toHaveValue('jan.nowak@demo.pl');
  await expect(page.getByLabel('Adres e-mail')).not.toBeEditable();
  // The invitation's name and phone are read-only too (e-mail, first name, last name, phone).
  await expect(page.getByLabel('Imię')).toHaveValue('Jan');
  await expect(page.getByLabel('Imię')).not.toBeEditable();
  await expect(page.getByLabel('Nazwisko')).not.toBeEditable();
  await expect(page.getByLabel('Telefon komórkowy')).toHaveValue('500100299');
  await expect(page.getByLabel('Telefon komórkowy')).not.toBeEditable();
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue('Okna i Drzwi Kowalscy Sp. z o.o.');
  await expect(page.getByLabel('Identyfikator punktu')).toBeDisabled();
  await expect(passwordField(page)).toHaveCount(0);

  await page.getByRole('radio', { name: /E-mail i hasło/ }).check();
  await passwordField(page).fill('krotkie');
  await page.getByLabel('Powtórz hasło').fill('krotkie');
  await page.getByRole('button', { name: 'Zarejestruj' }).click();
  await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków.')).toBeVisible();
  await expect(page.getByText('Wybierz formę rozliczenia.')).toBeVisible();
  await expect(page.getByText('Akceptacja regulaminu jest wymagana.')).toBeVisible();

  await passwordField(page).fill(newPassword);
  await page.getByLabel('Powtórz hasło').fill(newPassword);
  await page.getByRole('radio', { name: 'Osoba prywatna', exact: true }).check();
  await page.getByLabel(/akceptuję regulamin programu/).check();
  await page.getByLabel(/polityką prywatności/).check();
  await page.getByRole('button', { name: 'Zarejestruj' }).click();

  await expect(page).toHaveURL('/finalizacja-zaproszenia-zakonczona');
  await expect(pageHeading(page)).toHaveText('Rejestracja zakończona');
  await expect(page.getByText('Możesz się teraz zalogować.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź na stronę główną' })).toHaveAttribute('href', '/');

  // The link works once.
  await page.goto(demoInvitation);
  await expect(page.getByText('Zaproszenie zostało już wykorzystane.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toBeVisible();

  await page.goto(paths.login);
  await submitLogin(page, 'jan.nowak@demo.pl', newPassword);
  await expect(page).toHaveURL(paths.results);
});

test('an unknown invitation link says so and leads to the main page', async ({ page }) => {
  await page.goto('/finalizuj-zaproszenie/NO-SUCH-INVITATION');
  await expect(page.getByText('Zaproszenie nie istnieje.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zarejestruj' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page).toHaveURL(paths.home);
});

test('a leader invites a seller and sees the invitation pending, with a resend button', async ({ page }) => {
  const email = `ewa.malinowska.${Date.now()}@example.pl`;
  await logIn(page, accounts.leader);
  await mainNav(page).getByRole('link', { name: 'Zaproś sprzedawcę' }).click();
  await expect(page).toHaveURL(invitePage);
  await expect(pageHeading(page)).toHaveText('Zaproś sprzedawcę');
  await expect(page.getByText('Jesteś sprzedawcą')).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Zaproś sprzedawcę' });
  await toggle.click();
  await page.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(page.getByText('Uzupełnij poniższe dane')).toBeVisible();
  await expect(page.getByText('Podaj imię.')).toBeVisible();

  await page.getByLabel('Imię').fill('Ewa');
  await page.getByLabel('Nazwisko').fill('Malinowska');
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Telefon').fill('601202303');
  await page.getByRole('button', { name: 'Wyślij zaproszenie' }).click();

  await expect(
    page.getByText('Zaproszenie z linkiem aktywacyjnym zostało wysłane na podany adres e-mail.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyślij zaproszenie' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Ewa Malinowska');
  await expect(row).toContainText('601202303');
  await expect(row).toContainText('Oczekuje');
  await expect(row.getByRole('button', { name: 'Wyślij ponownie' })).toBeEnabled();
});

test('a seller reaches the invite page from the account page', async ({ page }) => {
  await logIn(page, accounts.seller);
  await mainNav(page).getByRole('link', { name: 'Mój profil', exact: true }).click();
  const invite = page.getByRole('region', { name: 'Zaproś sprzedawcę' });
  await invite.getByRole('link', { name: 'Przejdź do zaproszeń' }).click();
  await expect(page).toHaveURL(invitePage);
  await expect(pageHeading(page)).toHaveText('Zaproś sprzedawcę');
  await expect(page.getByText('Jesteś sprzedawcą')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaproś sprzedawcę' })).toBeEnabled();
});
