import { expect, type Page, test } from './test';
import { accounts, desktop, logIn, pageHeading, phone } from './support';

const productNames = (page: Page) => page.getByRole('list', { name: /Produkty – strona/ }).getByRole('heading');

for (const [label, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`the products page shows six products a page and pages through them (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logIn(page, accounts.seller);
    await page.goto('/produkty');

    await expect(pageHeading(page)).toHaveText('Produkty objęte konkursem');
    await expect(page.getByText(/Zamawiaj produkty objęte programem, zdobywaj punkty/)).toBeVisible();
    await expect(productNames(page)).toHaveText([
      'Okno PVC Termo 82',
      'Okno PVC Komfort 70',
      'Drzwi tarasowe PVC Panorama HST',
      'Okno drewniane Sosna Classic',
      'Okno drewniane Dąb Premium',
      'Drzwi zewnętrzne Bastion',
    ]);
    const previous = page.getByRole('button', { name: /Poprzednia/ });
    const next = page.getByRole('button', { name: /Następna/ });
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(page).toHaveURL('/produkty?page=2');
    await expect(productNames(page)).toHaveCount(6);
    await expect(productNames(page).first()).toHaveText('Drzwi zewnętrzne Linea Aluminium');
    await expect(page.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Strona 3' }).click();
    await expect(productNames(page)).toHaveText(['Okno dachowe Elektro SSS', 'Okno dachowe Standard Plus']);
    await expect(next).toBeDisabled();
    await expect(page.getByText('Warunek SSS')).toBeVisible();
    const picture = page.locator('img[src="/products/okno-dachowe-elektro-sss.svg"]');
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // The page number lives in the address, so the browser's back button goes back a page.
    await page.goBack();
    await expect(page).toHaveURL('/produkty?page=2');
    await expect(productNames(page).first()).toHaveText('Drzwi zewnętrzne Linea Aluminium');
  });
}

test('the promoted products are listed by category', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, accounts.seller);
  await page.goto('/lista-produktow');

  await expect(pageHeading(page)).toHaveText('Produkty objęte promocją');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Okna PVC',
    'Okna drewniane',
    'Drzwi zewnętrzne',
    'Rolety i osłony',
    'Akcesoria i montaż',
    'Okna dachowe i elektryczne',
  ]);
  await expect(page.getByRole('region', { name: 'Rolety i osłony' }).getByRole('heading', { level: 3 })).toHaveText([
    'Roleta zewnętrzna Cień Plus',
    'Markiza zewnętrzna Solar',
  ]);
});
