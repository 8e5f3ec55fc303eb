import { expect, type Page, test } from '@playwright/test';
import { accounts, logIn, phone } from './support';

const accountPage = '/moj-profil';

const cardSection = (page: Page) => page.getByRole('region', { name: 'Karta przedpłacona' });
const orderSection = (page: Page) => page.getByRole('region', { name: 'Zamów zasilenie karty' });
const ordersList = (page: Page) => page.getByRole('region', { name: 'Moje zamówienia' });

test('karta@demo.pl confirms the prepaid card with its number, after a wrong one', async ({ page }) => {
  await logIn(page, accounts.cardSeller);
  await page.goto(accountPage);

  const card = cardSection(page);
  await expect(card.getByText('******7890')).toBeVisible();
  // Without a confirmed card the top-up form says why and stays disabled.
  await expect(orderSection(page).getByText(/po otrzymaniu i potwierdzeniu karty przedpłaconej/)).toBeVisible();
  await expect(orderSection(page).getByRole('button', { name: 'Dalej' })).toBeDisabled();

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
  await expect(orderSection(page).getByRole('button', { name: 'Dalej' })).toBeEnabled();
});

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
