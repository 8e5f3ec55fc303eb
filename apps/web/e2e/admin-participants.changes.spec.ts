import { accounts, logIn, operators, paths, signInAsOperator } from './support';
import { expect, test } from './test';

test.describe('participants in the back office', () => {
  test('an admin finds a participant, blocks them (their session ends), unblocks them and looks at the portal as another', async ({
    page,
    newContext,
  }) => {
    // The participant, logged in on a device of their own.
    const device = await newContext();
    const participantPage = await device.newPage();
    await logIn(participantPage, accounts.cardSeller);

    await signInAsOperator(page, operators.admin);
    await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Uczestnicy' }).click();
    await expect(page).toHaveURL('/admin/uczestnicy');
    await expect(page.getByRole('heading', { level: 1, name: 'Uczestnicy' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('karta@demo');
    await expect(page).toHaveURL(/search=karta%40demo/);
    const row = page.getByRole('link', { name: 'Katarzyna Wiśniewska' }).first();
    await expect(row).toBeVisible();
    await expect(page.getByText('sprzedawca@demo.pl')).toHaveCount(0);
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Katarzyna Wiśniewska' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historia punktów (ostatnie 50)' })).toBeVisible();

    // Block, after the confirmation: the participant's session ends at once.
    await page.getByRole('button', { name: 'Zablokuj konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zablokować konto?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Zablokuj', exact: true }).click();
    await expect(page.getByText('Konto zostało zablokowane.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Odblokuj konto' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Historia zmian w panelu' }).getByText('participant.block'),
    ).toBeVisible();

    await participantPage.goto(paths.results);
    await expect(participantPage).toHaveURL(/\/(login)?(\?.*)?$/);

    await page.getByRole('button', { name: 'Odblokuj konto' }).click();
    await expect(page.getByText('Konto zostało odblokowane.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zablokuj konto' })).toBeVisible();

    // Look at the portal as another participant, in a new tab.
    await page.goto('/admin/uczestnicy?search=sprzedawca%40demo.pl');
    await page.getByRole('link', { name: 'Piotr Nowak' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Piotr Nowak' })).toBeVisible();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Zaloguj jako uczestnik' }).click(),
    ]);
    await expect(preview).toHaveURL(paths.results);
    const banner = preview.getByRole('region', { name: 'Podgląd konta' });
    await expect(banner).toContainText(
      'Podgląd konta: Piotr Nowak. Oglądasz portal jako uczestnik (operator: Anna Administratorka).',
    );
    await preview.getByRole('button', { name: 'Zakończ podgląd' }).click();
    // The tab closes itself, or shows that the preview ended.
    await expect
      .poll(
        async () =>
          preview.isClosed() ||
          (await preview
            .getByText('Podgląd zakończony. Możesz zamknąć tę kartę.')
            .isVisible()
            .catch(() => false)),
      )
      .toBe(true);

    // The operator's session stays; the start and the end are in the participant's audit.
    await page.reload();
    const audit = page.getByRole('region', { name: 'Historia zmian w panelu' });
    await expect(audit.getByText('impersonation.start')).toBeVisible();
    await expect(audit.getByText('impersonation.end')).toBeVisible();
  });
});
