import { expect, expectAccessible, type Page, test } from './test';
import { accounts, branchSelect, desktop, logIn, pageHeading, phone, resultsPageHeight } from './support';

for (const [label, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`a ring shows the pieces missing to the next threshold on a click (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logIn(page, accounts.seller);
    await expect(pageHeading(page)).toHaveText('Realizacja celów zakupowych');
    await expect(page.getByText(/^Data aktualizacji: \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

    const termo = page.getByRole('article', { name: 'Okno PVC Termo 82' });
    const ring = termo.getByRole('button', { name: /zakupiono 32 szt\./ });
    await expect(ring).toContainText('32 szt.');
    await ring.click();
    await expect(ring).toHaveAttribute('aria-expanded', 'true');
    await expect(ring).toContainText('Brakuje');
    await expect(ring).toContainText('13 szt.');
    await expect(ring).toContainText('do progu 3');

    const komfort = page.getByRole('article', { name: 'Okno PVC Komfort 70' });
    await expect(komfort.getByRole('button', { name: /zakupiono 0 szt\./ })).toContainText('0 szt.');

    const sss = page.getByRole('article', { name: 'Okno dachowe Elektro SSS' });
    await expect(sss.getByText('Okna elektryczne SSS: brakuje 3 szt.')).toBeVisible();
    await sss.getByRole('button', { name: 'Progi i uwagi: Okno dachowe Elektro SSS' }).click();
    await expect(sss.getByText('próg 3')).toBeVisible();
    await expect(sss.getByText('min. 20 szt.')).toBeVisible();
    await expect(sss.getByText(/minimum 5 okien elektrycznych/)).toBeVisible();
  });
}

test('the rankings show the positions, the winner and the neighbouring places', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, accounts.seller);

  const region = page.getByRole('region', { name: 'Ranking regionalny' });
  await expect(region.getByTestId('ranking-region-position')).toHaveText('1');
  await expect(region.getByText('Wygrywa')).toBeVisible();
  const trip = page.getByRole('region', { name: 'Ranking wyjazdowy' });
  await expect(trip.getByTestId('ranking-trip-position')).toHaveText('12');
  await expect(trip.getByText('Wygrywa')).toHaveCount(0);
  await expect(page.getByTestId('ranking-am-position')).toHaveText('2');

  await trip.getByRole('button', { name: 'Sąsiednie pozycje: Ranking wyjazdowy' }).click();
  const rows = trip.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(3)).toContainText('12 (Twoja firma)');
  await expect(rows.nth(3)).toContainText('154 310 zł');

  // Each figure once: no "Ranking" form of the results widget repeating the trip ranking's place.
  await expect(page.getByRole('region', { name: 'Ranking', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Moje Wyniki' })).toContainText('250 000 zł');
  await expect(page.getByRole('region', { name: 'Nagroda główna' })).toContainText('5/6 kategorii');
});

test('a branch without purchases is unranked', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, accounts.leader);
  const reloaded = page.waitForEvent('load');
  await branchSelect(page).selectOption('1000003');
  await reloaded;

  for (const type of ['region', 'trip', 'am']) {
    await expect(page.getByTestId(`ranking-${type}-position`)).toHaveText('---');
  }
  await expect(page.getByRole('article', { name: 'Okno PVC Termo 82' })).toContainText('0 szt.');
});

/** Where an element starts on the page, to check what a scrolling reader meets first. */
const top = async (page: Page, name: string) =>
  (await page.getByRole('heading', { name, exact: true }).boundingBox())?.y ?? 0;

test('on a phone the seller’s figures come first, the quizzes are compact rows and the desktop-only ones say so before the tap', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await logIn(page, accounts.seller);

  await expect(page.getByRole('region', { name: 'Moje Wyniki' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Konkursy', exact: true })).toBeVisible();
  expect(await top(page, 'Moje Wyniki')).toBeLessThan(await top(page, 'Cele zakupowe produktów'));
  expect(await top(page, 'Cele zakupowe produktów')).toBeLessThan(await top(page, 'Konkursy'));

  const millionaires = page.getByRole('region', { name: 'Milionerzy' });
  await expect(millionaires.getByRole('link', { name: 'START', exact: true })).toBeVisible();
  await expect(millionaires.getByText('Pozostałe podejścia: 2')).toBeVisible();
  // Prizes and rules are folded away until asked for.
  await expect(millionaires.getByText('Nagrody', { exact: true })).toBeHidden();
  await millionaires.getByText('Nagrody i zasady').click();
  await expect(millionaires.getByText('Nagrody', { exact: true })).toBeVisible();

  for (const [name, message] of [
    ['Znajdź różnice', 'Quiz „Znajdź różnice” działa tylko na komputerze.'],
    ['Znajdź parę', 'Quiz „Znajdź parę” działa tylko na komputerze.'],
  ] as const) {
    const widget = page.getByRole('region', { name });
    await expect(widget.getByText(message)).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Start' })).toBeHidden();
  }

  // The same widgets on a computer offer START and say nothing of computers.
  await page.setViewportSize(desktop);
  const findPair = page.getByRole('region', { name: 'Znajdź parę' });
  await expect(findPair.getByRole('link', { name: 'START', exact: true })).toBeVisible();
  await expect(findPair.getByText('Quiz „Znajdź parę” działa tylko na komputerze.')).toBeHidden();
});

for (const account of [accounts.leader, accounts.seller]) {
  for (const [label, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`/moje-wyniki has no serious or critical axe violation for ${account} (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await logIn(page, account);
      await expect(page.getByRole('region', { name: 'Moje Wyniki' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Rankingi' })).toBeVisible();
      if (viewport === phone) expect(await resultsPageHeight(page)).toBeLessThan(4000);
      // A ring turned to the pieces missing, and a ranking's neighbours open: those states are checked too.
      await page.getByRole('button', { name: /Okno PVC Termo 82: zakupiono/ }).click();
      await page.getByRole('button', { name: 'Sąsiednie pozycje: Ranking wyjazdowy' }).click();
      await expectAccessible(page, `/moje-wyniki with a ring and a ranking open at ${viewport.width} px`);
    });
  }
}
