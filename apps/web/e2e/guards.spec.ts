import { expect, test } from './test';
import { accounts, logIn, mainNav, pageHeading, paths } from './support';

test.describe('Strażnicy tras – gość', () => {
  test('a visitor opening the edit-data page is sent to the login page', async ({ page }) => {
    await page.goto('/moj-profil/zmien-dane');
    await expect(page).toHaveURL(paths.login);
    await expect(pageHeading(page)).toHaveText('Zaloguj się');
  });

  test('a visitor opening the results page is sent to the guest home', async ({ page }) => {
    await page.goto(paths.results);
    await expect(page).toHaveURL(paths.home);
    await expect(pageHeading(page)).toHaveText('Witaj w programie Partner Plus');
  });

  test('a visitor opening /start is asked to log in', async ({ page }) => {
    await page.goto('/start');
    await expect(page).toHaveURL(paths.login);
  });
});

test.describe('Strażnicy tras – zalogowani', () => {
  test('a user who has not accepted the regulations is kept on the acceptance page', async ({ page }) => {
    await logIn(page, accounts.regulations, paths.acceptRegulations);
    await expect(pageHeading(page)).toHaveText('Akceptacja regulaminu');

    for (const path of ['/moje-wyniki', '/aktualnosci', '/kontakt', '/moj-profil', '/zasady']) {
      await page.goto(path);
      await expect(page, `opening ${path}`).toHaveURL(paths.acceptRegulations);
      await expect(pageHeading(page)).toHaveText('Akceptacja regulaminu');
    }

    // Moving inside the app (no page load) is checked as well.
    await mainNav(page).getByRole('link', { name: 'Aktualności' }).click();
    await expect(page).toHaveURL(paths.acceptRegulations);
    await expect(pageHeading(page)).toHaveText('Akceptacja regulaminu');
  });

  test('a leader opens the vote while it is open', async ({ page }) => {
    await logIn(page, accounts.leader);
    await page.goto('/glosowanie');
    await expect(page).toHaveURL('/glosowanie');
    await expect(pageHeading(page)).toHaveText('Głosowanie');
  });

  test('a seller who is not a leader cannot open the vote and goes to / (their dashboard)', async ({ page }) => {
    await logIn(page, accounts.seller);
    await page.goto('/glosowanie');
    await expect(page).not.toHaveURL('/glosowanie');
    await expect(page.getByRole('heading', { name: 'Głosowanie' })).toHaveCount(0);
    // The vote sends everyone else to /, and / is the guests' home: a logged-in user goes on to the dashboard.
    await expect(page).toHaveURL('/moje-wyniki');
  });

  test('/account leads to the profile page', async ({ page }) => {
    await logIn(page, accounts.seller);
    await page.goto('/account');
    await expect(page).toHaveURL('/moj-profil');
    await expect(pageHeading(page)).toHaveText('Mój profil');
  });

  test('/start leads a logged-in user to the rules', async ({ page }) => {
    await logIn(page, accounts.seller);
    await page.goto('/start');
    await expect(page).toHaveURL('/zasady');
    await expect(pageHeading(page)).toHaveText('Zasady programu');
  });
});
