import type { AccountAnswer } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountPoints, demoSettings, historyItem, sessionUser } from '../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../test/render';
import { AccountPage } from './AccountPage';

const participant = sessionUser({
  id: 4,
  full_name: 'Tomasz Zieliński',
  email: 'uczestnik@demo.pl',
  phone: '500100203',
  role: 'leader',
  is_seller: false,
  company_sap: '1000002',
});

const account: AccountAnswer = {
  success: true,
  user: {
    first_name: 'Tomasz',
    last_name: 'Zieliński',
    phone: '500100203',
    email: 'uczestnik@demo.pl',
    name: 'uczestnik@demo.pl',
    has_password: true,
    tax_declaration: 'company',
    tax_declaration_label: 'Osoba prywatna prowadząca działalność gospodarczą',
  },
  company: {
    id: 2,
    name: 'Okna i Drzwi Kowalscy – Oddział Kraków',
    sap: '1000002',
    tax_identifier: '5251234560',
    regon: '146123457',
    potential_group: 'B',
  },
  current_balance: 1250,
  transactions_received_sum: 1500,
  transactions_sent_sum: 250,
  transactions_expired_sum: 0,
  pending_points: 0,
  debt_points: 0,
  orders_enabled: true,
  can_order: false,
  company_address: {
    street: 'ul. Wielicka',
    building: '52',
    local: null,
    post_code: '30-552',
    city: 'Kraków',
    province: 'małopolskie',
    county: 'Kraków',
  },
  residence_address: { street: null, building: null, local: null, post_code: null, city: null },
  correspondence_address: { street: null, building: null, local: null, post_code: null, city: null },
  company_address_string: 'ul. Wielicka 52, 30-552 Kraków, woj. małopolskie, pow. Kraków',
};

const item = (id: number, value: number) => historyItem({ id, value });
const history = (page: number) =>
  `GET /api/account-transactions-history?page=${page}&per_page=6&edition=${demoSettings.edition}`;

const routes = {
  'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
  'GET /api/user': { status: 200, body: { success: true, user: participant } },
  'GET /api/account': { status: 200, body: account },
  'GET /api/account-points': { status: 200, body: { success: true, points: accountPoints({ available: 1250 }) } },
  'GET /api/target-realization': {
    status: 200,
    body: {
      success: true,
      data: {
        update_date: '01.09.2025',
        target_value: 120_000,
        realization_value: 30_000,
        realization_percent: 25,
        target_realization_missing_value: 90_000,
        ranking_position: '---',
        current_period: { points: 0, percent: 0, month: '2025-09' },
      },
    },
  },
  // The participant leads the point, so the page also holds the sharing section.
  'GET /api/sellers-sharing-points-index': {
    status: 200,
    body: {
      success: true,
      can_share_points: true,
      sellers: [],
      company_balance: 4000,
      company_id: 2,
      company_expiring: [],
    },
  },
  [history(1)]: {
    status: 200,
    body: { success: true, items: { data: [item(9, -100), item(8, 200)], current_page: 1, last_page: 2 } },
  },
  [history(2)]: {
    status: 200,
    body: { success: true, items: { data: [item(2, 300)], current_page: 2, last_page: 2 } },
  },
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('AccountPage', () => {
  it('shows "Moje dane", the points, "Moje Wyniki" and, to a participant who is not a seller, the way to join', async () => {
    const calls = mockFetch(routes);
    renderPage(<AccountPage />, { path: '/moj-profil' });

    const myData = await screen.findByRole('region', { name: 'Moje dane' });
    expect(within(myData).getByText('Tomasz Zieliński')).toBeVisible();
    expect(within(myData).getByText('Osoba prywatna prowadząca działalność gospodarczą')).toBeVisible();
    expect(within(myData).getByText('1000002')).toBeVisible();
    expect(within(myData).getByRole('link', { name: /formularz kontaktowy/ })).toHaveAttribute('href', '/kontakt');
    // One profile: the data is changed on the edit page, and support only changes what identifies the user.
    expect(within(myData).getByRole('link', { name: 'Edytuj dane' })).toHaveAttribute('href', '/moj-profil/zmien-dane');
    expect(within(myData).getByRole('link', { name: /Twój profil/ })).toHaveAttribute('href', '/moj-profil/profil');
    expect(within(myData).getByText(/E-mail, ID punktu i formę rozliczenia zmienia obsługa programu/)).toBeVisible();

    const points = screen.getByRole('region', { name: 'Moje punkty' });
    expect(within(points).getByText('1250 pkt')).toBeVisible();
    expect(within(points).getByText('250 pkt')).toBeVisible();
    expect(within(points).getByText('1500 pkt')).toBeVisible();
    expect(await within(points).findByText('Nie masz punktów oczekujących.')).toBeVisible();
    expect(within(points).getByText('Twoje punkty nie mają terminu ważności.')).toBeVisible();

    // The results widget in its "Moje Wyniki" form: the company's purchases against its target.
    const results = screen.getByRole('region', { name: 'Moje Wyniki' });
    expect(await within(results).findByText('25%')).toBeVisible();
    expect(within(results).getByText('120 000 zł')).toBeVisible();
    expect(within(results).getByText('90 000 zł')).toBeVisible();
    expect(within(results).getByText('Bieżący okres: wrzesień 2025')).toBeVisible();
    // Its other form belongs to the ranking.
    expect(screen.queryByRole('region', { name: 'Ranking' })).toBeNull();

    expect(screen.getByRole('link', { name: 'Zostań sprzedawcą' })).toHaveAttribute('href', '/zapros-sprzedawce');
    expect(await screen.findByRole('heading', { name: 'Rozdzielanie punktów' })).toBeVisible();
    expect(screen.getByText('4000 pkt')).toBeVisible();
    // The card and the top-ups are for sellers only.
    expect(screen.queryByRole('heading', { name: 'Karta przedpłacona' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/account-points')).toHaveLength(1);
  });

  it('leads a seller to the invite page, where sellers invite sellers', async () => {
    mockFetch({ ...routes, 'GET /api/user': { status: 200, body: { success: true, user: sessionUser() } } });
    renderPage(<AccountPage />, { path: '/moj-profil' });

    const invite = await screen.findByRole('region', { name: 'Zaproś sprzedawcę' });
    expect(within(invite).getByRole('link', { name: 'Przejdź do zaproszeń' })).toHaveAttribute(
      'href',
      '/zapros-sprzedawce',
    );
    expect(screen.queryByRole('link', { name: 'Zostań sprzedawcą' })).not.toBeInTheDocument();
  });

  it('pages the transaction history in a modal', async () => {
    const calls = mockFetch(routes);
    renderPage(<AccountPage />, { path: '/moj-profil' });

    await userEvent.click(await screen.findByRole('button', { name: 'Historia transakcji' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historia transakcji' });
    expect(await within(dialog).findByText('Operacja 9')).toBeVisible();
    expect(within(dialog).getByText('−100 pkt')).toBeVisible();
    expect(within(dialog).getByText('+200 pkt')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Poprzednia/ })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: /Następna/ }));
    expect(await within(dialog).findByText('Operacja 2')).toBeVisible();
    expect(calls.map((call) => call.url)).toContain(history(2).slice(4));
  });

  it('withdraws the consent after a confirmation and says the portal closes', async () => {
    const calls = mockFetch({
      ...routes,
      'POST /api/user_revoke_accept_regulations': {
        status: 200,
        body: { success: true, message: 'Twoja zgoda została wycofana. Za chwilę nastąpi wylogowanie.' },
      },
    });
    renderPage(<AccountPage />, { path: '/moj-profil' });

    await userEvent.click(await screen.findByRole('button', { name: 'Wycofaj zgodę na przetwarzanie danych' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wycofanie zgody' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, wycofuję zgodę' }));

    await expectToSee('Twoja zgoda została wycofana. Za chwilę nastąpi wylogowanie.');
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/user_revoke_accept_regulations')).toBe(
      true,
    );
  });

  it('tells why the withdrawal failed and keeps the page', async () => {
    mockFetch({
      ...routes,
      'POST /api/user_revoke_accept_regulations': { status: 500, body: { success: false, error: 'x' } },
    });
    renderPage(<AccountPage />, { path: '/moj-profil' });

    await userEvent.click(await screen.findByRole('button', { name: 'Wycofaj zgodę na przetwarzanie danych' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, wycofuję zgodę' }));

    await expectToSee('Błąd zapisu oświadczenia');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Moje dane' })).toBeVisible());
  });
});
