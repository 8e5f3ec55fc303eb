import fs from 'node:fs';
import { operators, signInAsOperator } from './support';
import { expect, expectAccessible, test } from './test';

// The batch is new (its name is this run's): no other journey reads code batches, and its codes
// are never registered, so no balance moves.
const PRODUCT = 'Okno dachowe Termo 78×118';

test.describe('code batches in the back office', () => {
  test('an operator generates 24 codes for a product, downloads the QR labels PDF and the CSV once, and deactivates the batch', async ({
    page,
  }) => {
    const name = `Partia e2e ${Date.now()}`;
    await signInAsOperator(page, operators.operator);
    await page
      .getByRole('navigation', { name: 'Sekcje panelu' })
      .getByRole('link', { name: 'Kody', exact: true })
      .click();
    await expect(page).toHaveURL('/admin/kody');
    await expect(page.getByRole('heading', { level: 1, name: 'Kody' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Generuj kody' });
    // A form sent empty names its fields, with the server's messages.
    await form.getByRole('button', { name: 'Generuj kody' }).click();
    await expect(form.getByText('Podaj nazwę partii.')).toBeVisible();

    await form.getByLabel(/^Nazwa partii/).fill(name);
    const product = form.getByLabel(/^Produkt premium/);
    const option = product.locator('option', { hasText: PRODUCT });
    await expect(option).toHaveCount(1);
    await product.selectOption((await option.getAttribute('value')) ?? '');
    await form.getByLabel(/^Liczba kodów/).fill('24');
    await form.getByRole('button', { name: 'Generuj kody' }).click();

    const panel = page.getByRole('region', { name: `Partia „${name}”: 24 kody` });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Kody widać tylko teraz.');
    await expect(panel).toContainText('Portal ich nie przechowuje');
    // The empty form's error toast and the success toast stack, the one behind faded: judge the
    // panel once they have gone (they last 4 s at most).
    await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0, { timeout: 10_000 });
    await expectAccessible(page, 'the generated batch');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Pobierz PDF z etykietami QR' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBytes = fs.readFileSync(await pdf.path());
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdfBytes.length).toBeGreaterThan(5_000);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Pobierz CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = fs
      .readFileSync(await csv.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(25);
    expect(lines[0]).toBe('kod;kod_bez_kresek;link;produkt;punkty');
    for (const line of lines.slice(1)) expect(line).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4};[A-Z0-9]{12};/);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[0])).size).toBe(24);
    expect(lines[1]).toContain(PRODUCT);

    // The new batch heads the list: 24 codes, none registered, active.
    const table = page.getByRole('table', { name: 'Partie kodów' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(PRODUCT);
    await expect(row).toContainText('24');
    await expect(row).toContainText('Aktywna');

    await row.getByRole('button', { name: `Dezaktywuj partię ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Dezaktywować partię?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Dezaktywuj' }).click();
    await expect(page.getByText(`Partia „${name}” została dezaktywowana.`)).toBeVisible();
    await expect(row).not.toContainText('Aktywna');
    await expect(row.getByRole('button', { name: `Dezaktywuj partię ${name}` })).toHaveCount(0);

    // What codes are for: the premium products and the trainings, each with its form (sent empty
    // here: the server's messages show under the fields, and nothing is saved).
    const sections = page.getByRole('navigation', { name: 'Części ekranu kodów' });
    await sections.getByRole('link', { name: 'Produkty premium' }).click();
    await expect(page).toHaveURL(/tab=produkty/);
    await expect(page.getByRole('table', { name: 'Produkty premium' })).toContainText(PRODUCT);
    await page.getByRole('button', { name: 'Dodaj produkt' }).click();
    const productDialog = page.getByRole('dialog', { name: 'Nowy produkt premium' });
    await productDialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(productDialog.getByText('Podaj indeks.')).toBeVisible();
    await expectAccessible(page, 'the new product form');
    await productDialog.getByRole('button', { name: 'Anuluj' }).click();

    await sections.getByRole('link', { name: 'Szkolenia' }).click();
    await expect(page).toHaveURL(/tab=szkolenia/);
    await expect(page.getByRole('table', { name: 'Szkolenia' })).toBeVisible();
    await page.getByRole('button', { name: 'Dodaj szkolenie' }).click();
    const trainingDialog = page.getByRole('dialog', { name: 'Nowe szkolenie' });
    await expect(trainingDialog.getByLabel('Wygeneruj kupon')).toBeChecked();
    await trainingDialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(trainingDialog.getByText('Podaj nazwę.')).toBeVisible();
    await expectAccessible(page, 'the new training form');
    await trainingDialog.getByRole('button', { name: 'Anuluj' }).click();
  });
});
