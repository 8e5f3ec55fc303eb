import { expect, type Page, test } from './test';
import { accounts, logIn } from './support';

// The card seller's whole way to a top-up: it confirms the card and spends points for good, so it
// runs in the "changes" project. It is the only journey that confirms karta@demo.pl's card or
// orders for that account; the others use karta@demo.pl only to log in. It logs in with the demo
// password, so it must stay before passwords.changes.spec.ts, which changes it (one worker runs
// the files in name order).

const accountPage = '/moj-profil';

const cardSection = (page: Page) => page.getByRole('region', { name: 'Karta przedpłacona' });
const orderSection = (page: Page) => page.getByRole('region', { name: 'Zamów zasilenie karty' });
const ordersList = (page: Page) => page.getByRole('region', { name: 'Moje zamówienia' });
/** One figure of "Moje punkty": the value under its label. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Moje punkty' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test('karta@demo.pl confirms the waiting card, orders a top-up answering the question, and sees it', async ({
  page,
}) => {
  await logIn(page, accounts.cardSeller);
  await page.goto(accountPage);

  // The seeded state: 600 points, none used, a card sent but not confirmed, no orders yet.
  await expect(figure(page, 'Dostępne punkty')).toHaveText('600 pkt');
  await expect(figure(page, 'Wykorzystane')).toHaveText('0 pkt');
  await expect(ordersList(page).getByText('Nie masz jeszcze zamówień zasilenia w tej edycji.')).toBeVisible();
  const card = cardSection(page);
  await expect(card.getByText('******7890')).toBeVisible();
  // Without a confirmed card the top-up form says why and stays disabled.
  const order = orderSection(page);
  await expect(order.getByText(/po otrzymaniu i potwierdzeniu karty przedpłaconej/)).toBeVisible();
  await expect(order.getByRole('button', { name: 'Dalej' })).toBeDisabled();

  // A wrong number is refused beside the field; the card's own number confirms it.
  const number = card.getByLabel(/Numer karty/);
  await expect(number).toHaveAttribute('placeholder', 'XXXXXXXXXX');
  await number.fill('1234567891');
  await card.getByRole('button', { name: 'Potwierdź kartę' }).click();
  await expect(card.getByText('Numer karty jest nieprawidłowy.')).toBeVisible();
  await expect(page.getByText('Błąd potwierdzenia karty')).toBeVisible();
  await number.fill('1234567890');
  await expect(card.getByText('Numer karty jest nieprawidłowy.')).toBeHidden();
  await card.getByRole('button', { name: 'Potwierdź kartę' }).click();
  await expect(card.getByText('1234567890')).toBeVisible();
  await expect(card.getByText(/^Potwierdzona \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(card.getByRole('textbox')).toHaveCount(0);

  // Now the top-up: a value, "Dalej" draws the question, an answer, "Zamów".
  await expect(order.getByText(/po otrzymaniu i potwierdzeniu karty przedpłaconej/)).toBeHidden();
  await expect(order.getByText('Dostępne punkty: 600 pkt')).toBeVisible();
  await order.getByLabel(/Wartość zasilenia/).fill('200');
  await order.getByRole('button', { name: 'Dalej' }).click();
  const answers = order.getByRole('radio');
  await expect(answers.first()).toBeVisible();
  await answers.first().check();
  await order.getByRole('button', { name: 'Zamów' }).click();

  await expect(page.getByText('Gratulujemy! Twoje zamówienie zostało przyjęte do realizacji.')).toBeVisible();
  await expect(order.getByText('Dostępne punkty: 400 pkt')).toBeVisible();
  await expect(figure(page, 'Dostępne punkty')).toHaveText('400 pkt');
  await expect(figure(page, 'Wykorzystane')).toHaveText('200 pkt');
  await expect(figure(page, 'Otrzymane')).toHaveText('600 pkt');
  await expect(order.getByLabel(/Wartość zasilenia/)).toHaveValue('');
  await expect(answers).toHaveCount(0);

  // The order heads the list, waiting to be carried out.
  const rows = ordersList(page).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('200 pkt');
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('Nowe – oczekuje na realizację');

  // And the points history has it on top.
  await page.getByRole('button', { name: 'Historia transakcji' }).click();
  const history = page.getByRole('dialog', { name: 'Historia transakcji' });
  const newest = history.getByRole('list', { name: 'Historia transakcji' }).getByRole('listitem').first();
  await expect(newest).toContainText('Zamówienie zasilenia karty');
  await expect(newest).toContainText('−200 pkt');
});
