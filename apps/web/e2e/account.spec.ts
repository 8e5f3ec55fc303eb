import { expect, test } from './test';
import { accounts, logIn, pageHeading, phone } from './support';

test('a seller reads their data and pages through the points history', async ({ page }) => {
  await logIn(page, accounts.seller);
  await page.goto('/moj-profil');
  await expect(pageHeading(page)).toHaveText('Mój profil');

  const myData = page.getByRole('region', { name: 'Moje dane' });
  await expect(myData.getByText('Piotr Nowak')).toBeVisible();
  await expect(myData.getByText('Osoba prywatna', { exact: true })).toBeVisible();
  await expect(myData.getByText('1000001')).toBeVisible();

  const points = page.getByRole('region', { name: 'Moje punkty' });
  await expect(points.getByText('1250 pkt')).toBeVisible();

  await points.getByRole('button', { name: 'Historia transakcji' }).click();
  const history = page.getByRole('dialog', { name: 'Historia transakcji' });
  await expect(history.getByRole('list', { name: 'Historia transakcji' }).getByRole('listitem')).toHaveCount(6);
  await expect(history.getByText('−100 pkt')).toBeVisible();
  await history.getByRole('button', { name: 'Strona 2' }).click();
  await expect(history.getByRole('list', { name: 'Historia transakcji' }).getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('button', { name: /Następna/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
});

test('a participant who is not a seller sees the alternate page and no seller sections', async ({ page }) => {
  await page.setViewportSize(phone);
  await logIn(page, accounts.participant);
  await page.goto('/moj-profil');
  await expect(page.getByRole('region', { name: 'Moje dane' }).getByText('Tomasz Zieliński')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zostań sprzedawcą' })).toBeVisible();
  await expect(page.locator('[data-seller="false"]')).toBeVisible();
});

test('"Mój profil" and "Twój profil" are one profile: the same words about changes, a way between them', async ({
  page,
}) => {
  await logIn(page, accounts.seller);
  await page.goto('/moj-profil');
  const myData = page.getByRole('region', { name: 'Moje dane' });
  const bySupport = 'E-mail, ID punktu i formę rozliczenia zmienia obsługa programu:';
  await expect(myData.getByText(bySupport, { exact: false })).toBeVisible();
  await expect(myData.getByRole('link', { name: 'Edytuj dane' })).toHaveAttribute('href', '/moj-profil/zmien-dane');

  await myData.getByRole('link', { name: /Twój profil/ }).click();
  await expect(page).toHaveURL('/moj-profil/profil');
  await expect(pageHeading(page)).toHaveText('Twój profil');
  await expect(page.getByText(bySupport, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do „Mój profil”' }).click();
  await expect(page).toHaveURL('/moj-profil');
  await expect(pageHeading(page)).toHaveText('Mój profil');
});
