import { expect, type Page, test } from './test';
import { accounts, DEMO_PASSWORD, desktop, logIn, pageHeading, phone } from './support';

const shots = process.env.PROFILE_SCREENSHOTS;

/** Keeps a full-page picture for a person to look at, when asked to (PROFILE_SCREENSHOTS=<folder>). */
async function picture(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('the leader reads the profile and saves the consents, then puts them back', async ({ page }) => {
  await logIn(page, accounts.leader);
  await page.goto('/moj-profil/profil');
  await expect(pageHeading(page)).toHaveText('Twój profil');

  const personal = page.getByRole('region', { name: 'Dane osobowe' });
  await expect(personal.getByText('Anna Kowalska')).toBeVisible();
  await expect(personal.getByText('lider@demo.pl')).toBeVisible();
  await expect(personal.getByText('ul. Puławska 145/8, 02-715 Warszawa')).toBeVisible();
  const company = page.getByRole('region', { name: 'Dane firmy' });
  await expect(company.getByText('5251234560')).toBeVisible();
  await expect(
    company.getByText('ul. Marszałkowska 84/12, 00-514 Warszawa, woj. mazowieckie, pow. Warszawa'),
  ).toBeVisible();
  await picture(page, 'profile-1280');

  const consents = page.getByRole('region', { name: 'Zgody' });
  const marketing = consents.getByRole('checkbox', { name: /celach marketingowych/ });
  await expect(consents.getByRole('checkbox', { name: /regulamin programu/ })).toBeChecked();
  // The demo leader agreed to marketing; the journey withdraws that choice, then gives it back.
  await expect(marketing).toBeChecked();
  await marketing.uncheck();
  await consents.getByRole('button', { name: 'Zapisz zgody' }).click();
  await expect(page.getByText('Twoje zgody zostały zapisane')).toBeVisible();
  await expect(page.getByText('Zmiany zapisane')).toBeVisible();

  await page.reload();
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await consents.getByRole('button', { name: 'Zapisz zgody' }).click();
  await expect(page.getByText('Twoje zgody zostały zapisane')).toBeVisible();
  await page.reload();
  await expect(marketing).toBeChecked();

  await page.setViewportSize(phone);
  await expect(personal).toBeVisible();
  await picture(page, 'profile-390');
});

test('the edit-data page sets the two columns side by side and names a wrong new phone', async ({ page }) => {
  await logIn(page, accounts.leader);
  await page.goto('/moj-profil/profil');
  await page.getByRole('link', { name: 'Edytuj dane' }).click();
  await expect(page).toHaveURL('/moj-profil/zmien-dane');
  await expect(pageHeading(page)).toHaveText('Edycja danych');

  const user = page.getByRole('region', { name: 'Dane użytkownika' });
  const company = page.getByRole('region', { name: 'Dane firmy' });
  await expect(user.getByLabel('Adres e-mail')).toHaveValue('lider@demo.pl');
  await expect(user.getByLabel('Adres e-mail')).toBeDisabled();
  await expect(company.getByLabel('ID punktu (SAP)')).toHaveValue('1000001');
  await expect(company.getByLabel(/^Województwo/)).toHaveValue('mazowieckie');

  const left = await user.boundingBox();
  const right = await company.boundingBox();
  expect(left && right && right.x > left.x + left.width && Math.abs(right.y - left.y) < 2).toBe(true);
  await picture(page, 'edit-data-1280');

  // The phone logs in by SMS: it is read-only here, and a new one goes through its own step.
  await expect(user.getByLabel(/^Telefon/)).not.toBeEditable();
  await user.getByRole('button', { name: 'Zmień numer' }).click();
  const panel = page.getByRole('region', { name: 'Zmiana numeru telefonu' });
  const phoneField = panel.getByLabel(/^Nowy numer telefonu/);
  await phoneField.fill('50010020');
  await panel.getByLabel(/^Obecne hasło/).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Wyślij kod na nowy numer' }).click();
  await expect(panel.getByText('Podaj numer telefonu (9 cyfr).')).toBeVisible();
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
  await phoneField.pressSequentially('0');
  await expect(panel.getByText('Podaj numer telefonu (9 cyfr).')).toBeHidden();
  await panel.getByRole('button', { name: 'Anuluj' }).click();
  await expect(panel).toBeHidden();

  // On a phone the columns stack.
  await page.setViewportSize(phone);
  const top = await user.boundingBox();
  const below = await company.boundingBox();
  expect(top && below && below.y >= top.y + top.height).toBe(true);
  await picture(page, 'edit-data-390');
  await page.setViewportSize(desktop);
});

test('the login-data page asks for the login name, the new password twice and the current password', async ({
  page,
}) => {
  await logIn(page, accounts.leader);
  await page.goto('/moj-profil/profil');
  await page.getByRole('link', { name: 'Zmień dane logowania' }).click();
  await expect(page).toHaveURL('/moj-profil/zmien-dane-logowania');
  await expect(pageHeading(page)).toHaveText('Dane logowania');
  await expect(page.getByLabel(/^Login/)).toBeVisible();
  await expect(page.getByLabel(/^Nowe hasło/)).toBeVisible();
  await expect(page.getByLabel(/^Powtórz nowe hasło/)).toBeVisible();
  await expect(page.getByLabel(/^Obecne hasło/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do profilu' })).toHaveAttribute('href', '/moj-profil/profil');
  await picture(page, 'credentials-1280');
  await page.setViewportSize(phone);
  await picture(page, 'credentials-390');
});
