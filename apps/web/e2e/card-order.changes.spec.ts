import { expect, type Page, test } from './test';
import { accounts, logIn, phone } from './support';

const accountPage = '/moj-profil';

const orderSection = (page: Page) => page.getByRole('region', { name: 'Zamów zasilenie karty' });
const ordersList = (page: Page) => page.getByRole('region', { name: 'Moje zamówienia' });

// karta@demo.pl confirms its card, then orders, in card-top-up.changes.spec.ts.

test('sprzedawca@demo.pl orders a top-up of 100 answering the question, and sees it in the list', async ({ page }) => {
  await logIn(page, accounts.seller);
  await page.goto(accountPage);

  const order = orderSection(page);
  await expect(order.getByText('Dostępne punkty: 1250 pkt')).toBeVisible();
  await expect(ordersList(page).getByRole('row')).toHaveCount(3);

  await order.getByLabel(/Wartość zasilenia/).fill('100');
  await order.getByRole('button', { name: 'Dalej' }).click();
  const answers = order.getByRole('radio');
  await expect(answers.first()).toBeVisible();
  await answers.nth(1).check();
  await order.getByRole('button', { name: 'Zamów' }).click();

  await expect(page.getByText('Gratulujemy! Twoje zamówienie zostało przyjęte do realizacji.')).toBeVisible();
  await expect(page.getByText(/Status zamówienia możesz śledzić/)).toBeVisible();
  await expect(order.getByText('Dostępne punkty: 1150 pkt')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Moje punkty' }).getByText('1150 pkt')).toBeVisible();
  await expect(order.getByLabel(/Wartość zasilenia/)).toHaveValue('');
  await expect(answers).toHaveCount(0);

  const newest = ordersList(page).getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('100 pkt');
  await expect(newest.getByRole('cell').nth(2)).toHaveText('Nowe – oczekuje na realizację');

  // On a phone the list is a stack of cards.
  await page.setViewportSize(phone);
  const cards = ordersList(page).getByRole('list', { name: 'Moje zamówienia' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Nowe – oczekuje na realizację');
});
