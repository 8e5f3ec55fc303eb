import { expect, type Page, test } from './test';
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
