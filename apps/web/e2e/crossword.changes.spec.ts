import { expect, expectAccessible, type Page, test } from './test';
import { demoCrossword } from '../../server/src/seed/demo-quiz-content';
import { accounts, desktop, logIn, pageHeading, phone } from './support';

async function screenshots(page: Page, name: string) {
  for (const [label, size] of [
    ['1280', desktop],
    ['390', phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(desktop);
}

test('a seller solves the crossword and sees the marks and the server’s time', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, accounts.seller);
  await page.goto('/krzyzowka');
  await expect(pageHeading(page)).toHaveText('Krzyżówka');
  await expect(page.getByText('Pozostałe podejścia: 3')).toBeVisible();
  await screenshots(page, 'crossword-intro');
  await page.getByRole('button', { name: 'START' }).click();

  await expect(page.getByText(demoCrossword.questions[0]!.clue)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Hasło dodatkowe, litera 7' })).toHaveValue('Ń');

  // Leaving before sending asks first.
  await page.getByRole('link', { name: /^PartnerPlus.*strona główna$/ }).click();
  const warning = page.getByRole('dialog', { name: 'Uwaga!' });
  await expect(warning.getByText(/to podejście przepadnie/)).toBeVisible();
  await warning.getByRole('button', { name: 'Zostaję' }).click();

  for (const row of demoCrossword.questions) {
    const given = new Set(row.given ?? []);
    const typed = Array.from(row.answer).filter((_, index) => !given.has(index + 1));
    const first = Array.from(row.answer).findIndex((_, index) => !given.has(index + 1)) + 1;
    await page.getByRole('textbox', { name: `Hasło ${row.number}, litera ${first}`, exact: true }).click();
    // Lower case on purpose: the cells write upper case and the cursor moves on by itself.
    await page.keyboard.type(typed.join('').toLocaleLowerCase('pl-PL'));
    await expect(page.getByRole('textbox', { name: `Hasło ${row.number}, litera ${row.mainLetter}` })).toHaveValue(
      Array.from(row.answer)[row.mainLetter - 1]!,
    );
  }
  // An incomplete additional password does not block sending: the confirmation repeats the reminder.
  await page.getByRole('button', { name: 'Wyślij odpowiedzi' }).click();
  const reminder = page.getByRole('dialog', { name: 'Uwaga!' });
  await expect(reminder.getByText('Czy jesteś pewny swoich odpowiedz?')).toBeVisible();
  await expect(reminder.getByRole('note')).toHaveText('Pamiętaj o uzupełnieniu hasła dodatkowego.');
  await screenshots(page, 'crossword-incomplete-password');
  await reminder.getByRole('button', { name: 'NIE' }).click();
  await expect(reminder).toBeHidden();
  await page.getByRole('textbox', { name: 'Hasło dodatkowe, litera 1' }).click();
  await page.keyboard.type(demoCrossword.additionalPassword.slice(0, -1));
  await screenshots(page, 'crossword-filled');

  await page.getByRole('button', { name: 'Wyślij odpowiedzi' }).click();
  const confirm = page.getByRole('dialog', { name: 'Uwaga!' });
  await expect(confirm.getByText('Czy jesteś pewny swoich odpowiedz?')).toBeVisible();
  await expect(confirm.getByRole('note')).toHaveCount(0);
  await expect(confirm.getByRole('button', { name: 'NIE' })).toBeVisible();
  await confirm.getByRole('button', { name: 'TAK' }).click();

  await expect(page.getByText('Dziękujemy za rozwiązanie krzyżówki!').first()).toBeVisible();
  const time = page.getByText(/^Twój czas: \d+ s$/).first();
  await expect(time).toBeVisible();
  const seconds = (await time.textContent())!.match(/\d+/)![0];
  await expect(page.getByRole('img', { name: /^Hasło \d: dobrze$/ })).toHaveCount(9);
  await expect(page.getByRole('img', { name: 'Hasło dodatkowe: dobrze' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'MOJE WYNIKI' }).first()).toHaveAttribute('href', '/moje-wyniki');

  // The popup with the thanks follows after 6 s.
  await expect(page.getByRole('dialog', { name: 'Krzyżówka' })).toBeVisible({ timeout: 10_000 });
  await screenshots(page, 'crossword-result');
  await page.keyboard.press('Escape');

  // Sent once: the crossword is no longer there to solve; the browser goes home.
  await page.goto('/krzyzowka');
  await expect(page.getByText('Odpowiedzi zostały już wysłane.')).toBeVisible();
  await expect(page).not.toHaveURL(/krzyzowka/);

  // The widget on /moje-wyniki shows the same time instead of START.
  await page.goto('/moje-wyniki');
  const widget = page.getByRole('region', { name: 'Krzyżówka nr 2' });
  await expect(widget.getByText(`Twój czas: ${seconds} s`)).toBeVisible();
  await expect(widget.getByRole('link', { name: 'START' })).toHaveCount(0);
});

/** The letters a player types in a row: the answer without its given letters. */
const typedIn = (row: (typeof demoCrossword.questions)[number]) => {
  const given = new Set(row.given ?? []);
  return Array.from(row.answer)
    .filter((_, index) => !given.has(index + 1))
    .join('');
};

test('a seller plays the crossword on a 390 px phone: the clue above large boxes, the grid an overview', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await logIn(page, accounts.cardSeller);
  await page.goto('/krzyzowka');
  await page.getByRole('button', { name: 'START' }).click();

  // The first clue is open to type, its text right above its boxes; the grid fits the screen.
  const entry = page.getByRole('group', { name: /^Hasło 1 z 9/ });
  await expect(entry).toHaveAccessibleName(new RegExp(demoCrossword.questions[0]!.clue));
  await expect(entry.getByRole('textbox')).toHaveCount(demoCrossword.questions[0]!.answer.length);
  const box = await entry.getByRole('textbox').first().boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page, 'the crossword at 390 px, first clue open');

  const overview = page.getByRole('group', { name: 'Podgląd krzyżówki' });
  for (const row of demoCrossword.questions) {
    // A tap on the row in the overview brings its clue and boxes, the focus on the first empty box.
    await overview.getByRole('button', { name: `Hasło ${row.number}: ${row.clue}` }).click();
    await expect(page.getByRole('group', { name: new RegExp(`^Hasło ${row.number} z 9`) })).toBeVisible();
    await page.keyboard.type(typedIn(row).toLocaleLowerCase('pl-PL'));
    if (row.number === 3) await page.screenshot({ path: test.info().outputPath('crossword-phone-playing.png') });
  }
  // The last letter of the last row led on to the additional password.
  await expect(page.getByRole('textbox', { name: 'Hasło dodatkowe, litera 1' })).toBeFocused();
  await page.keyboard.type(demoCrossword.additionalPassword.slice(0, -1));
  await expectAccessible(page, 'the crossword at 390 px, every row filled');

  await page.getByRole('button', { name: 'Wyślij odpowiedzi' }).click();
  await page.getByRole('dialog', { name: 'Uwaga!' }).getByRole('button', { name: 'TAK' }).click();
  await expect(page.getByText('Dziękujemy za rozwiązanie krzyżówki!').first()).toBeVisible();
  await expect(overview.getByRole('img', { name: /^Hasło \d: dobrze$/ })).toHaveCount(9);
  await expect(page.getByRole('img', { name: 'Hasło dodatkowe: dobrze' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('crossword-phone-sent.png'), fullPage: true });
});

test('the crossword by keyboard only: Tab to a clue, letters move on, Tab and Shift+Tab between clues', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  await logIn(page, accounts.leader);
  await page.goto('/krzyzowka');
  await expect(pageHeading(page)).toHaveText('Krzyżówka');

  /** Presses Tab until the element of that accessible name has the focus. */
  async function tabTo(name: string) {
    const target = page.getByRole('textbox', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));
    for (let presses = 0; presses < 60; presses++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${name}`);
  }

  await tabTo('START');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Hasło 1, litera 1', exact: true })).toBeVisible();
  await tabTo('Hasło 1, litera 1');
  const [first, second] = demoCrossword.questions;
  // The chosen clue is read out (a live region above the grid).
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: first!.clue })).toBeVisible();
  await page.keyboard.type(first!.answer.slice(0, 3));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Hasło 2, litera 1', exact: true })).toBeFocused();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: second!.clue })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('textbox', { name: 'Hasło 1, litera 4', exact: true })).toBeFocused();
  await page.keyboard.type(first!.answer.slice(3));
  // The rest of the rows one after another: each full row leads into the next, then the password.
  await page.keyboard.type(demoCrossword.questions.slice(1).map(typedIn).join(''));
  await expect(page.getByRole('textbox', { name: 'Hasło dodatkowe, litera 1' })).toBeFocused();
  await page.keyboard.type(demoCrossword.additionalPassword.slice(0, -1));
  await expectAccessible(page, 'the crossword at 1280 px, filled by keyboard');
  await page.screenshot({ path: test.info().outputPath('crossword-keyboard-filled.png'), fullPage: true });

  await tabTo('Wyślij odpowiedzi');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Uwaga!' });
  await expect(confirm).toBeVisible();
  await tabTo('TAK');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: /^Hasło \d: dobrze$/ })).toHaveCount(9);
  await expect(page.getByRole('img', { name: 'Hasło dodatkowe: dobrze' })).toBeVisible();
});
