import { expect, test } from './test';
import { accounts, logIn, pageHeading, paths } from './support';

test('the footer of member pages links to contact, the rules, the products and the privacy policy', async ({
  page,
}) => {
  await logIn(page, accounts.seller);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();

  const regulations = footer.getByRole('link', { name: 'Pobierz Regulamin' });
  await expect(regulations).toHaveAttribute('href', '/regulamin?date=20250401');
  await expect(regulations).toHaveAttribute('target', '_blank');

  const products = footer.getByRole('link', { name: 'Produkty objęte promocją' });
  await expect(products).toHaveAttribute('href', '/lista-produktow');
  await expect(products).toHaveAttribute('target', '_blank');

  const privacy = footer.getByRole('link', { name: 'Polityka prywatności' });
  await expect(privacy).toBeVisible();
  await expect(privacy).toHaveAttribute('target', '_blank');

  const contact = footer.getByRole('link', { name: 'Kontakt' });
  await expect(contact).toHaveAttribute('href', '/kontakt');
  await expect(contact).not.toHaveAttribute('target');
  await contact.click();
  await expect(page).toHaveURL('/kontakt');
  await expect(pageHeading(page)).toHaveText('Masz pytania? Napisz do nas!');
});

test('the promoted products open in a new tab', async ({ page }) => {
  await logIn(page, accounts.seller);
  const popup = page.waitForEvent('popup');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Produkty objęte promocją' }).click();
  const tab = await popup;
  await expect(tab).toHaveURL('/lista-produktow');
  await expect(pageHeading(tab)).toHaveText('Produkty objęte promocją');
  await tab.close();
});

test('the regulations PDF is served', async ({ request }) => {
  const response = await request.get('/regulamin?date=20250401');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the login page has no member footer', async ({ page }) => {
  await page.goto(paths.login);
  await expect(pageHeading(page)).toHaveText('Zaloguj się');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
