import { expect, test } from './test';
import { accounts, branchSelect, branches, desktop, logIn, pageHeading } from './support';

test.use({ viewport: desktop });

test('the leader switches to another branch and the page reloads with it selected', async ({ page }) => {
  await logIn(page, accounts.leader);
  const select = branchSelect(page);
  await expect(select).toHaveValue('1000001');

  const changed = page.waitForResponse(
    (response) => response.url().endsWith('/api/change-company') && response.request().method() === 'POST',
  );
  const reloaded = page.waitForEvent('load');
  await select.selectOption('1000002');
  expect((await changed).status()).toBe(200);
  await reloaded;

  await expect(page).toHaveURL('/moje-wyniki');
  await expect(pageHeading(page)).toHaveText('Realizacja celów zakupowych');
  await expect(select).toHaveValue('1000002');
  await expect(select.locator('option:checked')).toHaveText(branches.krakow);

  // The choice belongs to the session: it survives moving on to another page.
  await page.goto('/aktualnosci');
  await expect(select).toHaveValue('1000002');
});

test('the branch selector is hidden on the quiz pages', async ({ page }) => {
  await logIn(page, accounts.leader);
  await expect(branchSelect(page)).toBeVisible();

  for (const [path, heading] of [
    ['/milionerzy', 'Milionerzy'],
    ['/znajdz-pare', 'Znajdź parę'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(pageHeading(page)).toHaveText(heading);
    await expect(page.getByText('Wybrany oddział:')).toHaveCount(0);
    await expect(branchSelect(page)).toHaveCount(0);
  }
});
