import { expect, test } from './test';
import { accounts, desktop, logIn, operators, signInAsOperator } from './support';

test('an admin hides the rankings and the participants’ portal follows at once, then shows them again', async ({
  page,
  newContext,
}) => {
  await page.setViewportSize(desktop);
  await signInAsOperator(page, operators.admin);
  await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Ustawienia' }).click();
  await expect(page).toHaveURL('/admin/ustawienia');
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Otwórz PDF' })).toHaveAttribute('href', /^\/regulamin\?date=\d{8}$/);

  const hidden = page.getByRole('switch', { name: 'Ukryte rankingi' });
  await expect(hidden).not.toBeChecked();

  // A participant sees the rankings before the change.
  const participant = await (await newContext({ viewport: desktop })).newPage();
  await logIn(participant, accounts.seller);
  await expect(participant.getByRole('region', { name: 'Ranking regionalny' })).toBeVisible();

  await hidden.check();
  await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(page.getByText('Ustawienia zapisane. Portal uczestników stosuje je od razu.')).toBeVisible();

  await participant.reload();
  await expect(participant.getByRole('region', { name: 'Moje Wyniki' })).toBeVisible();
  await expect(participant.getByRole('region', { name: 'Ranking regionalny' })).toHaveCount(0);

  // The close-edition dialog says what carries over before anything happens; cancelling changes nothing.
  await page.getByRole('button', { name: /^Zamknij edycję \d{4}…$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Zamknąć edycję \d{4} i rozpocząć \d{4}\?$/ });
  await expect(dialog.getByText('salda punktów uczestników i pule punktów firm')).toBeVisible();
  await expect(dialog.getByText('akceptacja regulaminu i zgody (każdy akceptuje je ponownie)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();

  await hidden.uncheck();
  await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(page.getByRole('switch', { name: 'Ukryte rankingi' })).not.toBeChecked();
  await participant.reload();
  await expect(participant.getByRole('region', { name: 'Ranking regionalny' })).toBeVisible();
});

test('an admin changes a points rule, sees its new version listed, and sets it back', async ({ page }) => {
  await signInAsOperator(page, operators.admin);
  await page.goto('/admin/ustawienia');
  const points = page.getByRole('region', { name: 'Punkty', exact: true });
  await expect(
    points.getByText('Zmiana dotyczy tylko nowych punktów. Punkty już przyznane zachowują swoje terminy.'),
  ).toBeVisible();
  const versions = points.getByRole('table', { name: 'Wersje zasad punktów' });
  const newest = versions.getByRole('row').nth(1);
  const version = Number((await newest.getByRole('cell').first().innerText()).trim());
  expect(version).toBeGreaterThanOrEqual(2);

  // The shortest time to spend new points, one day longer: a new version of the rules.
  const minDays = points.getByLabel(/^Najkrótszy czas na wykorzystanie/);
  await expect(minDays).toHaveValue('30');
  await minDays.fill('31');
  await points.getByRole('button', { name: 'Zapisz zasady punktów' }).click();
  await expect(
    page.getByText(`Ustawienia punktów zapisane. Nowe punkty otrzymają wersję zasad ${version + 1}.`),
  ).toBeVisible();
  await expect(newest.getByRole('cell').first()).toHaveText(String(version + 1));
  await expect(newest).toContainText('31 dni');
  await expect(newest).toContainText(operators.admin);

  // A limit that is no multiple of 50 is refused under its field, and nothing changes.
  await points.getByLabel(/^Największe jedno zasilenie karty/).fill('75');
  await points.getByRole('button', { name: 'Zapisz zasady punktów' }).click();
  await expect(points.getByText('Limit podaj jako wielokrotność 50 albo zostaw pusty.')).toBeVisible();
  await points.getByLabel(/^Największe jedno zasilenie karty/).fill('');

  // As the demo had it, for the journeys after this one (under a version of its own).
  await minDays.fill('30');
  await points.getByRole('button', { name: 'Zapisz zasady punktów' }).click();
  await expect(newest.getByRole('cell').first()).toHaveText(String(version + 2));
  await expect(newest).toContainText('30 dni');
});

test('a viewer sees the settings read-only', async ({ page }) => {
  await signInAsOperator(page, operators.viewer);
  await page.goto('/admin/ustawienia');
  await expect(page.getByText('Twoja rola pozwala tylko oglądać ustawienia. Zmienia je administrator.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Głosowanie otwarte' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Zapisz ustawienia' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Zamknij edycję/ })).toHaveCount(0);
  const points = page.getByRole('region', { name: 'Punkty', exact: true });
  await expect(points.getByLabel(/^Dni oczekiwania punktów za zakupy/)).toBeDisabled();
  await expect(points.getByRole('button', { name: 'Zapisz zasady punktów' })).toHaveCount(0);
  await expect(points.getByRole('table', { name: 'Wersje zasad punktów' }).getByRole('row')).not.toHaveCount(0);
});
