import { expect, test } from './test';
import { accounts, desktop, logIn, pageHeading, phone } from './support';

const pointsIn = async (text: Promise<string | null>) => Number((await text)?.replace(/\D/g, ''));

test('a seller filters and sorts the catalogue, fills the cart, orders and sees the order and the balance', async ({
  page,
}) => {
  // On a phone the filters wait behind "Filtry": the first screen shows a prize.
  await page.setViewportSize(phone);
  await logIn(page, accounts.leader);
  await page.goto('/nagrody');
  await expect(pageHeading(page)).toHaveText('Nagrody');
  const filters = page.getByRole('form', { name: 'Filtry nagród' });
  const toggle = page.getByRole('button', { name: 'Filtry', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters).toBeHidden();
  await expect(page.getByLabel('Sortuj')).toBeHidden();
  const firstPrize = page.getByRole('list', { name: 'Nagrody' }).getByRole('heading').first();
  await expect(firstPrize).toBeInViewport();
  expect((await firstPrize.boundingBox())!.y).toBeLessThan(phone.height);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filters.getByLabel('Kategoria')).toBeVisible();
  await expect(page.getByLabel('Sortuj')).toBeVisible();

  // On a computer they are always there, and the button is not.
  await page.setViewportSize(desktop);
  await page.reload();
  await expect(filters).toBeVisible();
  await expect(toggle).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Znaleziono \d+ nagr/ })).toBeVisible();

  await filters.getByLabel('Kategoria').selectOption({ label: 'Sport i rekreacja' });
  await filters.getByRole('button', { name: 'Filtruj' }).click();
  await page.getByLabel('Sortuj').selectOption({ label: 'Punkty rosnąco' });
  await expect(page).toHaveURL(/category=sport-i-rekreacja/);
  const grid = page.getByRole('list', { name: 'Nagrody' });
  await expect(grid.getByRole('heading').first()).toHaveText('Mata do jogi');
  await expect(grid.getByRole('listitem')).toHaveCount(6);

  const mat = grid.getByRole('listitem').filter({ hasText: 'Mata do jogi' });
  await mat.getByLabel('Ilość').fill('2');
  await mat.getByRole('button', { name: 'Dodaj do koszyka: Mata do jogi' }).click();
  await expect(page.getByText('Dodano do koszyka: Mata do jogi')).toBeVisible();
  await expect(mat.getByText('W koszyku: 2 szt.')).toBeVisible();

  await filters.getByLabel('Kategoria').selectOption({ label: 'Wszystkie kategorie' });
  // The search takes a part of the index too, in any case.
  await filters.getByLabel('Szukaj po nazwie lub indeksie').fill('dom-006');
  await filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await grid.getByRole('button', { name: 'Dodaj do koszyka: Kubek termiczny' }).click();
  await expect(page.getByRole('link', { name: 'Koszyk (3 szt.)' })).toBeVisible();

  await page.getByRole('link', { name: 'Koszyk (3 szt.)' }).click();
  await expect(pageHeading(page)).toHaveText('Koszyk');
  const lines = page.getByRole('region', { name: 'Nagrody w koszyku' });
  const before = await pointsIn(
    lines.getByText('Dostępne punkty').locator('xpath=following-sibling::dd').textContent(),
  );
  await lines.getByLabel('Ilość: Kubek termiczny').fill('2');
  await lines.getByLabel('Ilość: Kubek termiczny').blur();
  await expect(lines.getByText('Razem').locator('xpath=following-sibling::dd')).toHaveText('400 pkt');

  const address = page.getByRole('form', { name: 'Adres dostawy' });
  await address.getByLabel(/^Ulica/).fill('Kwiatowa');
  await address.getByLabel(/^Numer budynku/).fill('12');
  await address.getByLabel(/^Kod pocztowy/).fill('00-001');
  await address.getByLabel(/^Miejscowość/).fill('Warszawa');
  await address.getByRole('button', { name: 'Zamawiam' }).click();

  await expect(page.getByRole('heading', { name: 'Dziękujemy! Zamówienie zostało przyjęte.' })).toBeVisible();
  await expect(page.getByText(/Numer zamówienia: N\/\d{4}\/\d{6}\. Pobraliśmy 400 pkt\./)).toBeVisible();
  await page.getByRole('link', { name: 'Zobacz moje zamówienia' }).click();
  await expect(pageHeading(page)).toHaveText('Moje zamówienia');
  const order = page.getByRole('row').filter({ hasText: 'Mata do jogi ×2, Kubek termiczny ×2' });
  await expect(order).toContainText('Oczekujące');
  await expect(order).toContainText('400 pkt');

  await page.goto('/koszyk');
  await expect(page.getByText('Koszyk jest pusty.')).toBeVisible();
  await page.goto('/moje-kody');
  const available = page.getByText('Dostępne', { exact: true }).locator('xpath=following-sibling::dd');
  expect(await pointsIn(available.textContent())).toBe(before - 400);
});
