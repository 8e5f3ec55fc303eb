import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accounts, callApi, desktop, logIn, operators, phone, signInAsOperator } from './support';
import { expect, expectAccessible, type Locator, type Page, test } from './test';

/*
 * The card issuer's results file in the back office (docs/product/point-lots.md "Card issuer's
 * results"): the demo's sample completes order 2, the one sprzedawca@demo.pl's card waits for; a
 * file that says a load failed rejects the order and gives its points back. The seller's balance
 * ends as it began (the failed order is the journey's own), so the journeys after this one find it
 * as they expect.
 */

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/samples/wynik-wydawcy-demo.csv',
);
const HEADER = 'order_id;card_number;status;loaded_at;reason';
const SELLER_CARD = '4716203958';
/** sprzedawca@demo.pl's order waiting at the issuer in a fresh demo. */
const SENT_ORDER = 2;

/** Today in Warsaw as the participants' pages write a day (04.12.2026) and as the back office does (4.12.2026). */
const today = () =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
const todayInBackOffice = () =>
  new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short' }).format(new Date());

async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Wczytaj odpowiedź wydawcy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wczytaj odpowiedź wydawcy' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The figure of a term in what a file did or would do. */
const figure = (scope: Locator, term: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/** The queue's row of one order, found by its number. */
const orderRow = (page: Page, id: number) =>
  page
    .getByRole('table', { name: 'Zamówienia zasileń kart' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

test.describe("the card issuer's results", () => {
  test('an operator checks the demo sample, sees its problem line, applies it, and order 2 is completed', async ({
    page,
    newContext,
  }) => {
    await signInAsOperator(page, operators.operator);
    await page.goto('/admin/zamowienia');
    await expect(page.getByRole('heading', { level: 1, name: 'Zamówienia zasileń kart' })).toBeVisible();
    await expect(orderRow(page, SENT_ORDER)).toContainText('Przekazane');
    await expect(orderRow(page, SENT_ORDER)).toContainText('Brak');

    const dialog = await openDialog(page);
    await dialog.getByLabel('Plik z odpowiedzią wydawcy').setInputFiles(SAMPLE);
    await dialog.getByRole('button', { name: 'Sprawdź plik' }).click();
    const preview = dialog.getByRole('heading', { name: 'Co zrobi ten plik' }).locator('..');
    await expect(figure(preview, 'Wiersze')).toHaveText('2');
    await expect(figure(preview, 'Zasilone \\(zrealizowane\\)')).toHaveText('1');
    await expect(figure(preview, 'Problemy')).toHaveText('1');
    const problems = preview.getByRole('table', { name: 'Problemy w pliku' });
    await expect(problems.getByRole('columnheader')).toHaveText(['Linia', 'Zamówienie', 'Problem']);
    await expect(problems.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '3',
      '999999',
      'Nie ma zamówienia 999999.',
    ]);
    await expectAccessible(page, 'the issuer dialog with a checked file at 1280 px');
    // On a phone the dialog fits the screen; its tables scroll within it.
    await page.setViewportSize(phone);
    await expect(problems).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'the issuer dialog with a checked file at 390 px');
    await page.setViewportSize(desktop);

    await dialog.getByRole('button', { name: 'Zatwierdź' }).click();
    await expect(dialog.getByText('Odpowiedź wydawcy została wczytana.')).toBeVisible();
    const history = dialog.getByRole('table', { name: 'Wczytane pliki z odpowiedzią wydawcy' });
    await expect(history.getByRole('row').nth(1)).toContainText('wynik-wydawcy-demo.csv');
    await expect(history.getByRole('row').nth(1)).toContainText(operators.operator);

    // The same file again changes nothing.
    await dialog.getByRole('button', { name: 'Wczytaj kolejny plik' }).click();
    await dialog.getByLabel('Plik z odpowiedzią wydawcy').setInputFiles(SAMPLE);
    await dialog.getByRole('button', { name: 'Sprawdź plik' }).click();
    await expect(figure(preview, 'Bez zmian')).toHaveText('1');
    await expect(figure(preview, 'Zasilone \\(zrealizowane\\)')).toHaveText('0');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();

    await expect(orderRow(page, SENT_ORDER)).toContainText('Zrealizowane');
    await expect(orderRow(page, SENT_ORDER)).toContainText('Zasilona');
    await expect(orderRow(page, SENT_ORDER)).toContainText(todayInBackOffice());

    // The seller reads the day the card was loaded.
    const seller = await (await newContext()).newPage();
    await logIn(seller, accounts.seller);
    await seller.goto('/moj-profil');
    const list = seller.getByRole('region', { name: 'Moje zamówienia' });
    await expect(
      list.getByRole('row').filter({ hasText: '100 pkt' }).filter({ hasText: 'Zrealizowane' }),
    ).toContainText(`Zasilono ${today()}`);
  });

  test('a file saying a load failed rejects the order and gives its points back', async ({ page, newContext }) => {
    // The seller orders 100 points; the operator sends the order to the issuer.
    const seller = await (await newContext()).newPage();
    await logIn(seller, accounts.seller);
    await seller.goto('/moj-profil');
    const section = seller.getByRole('region', { name: 'Zamów zasilenie karty' });
    const available = async () => Number((await section.getByText(/^Dostępne punkty:/).innerText()).replace(/\D/g, ''));
    const before = await available();
    const context = seller.context();
    const { question } = (await (await callApi(context, 'GET', '/api/orders')).json()) as {
      question: { answers: { id: number }[] };
    };
    const ordered = await callApi(context, 'POST', '/api/orders', { value: 100, userAnswer: question.answers[0]?.id });
    expect(ordered.status(), await ordered.text()).toBe(200);
    const orders = (await (await callApi(context, 'GET', '/api/user-orders?edition=2')).json()) as {
      items: { data: { id: number }[] };
    };
    const id = orders.items.data[0]!.id;

    await signInAsOperator(page, operators.operator);
    await page.goto('/admin/zamowienia');
    await page.getByRole('button', { name: `Oznacz zamówienie ${id} jako przekazane` }).click();
    await expect(page.getByText(`Zamówienie ${id}: Przekazane do wydawcy karty.`)).toBeVisible();

    const dialog = await openDialog(page);
    await dialog.getByLabel('Plik z odpowiedzią wydawcy').setInputFiles({
      name: 'wynik-wydawcy-odrzucone.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${HEADER}\n${id};${SELLER_CARD};failed;;Karta zablokowana\n`),
    });
    await dialog.getByRole('button', { name: 'Sprawdź plik' }).click();
    const preview = dialog.getByRole('heading', { name: 'Co zrobi ten plik' }).locator('..');
    await expect(figure(preview, 'Niezasilone \\(odrzucone, punkty zwrócone\\)')).toHaveText('1');
    await expect(figure(preview, 'Zwrócone punkty')).toHaveText('100');
    await expect(preview.getByText('Żaden wiersz nie ma problemu.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zatwierdź' }).click();
    await expect(dialog.getByText('Odpowiedź wydawcy została wczytana.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zamknij' }).click();

    const row = orderRow(page, id);
    await expect(row).toContainText('Odrzucone');
    await expect(row).toContainText('Niezasilona');
    await expect(row).toContainText('Powód: Karta zablokowana');

    // The seller has the points back and reads why.
    await seller.reload();
    await expect(section.getByText(`Dostępne punkty: ${before} pkt`)).toBeVisible();
    await expect(seller.getByRole('region', { name: 'Moje zamówienia' }).getByRole('row').nth(1)).toContainText(
      'Odrzucone – punkty zwrócone',
    );
  });
});
