import { expect, expectAccessible, test } from './test';
import { operators, signInAsOperator } from './support';

const HEADER = 'id;sap;seller;product;quantity;sss_quantity;value;purchased_at';
const file = (lines: string[]) => ({
  name: 'zakupy-e2e.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...lines].join('\n')),
});
// karta@demo.pl has 14 pieces of Komfort 70 at 1000001: 16 more reach threshold 2 (600 points).
// That changes karta@demo.pl's balance and the dashboard's figures, so this journey runs after
// card-top-up.changes.spec.ts and admin-dashboard.changes.spec.ts, which read them as seeded (the
// files run in name order).
const good = [
  'E2E/1;1000001;karta@demo.pl;okno-pvc-komfort-70;10;0;11000;2025-08-30',
  'E2E/2;1000001;karta@demo.pl;okno-pvc-komfort-70;6;0;6600,50;2025-08-31',
  'E2E/3;1000002;;okno-pvc-komfort-70;2;0;2200;2025-08-31',
];

test.describe('the back office’s purchase imports', () => {
  test('an operator previews a file with an error, fixes it, imports it and sees it in the history', async ({
    page,
  }) => {
    await signInAsOperator(page, operators.operator);
    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Importy' }).click();
    await expect(page).toHaveURL('/admin/importy');
    await expect(page.getByRole('heading', { level: 1, name: 'Importy zakupów' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historia importów' })).toBeVisible();

    // A bad line: every problem with its line number, nothing to confirm.
    const input = page.getByLabel('Plik zakupów (CSV lub XLSX, najwyżej 20 MB)');
    await input.setInputFiles(file([good[0]!, 'E2E/9;9999999;karta@demo.pl;okno-pvc-komfort-70;1;0;10;2025-08-30']));
    await page.getByRole('button', { name: 'Sprawdź plik' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'Plik zawiera błędy' });
    await expect(problems).toContainText('Wiersz 3');
    await expect(problems).toContainText('sap: Nie ma firmy o numerze SAP 9999999.');
    await expect(page.getByRole('button', { name: 'Importuj', exact: true })).toHaveCount(0);
    await expectAccessible(page, '/admin/importy with the problems of a file');

    // The fixed file: its figures and the points it would credit, nothing stored yet.
    await input.setInputFiles(file(good));
    await page.getByRole('button', { name: 'Sprawdź plik' }).click();
    const preview = page.getByRole('heading', { name: 'Podgląd importu' }).locator('..');
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('definition').nth(0)).toHaveText('3');
    await expect(preview).toContainText('19 800,50 zł');
    await expect(preview.locator('div', { hasText: 'Punkty do przyznania' }).getByRole('definition')).toHaveText('600');
    await expect(page.getByRole('cell', { name: 'zakupy-e2e.csv' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Importuj', exact: true }).click();
    await expect(page.getByText('Import zakończony')).toBeVisible();
    await expect(
      page.getByText('Zapisano nowych pozycji: 3, pominięto zapisanych wcześniej: 0. Przyznano punktów: 600.'),
    ).toBeVisible();

    // The history shows the file, who imported it and the points.
    const row = page.getByRole('row').filter({ hasText: 'zakupy-e2e.csv' });
    await expect(row).toContainText('obsluga@demo.pl');
    await expect(row).toContainText('600');
    await expectAccessible(page, '/admin/importy after an import');
  });

  test('a viewer sees only the history', async ({ page }) => {
    await signInAsOperator(page, operators.viewer);
    await page.goto('/admin/importy');
    await expect(page.getByRole('heading', { name: 'Historia importów' })).toBeVisible();
    await expect(page.getByText('Masz dostęp tylko do podglądu: importować mogą operatorzy.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sprawdź plik' })).toHaveCount(0);
  });
});
