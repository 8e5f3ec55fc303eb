import { expect, test } from './test';
import {
  accounts,
  branchSelect,
  branches,
  desktop,
  logIn,
  mainNav,
  mobileMenu,
  pageHeading,
  paths,
  phone,
} from './support';

const memberLinks = ['Moje wyniki', 'Aktualności', 'Mój profil'];

test.describe('Menu na szerokim ekranie (1280 px)', () => {
  test.use({ viewport: desktop });

  test("the leader's menu shows the leader zone, the invitation link and the branch selector", async ({ page }) => {
    await logIn(page, accounts.leader);
    const nav = mainNav(page);

    await expect(nav.getByText('Strefa Lidera', { exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByText('Strefa Sprzedawcy', { exact: true })).toBeVisible();
    await expect(nav.getByText('Strefa Sprzedawcy', { exact: true })).not.toHaveAttribute('aria-current');

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
  });

  test("the seller's menu shows the seller zone, the invitation link and no branch selector", async ({ page }) => {
    await logIn(page, accounts.seller);
    const nav = mainNav(page);

    await expect(nav.getByText('Strefa Sprzedawcy', { exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByText('Strefa Lidera', { exact: true })).toBeVisible();
    await expect(nav.getByText('Strefa Lidera', { exact: true })).not.toHaveAttribute('aria-current');

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

  test('logging out returns to the guest home', async ({ page }) => {
    await logIn(page, accounts.seller);
    await mainNav(page).getByRole('button', { name: 'Wyloguj' }).click();

    await expect(page).toHaveURL(paths.home);
    await expect(pageHeading(page)).toHaveText('Witaj w programie Partner Plus');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Strona główna', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Zaloguj', exact: true })).toBeVisible();
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
    await expect(dialog.getByText('Strefa Lidera', { exact: true })).toHaveAttribute('aria-current', 'true');

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
});
