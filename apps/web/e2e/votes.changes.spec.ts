import { expect, test } from './test';
import { accounts, desktop, logIn, pageHeading, paths } from './support';

test('only leaders reach the vote page', async ({ page }) => {
  await logIn(page, accounts.seller);
  await page.goto('/glosowanie');
  await expect(page).toHaveURL(paths.results);
});

test('the leader votes for the trip and sees the thank-you', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, accounts.leader);
  await page.goto('/glosowanie');

  await expect(pageHeading(page)).toHaveText('Głosowanie');
  const options = page.getByRole('list', { name: 'Opcje głosowania' });
  await expect(options.getByRole('heading', { name: 'Gala finałowa' })).toBeVisible();
  await expect(options.getByRole('button', { name: 'Głosuję: Gala finałowa' })).toBeVisible();
  await expect(options.getByRole('heading', { name: 'Wyjazd' })).toBeVisible();

  await page.getByRole('button', { name: 'Głosuję: Wyjazd' }).click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdź swój głos' });
  await expect(dialog).toContainText('„Wyjazd”');
  await dialog.getByRole('button', { name: 'Tak, głosuję' }).click();

  await expect(page.getByRole('heading', { name: 'Dziękujemy za oddanie głosu!' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Głosuję/ })).toHaveCount(0);

  // The vote is kept: coming back shows the thank-you straight away.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dziękujemy za oddanie głosu!' })).toBeVisible();
  await page.getByRole('link', { name: 'Przejdź do Moich wyników' }).click();
  await expect(page).toHaveURL(paths.results);
});
