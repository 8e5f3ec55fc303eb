import { expect, type Page, test } from './test';
import { demoMillionairesQuestions } from '../../server/src/seed/demo-quiz-content';
import { accounts, desktop, logIn, pageHeading, phone } from './support';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The right answer's button, read from the demo's content: the browser never receives the key. The
 * server shuffles the answers for every attempt, so its letter is read from the page.
 */
async function rightAnswer(page: Page) {
  const name = (await page.locator('#millionaires-question').textContent())?.trim();
  const question = demoMillionairesQuestions.find((candidate) => candidate.name === name);
  if (!question) throw new Error(`Unknown question: ${name}`);
  const answer = question.answers.find((candidate) => candidate.correct)!;
  const text = answer.type === 'img' ? answer.alt! : answer.name;
  const button = page.getByRole('button', { name: new RegExp(`^Odpowiedź [A-D]: ${escaped(text)}$`) });
  const label = (await button.getAttribute('aria-label')) ?? '';
  return { question, letter: label.charAt('Odpowiedź '.length), button };
}

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

test('a seller plays Millionaires to the end and sees the result with the server’s time', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, accounts.seller);
  await page.goto('/milionerzy');
  await expect(pageHeading(page)).toHaveText('Milionerzy');
  await expect(page.getByText('Pozostałe podejścia: 2')).toBeVisible();
  await screenshots(page, 'millionaires-intro');

  const start = page.getByRole('button', { name: 'START' });
  await start.click();
  await expect(page.getByText('Zaakceptowanie regulaminu jest wymagane')).toBeVisible();
  await page.getByLabel('Akceptuję regulamin quizu Milionerzy').check();
  await start.click();

  for (let number = 1; number <= 5; number++) {
    await expect(page.getByText(`Pytanie ${number} z 5`)).toBeVisible();
    const { question, letter, button } = await rightAnswer(page);

    if (number === 1) {
      // Leaving mid-game asks first.
      await page.getByRole('link', { name: /^PartnerPlus.*strona główna$/ }).click();
      const warning = page.getByRole('dialog', { name: 'Uwaga!' });
      await expect(warning.getByText(/to podejście przepadnie/)).toBeVisible();
      await warning.getByRole('button', { name: 'Zostaję' }).click();
      await expect(page).toHaveURL('/milionerzy');

      await page.getByRole('button', { name: 'Koło ratunkowe: pytanie do publiczności' }).click();
      await expect(page.getByText(`Publiczność wskazuje odpowiedź ${letter}.`)).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/00:0\d/);
      await screenshots(page, 'millionaires-question');
    }
    if (number === 2 && question.answers.length >= 3) {
      await page.getByRole('button', { name: 'Koło ratunkowe 50/50' }).click();
      await expect(page.getByRole('button', { name: /^Odpowiedź [A-D]:/ })).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Koło ratunkowe 50/50' })).toBeDisabled();
    }
    await button.click();
  }

  await expect(page.getByText('QUIZ Zaliczony.')).toBeVisible();
  const time = page.getByText(/^Twój czas: \d+ s$/);
  await expect(time).toBeVisible();
  const seconds = (await time.textContent())!.match(/\d+/)![0];
  await screenshots(page, 'millionaires-result');

  // The widget on /moje-wyniki shows the same time, and no START any more.
  await page.goto('/moje-wyniki');
  const widget = page.getByRole('region', { name: 'Milionerzy' });
  await expect(widget.getByText(`QUIZ Zaliczony. Czas: ${seconds} s`)).toBeVisible();
  await expect(widget.getByRole('link', { name: 'START' })).toHaveCount(0);

  // Back on the page later: the result stands, no START.
  await page.goto('/milionerzy');
  await expect(page.getByText('QUIZ Zaliczony.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'START' })).toHaveCount(0);
});
