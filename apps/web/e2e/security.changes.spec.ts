import { expect, type APIRequestContext, test } from './test';
import { accounts, DEMO_PASSWORD, logIn, pageHeading, paths, submitLogin } from './support';

// The only journey that changes the participant's phone and login data for good, so it runs in
// the "changes" project, after every journey that relies on the demo as seeded.
const EMAIL = accounts.participant;
const NEW_PHONE = '600700803';
const NEW_PASSWORD = 'Nowe#Haslo2026';

interface OutboxItem {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
}

async function newest(request: APIRequestContext, channel: OutboxItem['channel'], to: string) {
  const { items } = (await (await request.get('/dev/outbox')).json()) as { items: OutboxItem[] };
  return items.find((item) => item.channel === channel && item.to === to);
}

test('a participant confirms a new phone with the code sent to it, then sets login data with the current password', async ({
  page,
  request,
}) => {
  await logIn(page, EMAIL);
  await page.goto('/moj-profil/zmien-dane');
  await expect(pageHeading(page)).toHaveText('Edycja danych');
  const user = page.getByRole('region', { name: 'Dane użytkownika' });
  await expect(user.getByLabel(/^Telefon/)).toHaveValue('500100203');
  await expect(user.getByLabel(/^Telefon/)).not.toBeEditable();

  await user.getByRole('button', { name: 'Zmień numer' }).click();
  const panel = page.getByRole('region', { name: 'Zmiana numeru telefonu' });
  await panel.getByLabel(/^Nowy numer telefonu/).fill(NEW_PHONE);
  await panel.getByLabel(/^Obecne hasło/).fill('Zle!Haslo1');
  await panel.getByRole('button', { name: 'Wyślij kod na nowy numer' }).click();
  await expect(panel.getByText('Obecne hasło jest nieprawidłowe.')).toBeVisible();
  await panel.getByLabel(/^Obecne hasło/).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Wyślij kod na nowy numer' }).click();
  await expect(panel.getByText(`Wysłaliśmy kod SMS na numer ${NEW_PHONE}.`, { exact: false })).toBeVisible();

  const sms = await newest(request, 'sms', NEW_PHONE);
  const code = /\d{6}/.exec(sms?.body ?? '')?.[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await panel.getByLabel(/^Kod z SMS-a na nowy numer/).fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Potwierdź numer' }).click();
  await expect(panel.getByText('Kod jest nieprawidłowy lub wygasł. Wyślij nowy kod.')).toBeVisible();
  await panel.getByLabel(/^Kod z SMS-a na nowy numer/).fill(code);
  await panel.getByRole('button', { name: 'Potwierdź numer' }).click();
  await expect(page.getByText('Numer telefonu został zmieniony.')).toBeVisible();
  await expect(user.getByLabel(/^Telefon/)).toHaveValue(NEW_PHONE);
  expect((await newest(request, 'email', EMAIL))?.subject).toBe('Zmiana numeru telefonu w programie Partner Plus');

  // The login data: the current password is asked for, a wrong one is named beside its field.
  await page.goto('/moj-profil/zmien-dane-logowania');
  await page.getByLabel(/^Login/).fill('uczestnik.nowy');
  await page.getByLabel(/^Nowe hasło/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Powtórz nowe hasło/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Obecne hasło/).fill('Zle!Haslo1');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Obecne hasło jest nieprawidłowe.')).toBeVisible();
  await page.getByLabel(/^Obecne hasło/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zmiany zapisane')).toBeVisible();
  expect((await newest(request, 'email', EMAIL))?.subject).toBe('Zmiana danych logowania w programie Partner Plus');

  // The new login data open the account in a fresh browser.
  await page.context().clearCookies();
  await page.goto(paths.login);
  await submitLogin(page, 'uczestnik.nowy', NEW_PASSWORD);
  await expect(page).toHaveURL('/moje-wyniki');
});
