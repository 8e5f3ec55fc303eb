import { expect, type Locator, type Page, test } from './test';
import { accounts, desktop, logIn, pageHeading, phone } from './support';

const slider = (page: Page) => page.getByRole('region', { name: 'Aktualności' });
const slides = (page: Page) => slider(page).getByRole('group');

/** How many slides lie wholly inside the slider's visible window. */
async function slidesInView(page: Page): Promise<number> {
  const viewport = await slider(page).locator('div.overflow-hidden').first().boundingBox();
  if (!viewport) throw new Error('The slider is not on the page');
  let count = 0;
  for (const slide of await slides(page).all()) {
    const box = await slide.locator('article').boundingBox();
    if (box && box.x >= viewport.x - 1 && box.x + box.width <= viewport.x + viewport.width + 1) count += 1;
  }
  return count;
}

async function waitUntilSettled(locator: Locator) {
  // Embla moves the slides with a transform; wait until it stops changing.
  let previous = '';
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const now = await locator.evaluate((element) => getComputedStyle(element).transform);
    if (now === previous) return;
    previous = now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

for (const [width, perView] of [
  [390, 1],
  [700, 2],
  [1280, 3],
] as const) {
  test(`the news slider shows ${perView} slide(s) at a time at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, accounts.seller);
    await page.goto('/aktualnosci');

    await expect(pageHeading(page)).toHaveText('Aktualności');
    await expect(slides(page)).toHaveCount(5);
    expect(await slidesInView(page)).toBe(perView);

    // One dot per position the slider can stop at.
    const dots = slider(page).getByRole('button', { name: /^Pozycja \d+ z \d+$/ });
    await expect(dots).toHaveCount(5 - perView + 1);
    const previous = slider(page).getByRole('button', { name: 'Poprzednie aktualności' });
    const next = slider(page).getByRole('button', { name: 'Następne aktualności' });
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await waitUntilSettled(slider(page).locator('ul'));
    expect(await slidesInView(page)).toBe(perView);
    await expect(previous).toBeEnabled();
  });
}

test('a news item opens from its slide and leads back to the list', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, accounts.seller);
  await page.goto('/aktualnosci');

  await slider(page).getByRole('link', { name: 'Jesienne szkolenia produktowe' }).click();
  await expect(page).toHaveURL('/aktualnosci/jesienne-szkolenia-produktowe');
  await expect(pageHeading(page)).toHaveText('Jesienne szkolenia produktowe');
  await expect(page).toHaveTitle('Jesienne szkolenia produktowe – Partner Plus');
  await expect(page.getByText(/^Opublikowano \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Program szkolenia' })).toBeVisible();
  const photo = page.locator('img[src="/news/szkolenia.svg"]');
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page
    .getByRole('link', { name: /Wróć do aktualności/ })
    .first()
    .click();
  await expect(page).toHaveURL('/aktualnosci');
  await expect(slides(page)).toHaveCount(5);
});

test('leaders read the leaders’ news, sellers never do', async ({ page }) => {
  await page.setViewportSize(phone);
  await logIn(page, accounts.leader);
  await page.goto('/aktualnosci');
  await expect(slider(page).getByRole('link', { name: 'Głosowanie liderów: wybierz nagrodę główną' })).toBeAttached();
  await expect(slider(page).getByRole('link', { name: 'Nowe okno PVC Termo 82 w programie' })).toHaveCount(0);

  await page.context().clearCookies();
  await logIn(page, accounts.seller);
  await page.goto('/aktualnosci/glosowanie-liderow-nagroda-glowna');
  await expect(pageHeading(page)).toHaveText('Nie znaleziono aktualności');
  await page.getByRole('link', { name: /Wróć do aktualności/ }).click();
  await expect(page).toHaveURL('/aktualnosci');
});

test('a visitor is sent to the login page from the news', async ({ page }) => {
  // The demo edition is named after the year the server seeded it in.
  await page.goto(`/aktualnosci/startuje-edycja-${new Date().getFullYear()}`);
  await expect(page).toHaveURL('/login');
  await page.goto('/aktualnosci');
  await expect(page).toHaveURL('/login');
});
