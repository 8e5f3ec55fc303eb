import { expect, test } from './test';
import { accounts, logIn, pageHeading, paths } from './support';

test('regulamin@demo.pl accepts the regulations and reaches the portal', async ({ page }) => {
  await logIn(page, accounts.regulations, paths.acceptRegulations);
  await expect(pageHeading(page)).toHaveText('Akceptacja regulaminu');
  await expect(page.getByRole('link', { name: 'regulamin programu' })).toHaveAttribute(
    'href',
    '/regulamin?date=20250401',
  );

  await page.getByRole('button', { name: 'Zapisz i przejdź dalej' }).click();
  await expect(page.getByText('Akceptacja regulaminu jest wymagana.')).toBeVisible();
  await expect(page.getByText('Akceptacja polityki prywatności jest wymagana.')).toBeVisible();

  await page.getByLabel(/akceptuję regulamin programu/).check();
  await page.getByLabel(/polityką prywatności/).check();
  await page.getByRole('button', { name: 'Zapisz i przejdź dalej' }).click();

  await expect(page.getByText('Twoje zgody zostały zapisane')).toBeVisible();
  // Three seconds later the portal opens; the rules no longer stand in the way.
  await expect(page).toHaveURL(paths.results, { timeout: 8_000 });
  await page.goto('/aktualnosci');
  await expect(page).toHaveURL('/aktualnosci');
});
