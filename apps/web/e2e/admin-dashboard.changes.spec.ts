import fs from 'node:fs';
import { expect, test } from './test';
import { operators, signInAsOperator } from './support';

// A download of a report is audited (report.export): this journey writes to the demo data. It
// reads the demo's figures as seeded, so it runs before the journeys that move points, orders and
// purchases (the files run in name order: admin-dashboard before admin-orders and admin-points).
test.describe('the dashboard and the reports', () => {
  test("the dashboard shows the edition's figures and charts; a report reads as a table and downloads as CSV", async ({
    page,
  }) => {
    await signInAsOperator(page, operators.operator);

    const participants = page.getByRole('region', { name: 'Uczestnicy' });
    await expect(participants.getByText('Zarejestrowani')).toBeVisible();
    await expect(participants.locator('dd').nth(1)).toHaveText('29');
    const points = page.getByRole('region', { name: /^Punkty edycji/ });
    // The demo's pool grant and the rewards available (200 points still wait); the two top-up orders spent 250.
    await expect(points.locator('dd').nth(0)).toHaveText(/^37\s100$/);
    await expect(points.locator('dd').nth(1)).toHaveText('250');
    await expect(points.locator('dd').nth(2)).toHaveText(/^36\s950$/);
    // Waiting, held, owed, and expiring within 30 days: the demo seller's 200 and 100.
    await expect(points.locator('dd').nth(3)).toHaveText('200');
    await expect(points.locator('dd').nth(6)).toHaveText('100');
    await expect(page.getByRole('region', { name: 'Ostatni import zakupów' })).toContainText('161');
    await expect(page.getByTestId('chart-points').locator('.recharts-wrapper > .recharts-surface')).toBeVisible();
    await expect(page.getByTestId('chart-points').locator('.recharts-bar-rectangle').first()).toBeAttached();
    await expect(
      page.getByTestId('chart-registrations').locator('.recharts-wrapper > .recharts-surface'),
    ).toBeVisible();

    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Raporty' }).click();
    await expect(page).toHaveURL('/admin/raporty');
    await expect(page.getByRole('heading', { level: 1, name: 'Raporty' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Zobowiązanie punktowe' });
    const central = table.getByRole('row').filter({ hasText: '1000001' });
    await expect(central).toContainText('Okna i Drzwi Kowalscy Sp. z o.o.');
    await expect(central.getByRole('cell').nth(3)).toHaveText('5000');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Pobierz CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^raport-liability-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toBe(
      'sap;company_name;balance;pool;pending;held;debt;expiring_30;expiring_60;expiring_90;edition',
    );
    // The seller's 200 points wait; the 100 shared from the pool's last edition end in 5 days.
    expect(lines).toContain('1000001;Okna i Drzwi Kowalscy Sp. z o.o.;2350;5000;200;0;0;100;100;100;');

    // The liability by edition: this edition holds the demo's points; the last one's lot was shared away.
    const editions = page.getByLabel('Zobowiązanie według edycji');
    // "Wszystkie edycje", then the programme's editions once the settings are read, newest first.
    await expect(editions.locator('option').nth(2)).toBeAttached();
    const [current, previous] = (await editions.locator('option').allTextContents()).slice(1);
    expect(Number(previous)).toBe(Number(current) - 1);
    await editions.selectOption(current!);
    await expect(central.getByRole('cell').last()).toHaveText(current!);
    await expect(central.getByRole('cell').nth(2)).toHaveText('2350');
    const [ofEdition] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Pobierz CSV' }).click(),
    ]);
    const editionCsv = fs.readFileSync(await ofEdition.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(editionCsv.split(/\r?\n/)).toContain(
      `1000001;Okna i Drzwi Kowalscy Sp. z o.o.;2350;5000;200;0;0;100;100;100;${current}`,
    );
    await editions.selectOption(previous!);
    await expect(page.getByText('Ten raport nie ma jeszcze żadnych wierszy.')).toBeVisible();

    // The balances at the end of a day: today's by default, the seller's 200 points still waiting.
    await page.getByRole('button', { name: 'Salda na dzień' }).click();
    const balances = page.getByRole('table', { name: 'Salda na dzień' });
    const seller = balances.getByRole('row').filter({ hasText: 'sprzedawca@demo.pl' });
    await expect(seller).toContainText('1250');
    await expect(seller).toContainText('200');
    await expect(page.getByLabel('Salda na koniec dnia')).toHaveAttribute('type', 'date');

    await page.getByRole('button', { name: 'Zwycięzcy quizów' }).click();
    await expect(page).toHaveURL('/admin/raporty?raport=quiz-winners');
    await expect(page.getByText('Ten raport nie ma jeszcze żadnych wierszy.')).toBeVisible();
    await expect(page.getByText('Nie ma wyników do weryfikacji.')).toBeVisible();
  });
});
