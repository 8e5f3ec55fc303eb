import { accounts, logIn, operators, signInAsOperator, tinyPng } from './support';
import { expect, test } from './test';

// The operator adds a product with a picture and one threshold; the seller finds it on /produkty.
// The journey ends by hiding it again, so the later journeys see the demo's fourteen products.
const PRODUCT = { slug: 'e2e-okno-pvc-nova', name: 'Okno PVC Nova E2E' };

test('an operator adds a product with a picture and a threshold, and a seller sees it on /produkty', async ({
  page,
  newContext,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsOperator(page, operators.operator);
  const sections = page.getByRole('navigation', { name: 'Sekcje panelu' });
  await sections.getByRole('link', { name: 'Produkty', exact: true }).click();
  await expect(page).toHaveURL('/admin/produkty');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Produkty programu' }).getByRole('row').nth(1)).toBeVisible();

  // 1. A refused save names the field; a good one keeps the dialog open for the picture and thresholds.
  await page.getByRole('button', { name: 'Dodaj produkt' }).click();
  const form = page.getByRole('dialog', { name: 'Nowy produkt' });
  await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(form.getByText('Podaj nazwę produktu.')).toBeVisible();
  await form.getByLabel(/^Nazwa/).fill(PRODUCT.name);
  await form.getByLabel(/^Identyfikator/).fill(PRODUCT.slug);
  await form.getByLabel(/^Kategoria/).selectOption({ label: 'Okna PVC' });
  await form.getByLabel(/^Opis/).fill('Nowy profil 76 mm dodany w panelu.');
  await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Produkt został dodany. Dodaj jego zdjęcie i progi.')).toBeVisible();

  const edit = page.getByRole('dialog', { name: `Produkt ${PRODUCT.name}` });
  await expect(edit.getByText('Produkt nie ma jeszcze zdjęcia.')).toBeVisible();
  await edit
    .getByLabel('Wybierz zdjęcie')
    .setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: tinyPng(8, 6) });
  await expect(page.getByText('Zdjęcie zostało zapisane.')).toBeVisible();
  await expect(edit.getByRole('img', { name: `Zdjęcie produktu ${PRODUCT.name}` })).toBeVisible();

  // 2. One threshold in the current edition; pieces missing are refused under the field first.
  await expect(edit.getByText(/Produkt nie ma progów w edycji/)).toBeVisible();
  await edit.getByRole('button', { name: 'Dodaj próg' }).click();
  await edit.getByRole('textbox', { name: 'Punkty (wiersz 1)' }).fill('150');
  await edit.getByRole('button', { name: 'Zapisz progi' }).click();
  await expect(edit.getByText('Podaj liczbę sztuk (co najmniej 1).')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Minimum sztuk (wiersz 1)' }).fill('5');
  await edit.getByRole('button', { name: 'Zapisz progi' }).click();
  await expect(page.getByText('Progi zostały zapisane.')).toBeVisible();
  await expect(edit.getByText('Produkt nie ma progów w edycji', { exact: false })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('admin-product-dialog-1280.png') });
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('searchbox', { name: 'Szukaj' }).fill('Nova E2E');
  await expect(page).toHaveURL(/search=Nova(\+|%20)E2E/);
  const row = page.getByRole('table', { name: 'Produkty programu' }).getByRole('row').filter({ hasText: PRODUCT.slug });
  await expect(row).toContainText('Okna PVC');
  await expect(row).toContainText('Widoczny');
  await page.screenshot({ path: testInfo.outputPath('admin-products-list-1280.png'), fullPage: true });

  // 3. The seller sees it among the products, with its picture.
  const sellerContext = await newContext();
  const seller = await sellerContext.newPage();
  await logIn(seller, accounts.seller);
  await seller.goto('/produkty');
  const card = seller.getByRole('article').filter({ has: seller.getByRole('heading', { name: PRODUCT.name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Nowy profil 76 mm dodany w panelu.');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/products\/[0-9a-f]{32}\.webp$/);

  // 4. Hidden again: off the seller's page, kept in the back office.
  await row.getByRole('button', { name: `Ukryj produkt ${PRODUCT.name}` }).click();
  await expect(page.getByText(/Produkt jest ukryty na stronach uczestników/)).toBeVisible();
  await expect(row).toContainText('Ukryty');
  await seller.reload();
  await expect(seller.getByRole('heading', { level: 1 })).toHaveText('Produkty objęte konkursem');
  await expect(seller.getByRole('heading', { name: PRODUCT.name })).toHaveCount(0);
});
