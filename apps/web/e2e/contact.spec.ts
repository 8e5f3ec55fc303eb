import { expect, test } from './test';
import { accounts, logIn, pageHeading } from './support';

const SUPPORT_EMAIL = 'kontakt@partnerplus.pl';

interface OutboxItem {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
}

test.describe('Kontakt', () => {
  test('a visitor who copies the code wrongly sees the error and a new code', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(pageHeading(page)).toHaveText('Masz pytania? Napisz do nas!');
    await expect(page.getByRole('link', { name: 'OKNA-FAB – strona główna' })).toBeVisible();

    const image = page.getByRole('img', { name: 'Kod do przepisania' });
    await expect(image).toBeVisible();
    const firstImage = await image.getAttribute('src');
    expect(firstImage).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);

    await page.getByLabel('Adres e-mail').fill('gosc@example.pl');
    await page.getByLabel('Temat').fill('Jak dołączyć do programu?');
    await page.getByLabel('Treść wiadomości').fill('Dzień dobry, chciałbym dołączyć do programu.');
    // X is never part of a code.
    await page.getByLabel('Przepisz kod z obrazka').fill('XXXXX');
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();

    await expect(page.getByText('Nieprawidłowy kod z obrazka. Przepisz nowy kod.')).toBeVisible();
    await expect(page.getByText('Uzupełnij treść wiadomości')).toBeVisible();
    await expect(page.getByLabel('Przepisz kod z obrazka')).toHaveValue('');
    await expect(image).toBeVisible();
    await expect(image).not.toHaveAttribute('src', firstImage ?? '');
    // What the visitor wrote stays for the next try.
    await expect(page.getByLabel('Temat')).toHaveValue('Jak dołączyć do programu?');
    await expect(page.getByRole('button', { name: 'Wyślij wiadomość' })).toBeEnabled();
  });

  test('a seller sends a message that reaches the support desk', async ({ page }) => {
    await logIn(page, accounts.seller);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await expect(pageHeading(page)).toHaveText('Masz pytania? Napisz do nas!');

    await expect(page.getByLabel('Adres e-mail')).toHaveValue(accounts.seller);
    await expect(page.getByLabel('Telefon')).toHaveValue('500100201');
    await expect(page.getByLabel('ID punktu')).toBeDisabled();
    await expect(page.getByLabel('ID punktu')).toHaveValue('1000001');
    await expect(page.getByLabel('Przepisz kod z obrazka')).toHaveCount(0);

    const subject = `Zasilenie karty ${Date.now()}`;
    await page.getByLabel('Temat').fill(subject);
    await page.getByLabel('Treść wiadomości').fill('Kiedy zostanie zrealizowane moje zasilenie?');
    const send = page.getByRole('button', { name: 'Wyślij wiadomość' });
    await send.click();
    await expect(send).toBeDisabled();

    await expect(page.getByText('Wiadomość została wysłana. Odpowiemy najszybciej, jak to możliwe.')).toBeVisible();
    await expect(page.getByLabel('Temat')).toHaveValue('');
    await expect(page.getByLabel('Adres e-mail')).toHaveValue(accounts.seller);
    await expect(send).toBeEnabled();

    const outbox = await page.request.get('/dev/outbox');
    const { items } = (await outbox.json()) as { items: OutboxItem[] };
    const mail = items.find((item) => item.channel === 'email' && item.subject === `Kontakt: ${subject}`);
    expect(mail?.to).toBe(SUPPORT_EMAIL);
    expect(mail?.body).toContain('Kiedy zostanie zrealizowane moje zasilenie?');
    expect(mail?.body).toContain('ID punktu (SAP): 1000001');
  });
});
