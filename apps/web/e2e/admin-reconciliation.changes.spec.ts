import { expect, test } from './test';
import { operators, pageHeading, signInAsOperator } from './support';

// A manual run is stored and audited (reconciliation.run): this journey writes to the demo data.
// Whatever the journeys before it on this worker did, the books must still agree: the run finds
// no difference.
const checks = [
  'Salda zgodne z wpisami',
  'Salda zgodne z partiami',
  'Partie w granicach',
  'Zamówienia zgodne z księgą',
  'Wyniki wydawcy zgodne z zamówieniami',
  'Zadania na bieżąco',
];

test.describe('the reconciliation in the back office', () => {
  test('an operator runs the reconciliation, sees no difference, opens the run’s checks, and the dashboard shows it', async ({
    page,
  }) => {
    await signInAsOperator(page, operators.operator);
    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Uzgodnienie' }).click();
    await expect(page).toHaveURL('/admin/uzgodnienie');
    await expect(pageHeading(page)).toHaveText('Uzgodnienie');

    await page.getByRole('button', { name: 'Uruchom uzgodnienie' }).click();
    await expect(page.getByText('Uzgodnienie zakończone: bez różnic.')).toBeVisible();
    const last = page.getByRole('region', { name: 'Ostatnie uzgodnienie' });
    await expect(last.getByText('Uzgodnienie: bez różnic')).toBeVisible();
    await expect(last.getByText(/Ręczne · obsluga@demo\.pl/)).toBeVisible();
    await expect(last.getByRole('table', { name: 'Sprawdzenia uzgodnienia' }).getByRole('row')).toHaveCount(
      checks.length + 1,
    );

    // The newest run heads the list: manual, by the operator, without differences.
    const newest = page.getByRole('table', { name: 'Uzgodnienia, od najnowszego' }).getByRole('row').nth(1);
    await expect(newest).toContainText('Ręczne');
    await expect(newest).toContainText('obsluga@demo.pl');
    await expect(newest).toContainText('Bez różnic');

    await last.getByRole('link', { name: 'Sprawdzenia i różnice' }).click();
    await expect(page).toHaveURL(/\/admin\/uzgodnienie\/\d+$/);
    const runPath = new URL(page.url()).pathname;
    await expect(pageHeading(page)).toHaveText(/^Uzgodnienie z \d{1,2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    const rows = page.getByRole('table', { name: 'Sprawdzenia uzgodnienia' }).getByRole('row');
    await expect(rows).toHaveText(['SprawdzenieWynik', ...checks.map((check) => `${check}Bez różnic`)]);
    await expect(page.getByRole('heading', { name: 'Różnice' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Pulpit' }).click();
    const status = page.getByRole('link', { name: 'Uzgodnienie: bez różnic' });
    await expect(status).toHaveAttribute('href', runPath);
    await status.click();
    await expect(page).toHaveURL(runPath);
  });

  test('a viewer reads the runs but runs none', async ({ page }) => {
    await signInAsOperator(page, operators.viewer);
    await page.goto('/admin/uzgodnienie');
    await expect(page.getByRole('table', { name: 'Uzgodnienia, od najnowszego' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uruchom uzgodnienie' })).toHaveCount(0);
  });
});
