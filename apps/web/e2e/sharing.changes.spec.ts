import { expect, test } from './test';
import { accounts, logIn, pageHeading } from './support';

// Blocking is covered by the API tests: blocking a demo seller here would take them from later journeys.
test('a leader sends 100 points from the company pool to a seller and finds them in the history', async ({ page }) => {
  await logIn(page, accounts.leader);
  await page.goto('/moj-profil');
  await expect(pageHeading(page)).toHaveText('Mój profil');

  const sharing = page.getByRole('region', { name: 'Rozdzielanie punktów' });
  await expect(sharing.getByTestId('company-balance')).toHaveText('5000 pkt');
  const seller = sharing.locator('tr', { hasText: accounts.seller });
  const send = seller.getByRole('button', { name: 'Wyślij' });
  await expect(send).toBeDisabled();
  await expect(
    sharing.locator('tr', { hasText: accounts.leader }).getByRole('button', { name: 'Zablokuj' }),
  ).toBeDisabled();

  await seller.getByLabel('Punkty do przekazania: Piotr Nowak').fill('120');
  await expect(send).toBeDisabled();
  await seller.getByLabel('Punkty do przekazania: Piotr Nowak').fill('100');
  await send.click();

  const confirm = page.getByRole('dialog', { name: 'Przekazanie punktów' });
  await expect(confirm).toContainText('Czy na pewno chcesz przesłać 100 punktów do Piotr Nowak?');
  await confirm.getByRole('button', { name: 'Tak, wyślij' }).click();

  await expect(page.getByText('Punkty przyznane pomyślnie')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(sharing.getByTestId('company-balance')).toHaveText('4900 pkt');
  await expect(seller.getByLabel('Punkty do przekazania: Piotr Nowak')).toHaveValue('');

  await sharing.getByRole('button', { name: 'Historia' }).click();
  const history = page.getByRole('dialog', { name: 'Historia przekazanych punktów' });
  const newest = history.getByRole('list', { name: 'Historia przekazanych punktów' }).getByRole('listitem').first();
  await expect(newest).toContainText(accounts.seller);
  await expect(newest).toContainText('100 pkt');
});
