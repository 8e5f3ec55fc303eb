import { accounts, logIn, operators, signInAsOperator, tinyPng } from './support';
import { expect, expectAccessible, test } from './test';

// The operator writes a news item for sellers and leaders with a photo and publishes it; a seller
// then finds it in the news slider and reads it, the photo served from /uploads/news/.
const TITLE = `Jesienna promocja okien ${Date.now().toString(36)}`;

test('an operator writes and publishes a news item with a photo, and a seller reads it', async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);
  await signInAsOperator(page, operators.operator);
  await page.goto('/admin/aktualnosci');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktualności' })).toBeVisible();
  await page.getByRole('button', { name: 'Nowa aktualność' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa aktualność' })).toBeVisible();

  // Published empty, every missing field is named at the field.
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByText('Podaj tytuł.')).toBeVisible();
  await expect(page.getByText('Napisz wstęp.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Tytuł', exact: true }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Wstęp' }).fill('Rabat na okna dachowe do końca miesiąca.');
  const body = page.getByRole('textbox', { name: 'Treść' });
  await body.click();
  await page
    .getByRole('toolbar', { name: 'Formatowanie pola Treść' })
    .getByRole('button', { name: 'Pogrubienie' })
    .click();
  await body.pressSequentially('Zamów do piątku');
  await page
    .getByRole('toolbar', { name: 'Formatowanie pola Treść' })
    .getByRole('button', { name: 'Pogrubienie' })
    .click();
  await body.pressSequentially(', a punkty dopiszemy w poniedziałek.');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'okno.png',
    mimeType: 'image/png',
    buffer: tinyPng(8, 8),
  });
  await expect(page.getByRole('img', { name: 'Zdjęcie aktualności' })).toBeVisible();
  await page.getByLabel('Styl slajdu').selectOption('photo');

  // The preview shows the slide and the page as a participant will.
  await page.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByRole('dialog', { name: 'Podgląd: tak zobaczy ją uczestnik' });
  await expect(preview.getByRole('heading', { name: TITLE, level: 2 }).first()).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Zamów do piątku' })).toBeVisible();
  await expectAccessible(page, 'the news preview');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByText('Aktualność opublikowana.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/aktualnosci\/\d+$/);
  await expect(page.getByText('Opublikowana', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the news editor');

  // The saved photo shows in the preview until the form drops it; left unsaved, nothing changes.
  const previewOf = async () => {
    await page.getByRole('button', { name: 'Podgląd' }).click();
    await expect(preview.getByRole('heading', { name: TITLE, level: 2 }).first()).toBeVisible();
    return preview.locator('article img');
  };
  await expect(await previewOf()).toHaveAttribute('src', /^\/uploads\/news\//);
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Usuń zdjęcie' }).check();
  await expect(await previewOf()).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Usuń zdjęcie' }).uncheck();

  await page.goto('/admin/aktualnosci');
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row.getByText('Opublikowana')).toBeVisible();

  // The seller reads it: in the slider, then on its page, with the photo.
  const seller = await newContext();
  const reader = await seller.newPage();
  await logIn(reader, accounts.seller);
  await reader.goto('/aktualnosci');
  await reader.getByRole('link', { name: TITLE }).click();
  await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(reader.getByText('Rabat na okna dachowe do końca miesiąca.')).toBeVisible();
  await expect(reader.locator('strong', { hasText: 'Zamów do piątku' })).toBeVisible();
  const photo = reader.locator('article img');
  await expect(photo).toHaveAttribute('src', /^\/uploads\/news\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  await expectAccessible(reader, 'the published news item');
});
