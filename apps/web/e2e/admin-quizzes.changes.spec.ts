import { expect, type Page, test } from './test';
import { accounts, desktop, logIn, operators, phone, signInAsOperator } from './support';

/** A day in Warsaw as the date fields take it, `days` from today. */
const warsawDay = (days = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + days * 86_400_000));

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

// Not "Milionerzy": the millionaires journey finds the demo quiz's widget by that name. The quiz
// closes after the demo's, so the kind's own address (/milionerzy) still plays the demo quiz
// (docs/decisions/0039).
const title = 'Quiz wiedzy o oknach';
const slug = `quiz-wiedzy-${Date.now()}`;

test('an operator builds a millionaires quiz and publishes it; a seller plays it from the results page', async ({
  page,
  newContext,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(desktop);
  await signInAsOperator(page, operators.operator);
  await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Quizy' }).click();
  await expect(page).toHaveURL('/admin/quizy');
  await expect(page.getByRole('heading', { level: 1, name: 'Quizy' })).toBeVisible();

  await page.getByRole('button', { name: 'Nowy quiz' }).click();
  await page
    .getByRole('dialog', { name: 'Nowy quiz: wybierz rodzaj' })
    .getByRole('link', { name: /^Milionerzy/ })
    .click();
  await expect(page).toHaveURL('/admin/quizy/nowy/millionaires');
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy quiz: Milionerzy' })).toBeVisible();

  await page.getByLabel(/^Tytuł/).fill(title);
  await page.getByLabel(/^Identyfikator/).fill(slug);
  await page.getByLabel(/^Pierwszy dzień/).fill(warsawDay());
  await page.getByLabel(/^Ostatni dzień/).fill(warsawDay(60));
  await page.getByLabel(/^Nagrody/).fill('Kubek termiczny\nParasol');
  await page.getByLabel(/^Regulamin/).fill('Odpowiedz na 5 pytań.\nMasz jedno podejście.');

  for (let number = 1; number <= 5; number++) {
    const question = page.getByRole('group', { name: `Pytanie ${number}`, exact: true });
    await question.getByLabel(/^Treść pytania/).fill(`Pytanie próbne nr ${number}: czy okno ma parapet?`);
    await question.getByRole('button', { name: `Usuń odpowiedź D pytania ${number}` }).click();
    await question.getByRole('button', { name: `Usuń odpowiedź C pytania ${number}` }).click();
    await question.getByLabel(/^Odpowiedź A/).fill('Prawda');
    await question.getByLabel(/^Odpowiedź B/).fill('Fałsz');
    await question.getByLabel('A – poprawna').check();
  }
  await screenshots(page, 'admin-quiz-editor');

  await page.getByRole('button', { name: 'Zapisz i opublikuj' }).click();
  const confirm = page.getByRole('dialog', { name: 'Opublikować quiz?' });
  await confirm.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page).toHaveURL(/\/admin\/quizy\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Milionerzy · Opublikowany · trwa/)).toBeVisible();

  // The list shows it published.
  await page.getByRole('link', { name: 'Wróć do listy quizów' }).click();
  await page.getByRole('searchbox').fill(slug);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await screenshots(page, 'admin-quizzes-list');

  // A seller finds its widget on the results page and plays it through.
  const seller = await (await newContext({ viewport: desktop })).newPage();
  await logIn(seller, accounts.seller);
  const widget = seller.getByRole('region', { name: title });
  await expect(widget).toBeVisible();
  await expect(widget.getByText('Pozostałe podejścia: 1')).toBeVisible();
  await widget.getByRole('link', { name: 'START' }).click();
  await expect(seller).toHaveURL(`/milionerzy/${slug}`);

  await seller.getByLabel('Akceptuję regulamin quizu Milionerzy').check();
  await seller.getByRole('button', { name: 'START' }).click();
  for (let number = 1; number <= 5; number++) {
    await expect(seller.getByText(`Pytanie ${number} z 5`)).toBeVisible();
    await expect(seller.locator('#millionaires-question')).toHaveText(/^Pytanie próbne nr \d: czy okno ma parapet\?$/);
    await seller.getByRole('button', { name: /^Odpowiedź [AB]: Prawda$/ }).click();
  }
  await expect(seller.getByText('QUIZ Zaliczony.')).toBeVisible();
  await seller.screenshot({ path: test.info().outputPath('admin-quiz-played-1280.png'), fullPage: true });

  // Back on the results page its widget gives the result and no START.
  await seller.goto('/moje-wyniki');
  await expect(widget.getByText(/^QUIZ Zaliczony\. Czas: \d+ s$/)).toBeVisible();
  await expect(widget.getByRole('link', { name: 'START' })).toHaveCount(0);
});
