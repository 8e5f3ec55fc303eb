import { accounts, desktop, logIn, operators, pageHeading, signInAsOperator, tinyPng } from './support';
import { expect, test } from './test';

// The operator adds a vote option with a picture; a leader sees it on /glosowanie without voting
// (votes.changes.spec.ts, later in the run, casts lider@demo.pl's one vote); the operator then
// removes it, as nobody voted for it, and the vote page is as the demo seeded it.
const OPTION = { slug: `rejs-${Date.now().toString(36)}`, name: 'Rejs po Bałtyku' };

test('an operator adds a vote option with a picture, a leader sees it, and the operator removes it', async ({
  page,
  newContext,
}) => {
  await page.setViewportSize(desktop);
  await signInAsOperator(page, operators.operator);
  await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Głosowanie' }).click();
  await expect(page).toHaveURL('/admin/glosowanie');
  await expect(page.getByRole('heading', { level: 1, name: 'Głosowanie' })).toBeVisible();
  // The vote is open; only an admin flips it, as on the settings screen.
  await expect(page.getByRole('switch', { name: 'Głosowanie otwarte' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Głosowanie otwarte' })).toBeDisabled();

  const table = page.getByRole('table', { name: 'Opcje głosowania w kolejności, w jakiej widzą je liderzy' });
  await expect(table.getByRole('row').filter({ hasText: 'Gala finałowa' })).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj opcję' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa opcja głosowania' });
  await dialog.getByLabel(/^Nazwa/).fill(OPTION.name);
  await dialog.getByLabel(/^Identyfikator/).fill('Rejs Bałtyk');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Identyfikator to małe litery, cyfry i myślniki.')).toBeVisible();
  await dialog.getByLabel(/^Identyfikator/).fill(OPTION.slug);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Opcja została dodana. Możesz teraz dodać jej zdjęcie.')).toBeVisible();

  const edit = page.getByRole('dialog', { name: `Edycja opcji: ${OPTION.name}` });
  await edit
    .getByLabel('Wybierz nowe zdjęcie')
    .setInputFiles({ name: 'rejs.png', mimeType: 'image/png', buffer: tinyPng(8, 5) });
  await expect(page.getByText('Zdjęcie zostało zapisane.')).toBeVisible();
  await expect(edit.getByRole('img', { name: `Zdjęcie opcji ${OPTION.name}` })).toBeVisible();
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(edit).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: OPTION.name });
  await expect(row).toContainText(OPTION.slug);
  await expect(row.getByRole('img', { name: `Zdjęcie opcji ${OPTION.name}` })).toBeVisible();

  // A leader sees the new option, with its picture, beside the demo's two; nobody votes here.
  const leader = await (await newContext({ viewport: desktop })).newPage();
  await logIn(leader, accounts.leader);
  await leader.goto('/glosowanie');
  await expect(pageHeading(leader)).toHaveText('Głosowanie');
  const options = leader.getByRole('list', { name: 'Opcje głosowania' });
  const card = options.getByRole('article', { name: OPTION.name });
  await expect(card.getByRole('button', { name: `Głosuję: ${OPTION.name}` })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/votes\/.+\.webp$/);
  await expect(options.getByRole('heading', { name: 'Gala finałowa' })).toBeVisible();
  await expect(options.getByRole('heading', { name: 'Wyjazd' })).toBeVisible();

  // Nobody voted for it: it can go, and the leader's page is as before.
  await row.getByRole('button', { name: `Usuń opcję ${OPTION.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Usunąć opcję głosowania?' });
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Opcja została usunięta.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: OPTION.name })).toHaveCount(0);

  await leader.reload();
  await expect(options.getByRole('heading', { name: 'Wyjazd' })).toBeVisible();
  await expect(options.getByRole('article', { name: OPTION.name })).toHaveCount(0);
});
