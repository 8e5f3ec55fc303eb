import { expect, test } from './test';
import {
  accounts,
  branchSelect,
  branches,
  desktop,
  logIn,
  mainNav,
  mobileMenu,
  openMobileMenu,
  pageHeading,
  paths,
  phone,
  resultsPageHeight,
} from './support';

const memberLinks = ['Moje wyniki', 'Aktualności', 'Produkty', 'Zasady', 'Kontakt', 'Mój profil'];

/** Every page of the demo leader (who sells too, with the vote open): the menu's name, its path and its heading. */
const leaderPages = [
  ['Moje wyniki', '/moje-wyniki', 'Realizacja celów zakupowych'],
  ['Milionerzy', '/milionerzy', 'Milionerzy'],
  ['Krzyżówka', '/krzyzowka', 'Krzyżówka'],
  ['Znajdź różnice', '/znajdz-roznice', 'Znajdź różnice'],
  ['Znajdź parę', '/znajdz-pare', 'Znajdź parę'],
  ['Dodaj kody', '/dodaj-kody', 'Dodaj kody'],
  ['Moje kody', '/moje-kody', 'Moje kody'],
  ['Nagrody', '/nagrody', 'Nagrody'],
  ['Koszyk', '/koszyk', 'Koszyk'],
  ['Moje zamówienia', '/moje-zamowienia', 'Moje zamówienia'],
  ['Produkty premium', '/produkty-premium', 'Produkty premium'],
  ['Aktualności', '/aktualnosci', 'Aktualności'],
  ['Produkty', '/produkty', 'Produkty objęte konkursem'],
  ['Zasady', '/zasady', 'Zasady programu'],
  ['Zaproś sprzedawcę', '/zapros-sprzedawce', 'Zaproś sprzedawcę'],
  ['Głosowanie', '/glosowanie', 'Głosowanie'],
  ['Kontakt', '/kontakt', 'Masz pytania? Napisz do nas!'],
  ['Mój profil', '/moj-profil', 'Mój profil'],
] as const;
const quizzes: readonly string[] = ['Milionerzy', 'Krzyżówka', 'Znajdź różnice', 'Znajdź parę'];
const codesAndPrizes: readonly string[] = [
  'Dodaj kody',
  'Moje kody',
  'Nagrody',
  'Koszyk',
  'Moje zamówienia',
  'Produkty premium',
];

test.describe('Menu na szerokim ekranie (1280 px)', () => {
  test.use({ viewport: desktop });

  test("the leader's menu labels both roles, shows the invitation link and the branch selector", async ({ page }) => {
    await logIn(page, accounts.leader);
    const nav = mainNav(page);

    // The demo leader sells too: the label names both zones, as text, not as a switch.
    await expect(nav.getByText('Strefa Lidera', { exact: true })).toBeVisible();
    await expect(nav.getByText('Strefa Sprzedawcy', { exact: true })).toBeVisible();
    await expect(nav.locator('[aria-current="true"]')).toHaveCount(0);

    for (const name of [...memberLinks, 'Zaproś sprzedawcę']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeHidden();

    await expect(page.getByText('Wybrany oddział:')).toBeVisible();
    await expect(branchSelect(page)).toBeVisible();
    await expect(branchSelect(page)).toHaveValue('1000001');
    await expect(branchSelect(page).locator('option:checked')).toHaveText(branches.central);
    await expect(branchSelect(page).locator('option')).toHaveCount(3);
    // What the closed selector shows: the company and its town, the address and SAP number small.
    await expect(page.getByText('ul. Marszałkowska 84/12, 00-514 Warszawa ·')).toBeVisible();
    await expect(page.getByText('SAP 1000001', { exact: true })).toBeVisible();
  });

  test("the seller's menu shows the seller zone, the invitation link and no branch selector", async ({ page }) => {
    await logIn(page, accounts.seller);
    const nav = mainNav(page);

    await expect(nav.getByText('Strefa Sprzedawcy', { exact: true })).toBeVisible();
    await expect(page.getByText('Strefa Lidera', { exact: true })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Quizy' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Głosowanie' })).toHaveCount(0);

    for (const name of memberLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
    // A seller may invite sellers: the link leads to the invite page, as a leader's does.
    await nav.getByRole('link', { name: 'Zaproś sprzedawcę', exact: true }).click();
    await expect(page).toHaveURL('/zapros-sprzedawce');
    await expect(pageHeading(page)).toHaveText('Zaproś sprzedawcę');
    await expect(page.getByText('Wybrany oddział:')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });

  test('the menu links lead to their pages', async ({ page }) => {
    await logIn(page, accounts.leader);
    const nav = mainNav(page);

    await nav.getByRole('link', { name: 'Aktualności', exact: true }).click();
    await expect(page).toHaveURL('/aktualnosci');
    await expect(pageHeading(page)).toHaveText('Aktualności');

    await nav.getByRole('link', { name: 'Zaproś sprzedawcę', exact: true }).click();
    await expect(page).toHaveURL('/zapros-sprzedawce');
    await expect(pageHeading(page)).toHaveText('Zaproś sprzedawcę');

    await nav.getByRole('link', { name: 'Mój profil', exact: true }).click();
    await expect(page).toHaveURL('/moj-profil');
    await expect(pageHeading(page)).toHaveText('Mój profil');

    await nav.getByRole('link', { name: 'Moje wyniki', exact: true }).click();
    await expect(page).toHaveURL(paths.results);
    await expect(pageHeading(page)).toHaveText('Realizacja celów zakupowych');
  });

  test('every page of the leader is one choice in the menu', async ({ page }) => {
    await logIn(page, accounts.leader);
    const nav = mainNav(page);
    for (const [name, path, heading] of leaderPages) {
      if (quizzes.includes(name)) await nav.getByRole('button', { name: 'Quizy' }).click();
      if (codesAndPrizes.includes(name)) await nav.getByRole('button', { name: 'Kody i nagrody' }).click();
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(pageHeading(page)).toHaveText(heading);
    }
  });

  test('a leader who does not sell has no quizzes; "Mój profil" stays current on "Twój profil"', async ({ page }) => {
    await logIn(page, accounts.participant);
    const nav = mainNav(page);
    await expect(nav.getByText('Strefa Lidera', { exact: true })).toBeVisible();
    await expect(page.getByText('Strefa Sprzedawcy', { exact: true })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Quizy' })).toHaveCount(0);
    for (const name of [...memberLinks, 'Zaproś sprzedawcę']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.goto('/moj-profil/profil');
    await expect(pageHeading(page)).toHaveText('Twój profil');
    await expect(nav.getByRole('link', { name: 'Mój profil', exact: true })).toHaveAttribute('aria-current', 'page');

    // Without the quizzes the results page is shorter still; on a phone it stays under 4,000 px.
    await page.setViewportSize(phone);
    await page.goto(paths.results);
    expect(await resultsPageHeight(page)).toBeLessThan(4000);
  });

  test('logging out returns to the guest home', async ({ page }) => {
    await logIn(page, accounts.seller);
    await mainNav(page).getByRole('button', { name: 'Wyloguj' }).click();

    await expect(page).toHaveURL(paths.home);
    await expect(pageHeading(page)).toHaveText('Witaj w programie Partner Plus');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Strona główna', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Zaloguj', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Kontakt', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Wyloguj' })).toHaveCount(0);
    await expect(page.getByText('Strefa Sprzedawcy')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // The session is really gone: a member page sends the visitor home again.
    await page.goto(paths.results);
    await expect(page).toHaveURL(paths.home);
  });
});

test.describe('Menu na telefonie (390 px)', () => {
  test.use({ viewport: phone });

  test('the links are behind the menu button, which opens and closes the slide-in menu', async ({ page }) => {
    await logIn(page, accounts.leader);
    const nav = mainNav(page);
    const openButton = page.getByRole('button', { name: 'Otwórz menu' });
    const menu = mobileMenu(page);

    for (const name of [...memberLinks, 'Zaproś sprzedawcę']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
    }
    await expect(nav.getByRole('button', { name: 'Wyloguj' })).toBeHidden();
    await expect(openButton).toBeVisible();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).not.toBeInViewport();

    await openButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu główne' });
    await expect(dialog).toBeInViewport();
    await expect(openButton).toHaveAttribute('aria-expanded', 'true');
    for (const name of [...memberLinks, 'Zaproś sprzedawcę']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
    await expect(dialog.getByText('Anna Kowalska', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Strefa Lidera', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Strefa Sprzedawcy', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Zamknij menu' }).click();
    await expect(menu).not.toBeInViewport();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');

    // A link in the menu leads to its page and closes the menu.
    await openButton.click();
    await expect(dialog).toBeInViewport();
    await dialog.getByRole('link', { name: 'Aktualności', exact: true }).click();
    await expect(page).toHaveURL('/aktualnosci');
    await expect(pageHeading(page)).toHaveText('Aktualności');
    await expect(menu).not.toBeInViewport();
  });

  test('every page of the leader is one tap in the slide-in menu, the mouse games saying so before the tap', async ({
    page,
  }) => {
    await logIn(page, accounts.leader);
    for (const [name, path, heading] of leaderPages) {
      const dialog = await openMobileMenu(page);
      const link = dialog.getByRole('link', { name: new RegExp(`^${name}(\\s*tylko na komputerze)?$`) });
      if (name.startsWith('Znajdź')) await expect(link).toContainText('tylko na komputerze');
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(pageHeading(page)).toHaveText(heading);
      await expect(mobileMenu(page)).not.toBeInViewport();
    }
  });

  test('a guest reaches the home, the contact form and the login from the menu', async ({ page }) => {
    await page.goto(paths.home);
    const dialog = await openMobileMenu(page);
    await dialog.getByRole('link', { name: 'Kontakt', exact: true }).click();
    await expect(page).toHaveURL('/kontakt');
    await (await openMobileMenu(page)).getByRole('link', { name: 'Zaloguj', exact: true }).click();
    await expect(page).toHaveURL(paths.login);
  });
});
