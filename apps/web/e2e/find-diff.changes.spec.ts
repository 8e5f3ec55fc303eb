import { expect, type Locator, type Page, test } from './test';
import { demoFindDiff } from '../../server/src/seed/demo-quiz-content';
import { accounts, desktop, logIn, pageHeading, phone } from './support';

async function screenshot(page: Page, name: string, size: { width: number; height: number } = desktop) {
  await page.setViewportSize(size);
  await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

/** Clicks a picture at a point in its drawing units, wherever the picture sits on the screen. */
async function clickAt(picture: Locator, x: number, y: number) {
  const box = (await picture.boundingBox())!;
  await picture
    .page()
    .mouse.click(box.x + (x / demoFindDiff.width) * box.width, box.y + (y / demoFindDiff.height) * box.height);
}

test('a seller finds the 9 differences and sees the server’s time, also on the widget', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, accounts.seller);
  await page.goto('/znajdz-roznice');
  await expect(pageHeading(page)).toHaveText('Znajdź różnice');
  await expect(page.getByText(/ponowne wejście do quizu kosztuje jedno życie/)).toBeVisible();
  await screenshot(page, 'find-diff-intro');
  await screenshot(page, 'find-diff-intro', phone);
  await page.getByRole('button', { name: 'START' }).click();

  const counter = page.getByTestId('found-counter');
  await expect(counter).toHaveText('Znalezione różnice: 0/9');
  await expect(page.getByRole('img', { name: 'Pozostałe życia: 3 z 3' })).toBeVisible();
  const original = page.getByRole('button', { name: 'Obrazek oryginalny – kliknij w miejsce różnicy' });
  const fake = page.getByRole('button', { name: 'Obrazek zmieniony – kliknij w miejsce różnicy' });

  // A click on the grass, the same in both pictures, costs a heart.
  await clickAt(original, 10, 590);
  await expect(page.getByRole('img', { name: 'Pozostałe życia: 2 z 3' })).toBeVisible();
  await expect(page.getByTestId('lives').locator('[data-life="lost"]')).toHaveCount(1);
  await expect(page.getByText('Tu nie ma różnicy. Tracisz jedno życie.')).toBeVisible();

  // Leaving asks first: coming back would cost a life.
  await page.getByRole('link', { name: /^PartnerPlus.*strona główna$/ }).click();
  const warning = page.getByRole('dialog', { name: 'Uwaga!' });
  await expect(warning.getByText(/ponowne wejście do quizu będzie kosztować jedno życie/)).toBeVisible();
  await warning.getByRole('button', { name: 'Zostaję' }).click();
  // The closing dialog would swallow a click at a point of the picture under it.
  await expect(warning).toBeHidden();

  const areas = demoFindDiff.areas;
  for (const [index, area] of areas.slice(0, -1).entries()) {
    // Either picture will do; the toasts sit over the right one's corner, so mostly the left one.
    await clickAt(index % 3 === 2 ? fake : original, area.cx, area.cy);
    await expect(counter).toHaveText(`Znalezione różnice: ${index + 1}/9`);
  }
  await expect(page.getByText('Brawo! To jedna z różnic.').first()).toBeVisible();
  await expect(page.getByTestId('found-areas').first().locator('g')).toHaveCount(8);
  await screenshot(page, 'find-diff-game');

  // The send button asks first; NIE keeps playing.
  await page.getByRole('button', { name: 'Wyślij wynik' }).click();
  const confirm = page.getByRole('dialog', { name: 'Uwaga!' });
  await expect(confirm.getByText(/zakończyć grę i wysłać wynik/)).toBeVisible();
  await confirm.getByRole('button', { name: 'NIE' }).click();
  await expect(confirm).toBeHidden();

  const last = areas.at(-1)!;
  await clickAt(original, last.cx, last.cy);
  await expect(counter).toHaveText('Znalezione różnice: 9/9');
  await expect(page.getByText('Gratulacje! Wszystkie różnice znalezione.')).toBeVisible();
  const time = page.getByText(/^Twój czas: \d+ s$/);
  await expect(time).toBeVisible();
  const seconds = (await time.textContent())!.match(/\d+/)![0];
  await expect(page.getByText(/voucher o wartości 1000 zł/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyślij wynik' })).toBeDisabled();
  await screenshot(page, 'find-diff-result');

  // Completed: the page shows the result again, and the widget the time instead of Start.
  await page.goto('/znajdz-roznice');
  await expect(page.getByText(`Twój czas: ${seconds} s`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'START' })).toHaveCount(0);
  await page.goto('/moje-wyniki');
  const widget = page.getByRole('region', { name: 'Znajdź różnice' });
  await expect(widget.getByText(`Twój czas: ${seconds} s`)).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Start' })).toHaveCount(0);
  await widget.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('find-diff-widget-1280.png') });
});

test('on a phone the page says the quiz works only on a computer', async ({ page }) => {
  await page.setViewportSize(phone);
  await logIn(page, accounts.cardSeller);
  await page.goto('/znajdz-roznice');
  await expect(page.getByRole('alert').filter({ hasText: 'działa tylko na komputerze' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'START' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('find-diff-phone-390.png'), fullPage: true });
});
