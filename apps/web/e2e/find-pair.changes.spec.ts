import { expect, type Page, test } from './test';
import { accounts, desktop, logIn, pageHeading, phone } from './support';

async function screenshot(page: Page, name: string, size: { width: number; height: number } = desktop) {
  await page.setViewportSize(size);
  await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

const card = (page: Page, place: number) => page.getByRole('button', { name: new RegExp(`^Karta ${place}[,:]`) });

/** Turns a card and reads its face from the label, as a person reads the picture. */
async function turn(page: Page, place: number): Promise<string> {
  await card(page, place).click();
  await expect(card(page, place)).toHaveAttribute('aria-label', new RegExp(`^Karta ${place}: `));
  const label = (await card(page, place).getAttribute('aria-label'))!;
  return label.replace(`Karta ${place}: `, '').replace(' (para znaleziona)', '');
}

/** After the second card: the server's verdict, 500 ms in view, then the board read again. */
async function settled(page: Page, places: number[], pair: boolean) {
  for (const place of places) {
    await expect(card(page, place)).toHaveAttribute('aria-label', pair ? /para znaleziona/ : /zakryta$/);
    await expect(card(page, place)).toBeEnabled({ enabled: !pair });
  }
}

test('a seller finds the 10 pairs by memory and sees the server’s time, also on the widget', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, accounts.seller);
  await page.goto('/znajdz-pare');
  await expect(pageHeading(page)).toHaveText('Znajdź parę');
  await screenshot(page, 'find-pair-intro');
  await page.getByRole('button', { name: 'START' }).click();

  await expect(page.getByText('Znalezione pary: 0/10')).toBeVisible();
  await expect(page.getByText('Błędy: 0')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/00:0\d/);
  await expect(page.getByRole('button', { name: /^Karta \d+, zakryta$/ })).toHaveCount(20);

  // Leaving asks first.
  await page.getByRole('link', { name: /^PartnerPlus.*strona główna$/ }).click();
  const warning = page.getByRole('dialog', { name: 'Uwaga!' });
  await expect(warning.getByText(/kolejne podejście nie będzie możliwe/)).toBeVisible();
  await warning.getByRole('button', { name: 'Zostaję' }).click();

  const seen = new Map<number, string>();
  const found = new Set<number>();
  let pairs = 0;
  let errors = 0;
  const unknown = () => Array.from({ length: 20 }, (_, index) => index + 1).filter((place) => !seen.has(place));
  const partnerOf = (place: number) =>
    [...seen].find(([other, face]) => other !== place && face === seen.get(place) && !found.has(other))?.[0];

  const play = async (a: number, b: number, faceA?: string) => {
    seen.set(a, faceA ?? (await turn(page, a)));
    seen.set(b, await turn(page, b));
    const pair = seen.get(a) === seen.get(b);
    if (pair) {
      pairs++;
      found.add(a).add(b);
    } else errors++;
    if (pairs < 10) await settled(page, [a, b], pair);
    if (pairs === 1 && pair) await screenshot(page, 'find-pair-game');
  };

  while (pairs < 10) {
    const known = [...seen.keys()].find((place) => !found.has(place) && partnerOf(place) !== undefined);
    if (known !== undefined) {
      await play(known, partnerOf(known)!);
      continue;
    }
    const [first, second] = unknown();
    const face = await turn(page, first!);
    seen.set(first!, face);
    const partner = partnerOf(first!);
    await play(first!, partner ?? second!, face);
    if (errors === 1 && !found.has(first!)) await expect(page.getByText('Błędy: 1')).toBeVisible();
  }

  await expect(page.getByText('Dziękujemy za udział w quizie!')).toBeVisible();
  await expect(page.getByText('Wszystkie pary znalezione: 10 z 10.')).toBeVisible();
  const time = page.getByText(/^Twój czas: \d+ s$/);
  await expect(time).toBeVisible();
  const seconds = (await time.textContent())!.match(/\d+/)![0];
  await screenshot(page, 'find-pair-result');

  await page.getByRole('link', { name: 'MOJE WYNIKI', exact: true }).click();
  const widget = page.getByRole('region', { name: 'Znajdź parę' });
  await expect(widget.getByText(`Znalezione pary: 10, błędy: ${errors}, czas: ${seconds} s`)).toBeVisible();
  await expect(widget.getByRole('link', { name: 'START' })).toHaveCount(0);
  await widget.scrollIntoViewIfNeeded();
  await screenshot(page, 'find-pair-widget');
});

test('on a phone the find-pair page says the quiz works only on a computer', async ({ page }) => {
  await page.setViewportSize(phone);
  await logIn(page, accounts.seller);
  await page.goto('/znajdz-pare');
  await expect(page.getByRole('alert')).toHaveText(/„Znajdź parę” działa tylko na komputerze/);
  await expect(page.getByRole('button', { name: 'START' })).toBeHidden();
  await screenshot(page, 'find-pair-phone', phone);
});
