import { expect, type Page, test } from './test';
import { accounts, logIn, pageHeading } from './support';

// lider@demo.pl sells too, and no journey asserts their balance: the 100 points the demo's codes
// PPDEMO000001 and PPDEMO000002 give (50 each) are read as a difference, not a fixed figure.
// PPDEMO000003 only fills the list and is never saved. No other journey uses these codes.

/** "Dostępne punkty" on the account page, as a number. */
async function available(page: Page): Promise<number> {
  await page.goto('/moj-profil');
  const figure = page
    .getByRole('region', { name: 'Moje punkty' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: 'Dostępne punkty' }) })
    .locator('dd');
  await expect(figure).toHaveText(/\d+ pkt/);
  return Number((await figure.textContent())!.replace(/\D/g, ''));
}

const list = (page: Page) => page.getByRole('list', { name: 'Lista kodów' });
const row = (page: Page, code: string) => list(page).getByRole('listitem').filter({ hasText: code });

test('a seller types two codes, finds them pending after a reload, saves them and gains their points', async ({
  page,
}) => {
  await logIn(page, accounts.leader);
  const before = await available(page);

  await page.goto('/dodaj-kody');
  await expect(pageHeading(page)).toHaveText('Dodaj kody');
  await page.getByRole('tab', { name: 'Wpisz kod' }).click();
  for (const code of ['ppdemo-0000-01', 'PPDEMO000002']) {
    await page.getByLabel('Kod', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Dodaj do listy' }).click();
  }
  await page.getByLabel('Kod', { exact: true }).fill('PPDEMO000001');
  await page.getByRole('button', { name: 'Dodaj do listy' }).click();
  await expect(page.getByText('Kod został już dodany do listy')).toBeVisible();

  await page.reload();
  await expect(row(page, 'PPDEMO000001')).toContainText('Oczekuje na zapis');
  await expect(row(page, 'PPDEMO000002')).toContainText('Oczekuje na zapis');

  await page.getByRole('button', { name: 'Zapisz kody' }).click();
  await expect(page.getByText('Synchronizacja zakończona')).toBeVisible();
  await expect(row(page, 'PPDEMO000001')).toContainText('Zarejestrowany');
  await expect(row(page, 'PPDEMO000002')).toContainText('Zarejestrowany');
  await expect(page.getByText(`Saldo po zapisie: ${before + 100} pkt`)).toBeVisible();

  expect(await available(page)).toBe(before + 100);
});

test('a QR link (?kod=) puts its code on the list and leaves the address', async ({ page }) => {
  await logIn(page, accounts.leader);
  await page.goto('/dodaj-kody?kod=PPDEMO000003');
  await expect(row(page, 'PPDEMO000003')).toContainText('Oczekuje na zapis');
  await expect(page).toHaveURL(/\/dodaj-kody$/);
  await row(page, 'PPDEMO000003').getByRole('button', { name: 'Usuń kod PPDEMO000003' }).click();
  await expect(row(page, 'PPDEMO000003')).toHaveCount(0);
});
