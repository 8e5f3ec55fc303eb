import type { AccountPoints } from '@portal/contract';
import { expect, type Locator, type Page, test } from './test';
import { accounts, logIn, moveProgrammeClock, operators, signInAsOperator, warsawMoment } from './support';

/*
 * The seller's waiting points on their day (docs/product/point-lots.md "Jobs"), with the programme
 * clock moved there (docs/decisions/0059): this file has a server of its own (e2e/servers.ts), as
 * the jobs it runs change the demo for good. As seeded, sprzedawca@demo.pl has 1250 points
 * available, 100 of them valid until 5 days after seeding, and 200 of the threshold "Próg 1
 * produktu Drzwi zewnętrzne Bastion" waiting until 8 days after: on that day the 100 have
 * expired too, so the seller then has 1250 − 100 + 200 points.
 */

/** One figure of "Moje punkty": the value under its label. */
const figure = (page: Page, points: Locator, label: string) =>
  points
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

/** Runs a points job now from the back office's "Zadania" tab, as an admin does. */
async function runJobNow(admin: Page, name: string): Promise<void> {
  const jobs = admin.getByRole('table', { name: 'Zadania punktów' });
  await jobs.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Uruchom teraz' }).click();
  // Every process also runs the job each minute: this run may find the work done (0).
  await expect(admin.getByText(new RegExp(`^${name}: zakończone\\. Przetworzono: [01]$`))).toBeVisible();
}

test('the seller’s waiting points become available on their day, once the release job has run', async ({
  page,
  newContext,
}) => {
  await logIn(page, accounts.seller);
  const before = (await (await page.context().request.get('/api/account-points')).json()) as { points: AccountPoints };
  const lot = before.points.pending_lots.find((each) =>
    each.explanation.startsWith('Próg 1 produktu Drzwi zewnętrzne Bastion'),
  );
  expect(lot, 'the demo seller’s waiting threshold').toMatchObject({ amount: 200, state: 'pending' });

  await page.goto('/moj-profil#punkty');
  const points = page.getByRole('region', { name: 'Moje punkty' });
  await expect(figure(page, points, 'Dostępne punkty')).toHaveText('1250 pkt');
  await expect(figure(page, points, 'Oczekujące')).toHaveText('200 pkt');

  // The lot's day has come in the programme; the seller's session, in real time, goes on.
  await moveProgrammeClock(page.context(), warsawMoment(lot!.available_at, '08:00'));

  const admin = await (await newContext()).newPage();
  await signInAsOperator(admin, operators.admin);
  await admin.goto('/admin/punkty');
  await admin.getByRole('navigation', { name: 'Części ekranu punktów' }).getByRole('link', { name: 'Zadania' }).click();
  await runJobNow(admin, 'Udostępnianie oczekujących punktów');
  await runJobNow(admin, 'Wygasanie punktów');

  await page.reload();
  await expect(figure(page, points, 'Dostępne punkty')).toHaveText('1350 pkt');
  await expect(points.getByText('Nie masz punktów oczekujących.')).toBeVisible();
  await expect(points.getByText('w tym wygasłe: 100 pkt')).toBeVisible();

  await points.getByRole('button', { name: 'Historia transakcji' }).click();
  const history = page.getByRole('dialog', { name: 'Historia transakcji' });
  const threshold = history
    .getByRole('list', { name: 'Historia transakcji' })
    .getByRole('listitem')
    .filter({ hasText: 'Próg 1 produktu Drzwi zewnętrzne Bastion' });
  await expect(threshold).toContainText('+200 pkt');
  await expect(threshold.getByText(/^Oczekujące – dostępne od /)).toHaveCount(0);
});
