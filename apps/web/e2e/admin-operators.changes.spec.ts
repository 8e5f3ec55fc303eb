import { Secret, TOTP } from 'otpauth';
import { expect, test } from './test';
import { accounts, logIn, operators, pageHeading, signedInAs, signInAsOperator } from './support';

interface OutboxItem {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
}

const NEW_PASSWORD = 'Panel!2026x';

test.describe('operators, audit and contact messages in the back office', () => {
  test('an admin invites an operator who sets a password, enrols and signs in; the audit shows it; a contact message gets handled', async ({
    page,
    newContext,
  }) => {
    const email = `operator.${Date.now()}@demo.pl`;

    // The admin invites.
    await signInAsOperator(page, operators.admin);
    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Operatorzy' }).click();
    await expect(pageHeading(page)).toHaveText('Operatorzy');
    await expect(page.getByRole('cell', { name: 'obsluga@demo.pl' })).toBeVisible();
    await page.getByRole('button', { name: 'Zaproś operatora' }).click();
    const invite = page.getByRole('dialog', { name: 'Zaproś operatora' });
    await invite.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect(invite.getByText('Podaj adres e-mail.')).toBeVisible();
    await invite.getByLabel(/^E-mail/).fill(email);
    await invite.getByLabel(/^Imię i nazwisko/).fill('Olek Nowy');
    await invite.getByLabel(/^Rola/).selectOption('operator');
    await invite.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect(page.getByText(`Zaproszenie wysłane na adres ${email}.`)).toBeVisible();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('2FA do skonfigurowania');

    // The link from the e-mail in the development outbox.
    const outbox = await page.request.get('/dev/outbox');
    const { items } = (await outbox.json()) as { items: OutboxItem[] };
    const mail = items.find((item) => item.channel === 'email' && item.to === email);
    expect(mail?.subject).toBe('Zaproszenie do panelu programu Partner Plus');
    const link = mail?.body.match(/https?:\/\/\S+(\/admin\/haslo\/[A-Za-z0-9_-]+)/)?.[1];
    expect(link).toBeTruthy();

    // The invited operator sets a password (in this browser: the admin's session gives way).
    await page.goto(link!);
    await expect(pageHeading(page)).toHaveText('Ustaw hasło do panelu');
    await page.getByLabel(/^Nowe hasło/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Powtórz hasło/).fill('Inne!haslo1');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await expect(page.getByText('Hasła nie są takie same.')).toBeVisible();
    await page.getByLabel(/^Powtórz hasło/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await expect(page.getByText('Hasło zostało ustawione. Możesz się teraz zalogować.')).toBeVisible();
    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await expect(page).toHaveURL('/admin/login');

    // Enrolment: the code of the secret the page shows, computed as an authenticator app would.
    signedInAs.set(page, `operator ${email}`);
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Hasło/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Skonfiguruj aplikację uwierzytelniającą' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    await page.getByLabel(/^Kod z aplikacji/).fill(totp.generate());
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByText('Zalogowano jako Olek Nowy (Operator)').first()).toBeAttached();

    // The audit trail has the invitation and the sign-in.
    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Audyt' }).click();
    await expect(pageHeading(page)).toHaveText('Audyt');
    await page.getByLabel('Działanie').fill('operator.');
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await expect(page).toHaveURL(/action=operator\./);
    const table = page.getByRole('table', { name: 'Dziennik zmian w panelu' });
    await expect(table.getByRole('row').filter({ hasText: 'operator.create' }).first()).toContainText(email);
    await expect(
      table.getByRole('row').filter({ hasText: 'operator.login' }).filter({ hasText: email }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eksportuj CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit/export?action=operator.',
    );

    // A participant writes through /kontakt (in a browser of their own).
    const subject = `Pytanie o punkty ${Date.now()}`;
    const seller = await (await newContext()).newPage();
    await logIn(seller, accounts.seller);
    await seller.goto('/kontakt');
    await seller.getByLabel('Temat').fill(subject);
    await seller.getByLabel('Treść wiadomości').fill('Dzień dobry, kiedy zobaczę punkty za październik?');
    await seller.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(seller.getByText('Wiadomość została wysłana. Odpowiemy najszybciej, jak to możliwe.')).toBeVisible();

    // The new operator reads it among the waiting messages and marks it handled.
    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Wiadomości' }).click();
    await expect(pageHeading(page)).toHaveText('Wiadomości');
    await page.getByLabel('Obsłużone').selectOption('0');
    await page.getByRole('button', { name: `Czytaj wiadomość: ${subject}` }).click();
    const message = page.getByRole('dialog', { name: `Wiadomość: ${subject}` });
    await expect(message).toContainText('Dzień dobry, kiedy zobaczę punkty za październik?');
    await expect(message).toContainText(accounts.seller);
    await message.getByRole('button', { name: 'Oznacz jako obsłużoną' }).click();
    await expect(page.getByText('Wiadomość oznaczona jako obsłużona.')).toBeVisible();
    await expect(message).toContainText(`przez ${email}`);
    await message.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
    // Handled: no longer among the waiting ones.
    await expect(page.getByRole('button', { name: `Czytaj wiadomość: ${subject}` })).toHaveCount(0);
    await page.getByLabel('Obsłużone').selectOption('1');
    await expect(page.getByRole('row', { name: new RegExp(subject) })).toContainText('Obsłużona');
  });
});
