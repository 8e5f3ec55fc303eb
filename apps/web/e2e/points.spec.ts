import { expect, expectAccessible, type Locator, type Page, test } from './test';
import { accounts, logIn, pageHeading } from './support';

// sprzedawca@demo.pl as the demo seeds them (docs/product/point-lots.md): 1250 points available,
// 200 of a threshold waiting 14 days, 100 from the pool expiring 5 days after seeding, the rest
// valid for a year. The days are relative to the seeding, so the journey reads them as dates.

const DATE = String.raw`\d{2}\.\d{2}\.\d{4}`;

/** One figure of "Moje punkty": the value under its label. */
const figure = (page: Page, points: Locator, label: string) =>
  points
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test('a seller goes from "Twoje punkty" to "Moje punkty" and asks where the points came from', async ({ page }) => {
  await logIn(page, accounts.seller);
  const card = page.getByRole('region', { name: 'Twoje punkty' });
  await expect(card.getByText('Dostępne: 1250 pkt')).toBeVisible();
  await expect(card.getByText(new RegExp(`^Oczekujące: 200 pkt \\(najbliższe od ${DATE}\\)$`))).toBeVisible();
  await expect(card.getByText(new RegExp(`^Wygasa w ciągu 30 dni: 100 pkt \\(najbliżej ${DATE}\\)$`))).toBeVisible();
  await expect(card.getByText(/Zadłużenie/)).toHaveCount(0);

  await card.getByRole('link', { name: 'Szczegóły w „Mój profil”' }).click();
  await expect(page).toHaveURL('/moj-profil#punkty');
  await expect(pageHeading(page)).toHaveText('Mój profil');
  const points = page.getByRole('region', { name: 'Moje punkty' });
  await expect(points).toHaveAttribute('id', 'punkty');
  await expect(points.getByRole('heading', { name: 'Moje punkty' })).toBeInViewport();
  await expect(figure(page, points, 'Dostępne punkty')).toHaveText('1250 pkt');
  await expect(figure(page, points, 'Oczekujące')).toHaveText('200 pkt');
  await expect(points.getByText('Zadłużenie punktowe')).toHaveCount(0);

  await expect(points.getByRole('heading', { name: 'Punkty oczekujące' })).toBeVisible();
  await expect(
    points.getByText(
      'Punkty za zakupy czekają 14 dni na koniec okresu zwrotów u producenta, potem stają się dostępne same.',
    ),
  ).toBeVisible();
  const waiting = points.getByRole('listitem').filter({ hasText: 'Dostępne od' });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(
    new RegExp(
      `^200 pkt – Próg 1 produktu Drzwi zewnętrzne Bastion: 3 szt\\. w imporcie z ${DATE}Dostępne od ${DATE}$`,
    ),
  );
  await expect(points.getByText('Nie masz punktów oczekujących.')).toHaveCount(0);

  await expect(points.getByRole('heading', { name: 'Punkty wygasające' })).toBeVisible();
  await expect(points.getByText('Wydajesz zawsze najpierw punkty, które wygasają najwcześniej.')).toBeVisible();
  const expiring = points.getByRole('listitem').filter({ hasText: /^Ważne do / });
  await expect(expiring.first()).toHaveText(new RegExp(`^Ważne do ${DATE}: 100 pkt$`));
  await expect(points.getByText('Twoje punkty nie mają terminu ważności.')).toHaveCount(0);

  await points.getByRole('button', { name: 'Historia transakcji' }).click();
  const history = page.getByRole('dialog', { name: 'Historia transakcji' });
  const items = history.getByRole('list', { name: 'Historia transakcji' }).getByRole('listitem');
  await expect(items).toHaveCount(6);
  await expectAccessible(page, 'the points history');

  // The top-up order of 100 points took them from the lot that expired soonest.
  const order = items.filter({ hasText: '−100 pkt' });
  await expect(order).toContainText(/^Zamówienie zasilenia karty nr \d+ \(karta …\d{4}\)/);
  await expect(order.getByRole('button', { name: 'Skąd te punkty?' })).toHaveCount(0);
  await order.getByRole('button', { name: 'Szczegóły' }).click();
  const detail = page.getByRole('dialog', { name: 'Skąd te punkty?' });
  const taken = detail.getByRole('table', { name: 'Z których punktów' });
  await expect(taken.getByRole('columnheader')).toHaveText(['Punkty z dnia', 'Skąd', 'Wydano', 'Ważne do']);
  await expect(taken.getByRole('row')).toHaveCount(2);
  const lot = taken.getByRole('row').nth(1).getByRole('cell');
  await expect(lot.nth(0)).toHaveText(new RegExp(`^${DATE}$`));
  await expect(lot.nth(1)).toHaveText(/^Próg 1 produktu Okno PVC Termo 82: 11 szt\. w imporcie z /);
  await expect(lot.nth(2)).toHaveText('100 pkt');
  await expect(lot.nth(3)).toHaveText(new RegExp(`^${DATE}$`));
  // Escape closes the detail and leaves the history open.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(history).toBeVisible();

  // The waiting threshold: its state, its last day, the purchases behind it and what is left of it.
  const threshold = items.filter({ hasText: 'Próg 1 produktu Drzwi zewnętrzne Bastion' });
  await expect(threshold).toContainText('+200 pkt');
  await expect(threshold.getByText(new RegExp(`^Oczekujące – dostępne od ${DATE}$`))).toBeVisible();
  await expect(threshold.getByText(new RegExp(`^Ważne do ${DATE}$`))).toBeVisible();
  await threshold.getByRole('button', { name: 'Skąd te punkty?' }).click();
  await expect(detail.getByText(/^Próg 1 produktu Drzwi zewnętrzne Bastion: 3 szt\. w imporcie z /)).toBeVisible();
  const purchases = detail.getByRole('table', { name: 'Zakupy, które złożyły się na próg' });
  await expect(purchases.getByRole('columnheader')).toHaveText(['Data zakupu', 'Import', 'Linia', 'Ilość']);
  await expect(purchases.getByRole('row')).toHaveCount(2);
  await expect(purchases.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('3');
  await expect(detail.getByText('Pozostało: 200 pkt')).toBeVisible();
  // The journey ends here, so that axe looks at the open detail too.
});
