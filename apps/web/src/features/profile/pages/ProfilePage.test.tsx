import type { AccountAnswer } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSettings, sessionUser } from '../../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { ProfilePage } from './ProfilePage';

const user = sessionUser();

const account: AccountAnswer = {
  success: true,
  user: {
    first_name: 'Piotr',
    last_name: 'Nowak',
    phone: '500100201',
    email: 'sprzedawca@demo.pl',
    name: '',
    has_password: true,
    tax_declaration: 'pit',
    tax_declaration_label: 'Osoba prywatna',
  },
  company: {
    id: 1,
    name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
    sap: '1000001',
    tax_identifier: '5251234560',
    regon: '146123456',
    potential_group: 'A',
  },
  current_balance: 1250,
  transactions_received_sum: 1500,
  transactions_sent_sum: 250,
  transactions_expired_sum: 0,
  pending_points: 0,
  debt_points: 0,
  orders_enabled: true,
  can_order: true,
  company_address: {
    street: 'ul. Marszałkowska',
    building: '84',
    local: '12',
    post_code: '00-514',
    city: 'Warszawa',
    province: 'mazowieckie',
    county: 'Warszawa',
  },
  residence_address: { street: 'ul. Grochowska', building: '231', local: '14', post_code: '04-077', city: 'Warszawa' },
  correspondence_address: { street: 'ul. Pocztowa', building: '1', local: null, post_code: '00-001', city: 'Warszawa' },
  company_address_string: 'ul. Marszałkowska 84/12, 00-514 Warszawa, woj. mazowieckie, pow. Warszawa',
};

const statements = { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false };

const routes = {
  'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
  'GET /api/user': { status: 200, body: { success: true, user } },
  'GET /api/account': { status: 200, body: account },
  'GET /api/user_statements': { status: 200, body: { success: true, item: statements } },
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('ProfilePage', () => {
  it('shows the user’s, the residence and the company’s data with the ways to change them', async () => {
    mockFetch(routes);
    renderPage(<ProfilePage />, { path: '/moj-profil/profil' });

    const personal = await screen.findByRole('region', { name: 'Dane osobowe' });
    expect(within(personal).getByText('Piotr Nowak')).toBeVisible();
    expect(within(personal).getByText('500100201')).toBeVisible();
    expect(within(personal).getByText('Telefon')).toBeVisible();
    expect(within(personal).getByText('sprzedawca@demo.pl')).toBeVisible();
    expect(within(personal).getByText('04-077')).toBeVisible();
    expect(within(personal).getByText('ul. Grochowska 231/14, 04-077 Warszawa')).toBeVisible();
    expect(within(personal).getByRole('heading', { name: 'Adres korespondencyjny' })).toBeVisible();
    expect(within(personal).getByText('ul. Pocztowa 1, 00-001 Warszawa')).toBeVisible();
    const company = screen.getByRole('region', { name: 'Dane firmy' });
    expect(within(company).getByText('5251234560')).toBeVisible();
    expect(within(company).getByText('146123456')).toBeVisible();
    expect(
      within(company).getByText('ul. Marszałkowska 84/12, 00-514 Warszawa, woj. mazowieckie, pow. Warszawa'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edytuj dane' })).toHaveAttribute('href', '/moj-profil/zmien-dane');
    expect(screen.getByRole('link', { name: 'Zmień dane logowania' })).toHaveAttribute(
      'href',
      '/moj-profil/zmien-dane-logowania',
    );
    // The same words as "Mój profil" about who changes what, and the way back to it.
    expect(screen.getByText(/E-mail, ID punktu i formę rozliczenia zmienia obsługa programu/)).toBeVisible();
    expect(screen.getByRole('link', { name: /formularz kontaktowy/ })).toHaveAttribute('href', '/kontakt');
    expect(screen.getByRole('link', { name: 'Wróć do „Mój profil”' })).toHaveAttribute('href', '/moj-profil');
  });

  it('says "nie podano" for a correspondence address registration did not give', async () => {
    const empty = { street: null, building: null, local: null, post_code: null, city: null };
    mockFetch({ ...routes, 'GET /api/account': { status: 200, body: { ...account, correspondence_address: empty } } });
    renderPage(<ProfilePage />, { path: '/moj-profil/profil' });

    const personal = await screen.findByRole('region', { name: 'Dane osobowe' });
    const heading = within(personal).getByRole('heading', { name: 'Adres korespondencyjny' });
    expect(heading.nextElementSibling).toHaveTextContent('Pełny adresnie podano');
  });

  it('saves the consents and says so', async () => {
    const calls = mockFetch({
      ...routes,
      'POST /api/user_statements': {
        status: 200,
        body: { success: true, item: { ...statements, accept_marketing_data_process: true } },
      },
    });
    renderPage(<ProfilePage />, { path: '/moj-profil/profil' });

    const consents = await screen.findByRole('region', { name: 'Zgody' });
    const regulations = await within(consents).findByRole('checkbox', { name: /regulamin programu/ });
    expect(regulations).toBeChecked();
    expect(within(consents).getByRole('link', { name: 'regulamin programu' })).toHaveAttribute(
      'href',
      '/regulamin?date=20250401',
    );
    expect(within(consents).getByRole('link', { name: 'polityką prywatności' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    const marketing = within(consents).getByRole('checkbox', { name: /celach marketingowych/ });
    expect(marketing).not.toBeChecked();
    await userEvent.click(marketing);
    await userEvent.click(within(consents).getByRole('button', { name: 'Zapisz zgody' }));

    await expectToSee('Twoje zgody zostały zapisane');
    expect(screen.getByText('Zmiany zapisane')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      statement: { ...statements, accept_marketing_data_process: true },
    });
  });

  it('puts the server’s message next to each refused statement', async () => {
    mockFetch({
      ...routes,
      'POST /api/user_statements': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: { 'statement.accept_regulations': ['Akceptacja regulaminu jest wymagana.'] },
        },
      },
    });
    renderPage(<ProfilePage />, { path: '/moj-profil/profil' });

    const consents = await screen.findByRole('region', { name: 'Zgody' });
    await userEvent.click(await within(consents).findByRole('checkbox', { name: /regulamin programu/ }));
    await userEvent.click(within(consents).getByRole('button', { name: 'Zapisz zgody' }));

    expect(await within(consents).findByText('Akceptacja regulaminu jest wymagana.')).toBeVisible();
  });

  it('says when saving the consents failed', async () => {
    mockFetch({ ...routes, 'POST /api/user_statements': { status: 500, body: { success: false, error: 'x' } } });
    renderPage(<ProfilePage />, { path: '/moj-profil/profil' });

    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz zgody' }));
    await expectToSee('Błąd zapisu oświadczenia');
    expect(screen.getByText('Coś poszło nie tak')).toBeVisible();
  });

  it(
    'says when the consents could not be loaded, after the retries of a server error',
    { timeout: 15_000 },
    async () => {
      mockFetch({ ...routes, 'GET /api/user_statements': { status: 500, body: { success: false, error: 'x' } } });
      renderPage(<ProfilePage />, { path: '/moj-profil/profil' });

      const consents = await screen.findByRole('region', { name: 'Zgody' });
      // The app asks twice more after a 5xx, a second and then two apart (lib/query-client.ts).
      expect(await within(consents).findByText('Błąd ładowania oświadczeń', {}, { timeout: 8000 })).toBeVisible();
      await waitFor(() => expect(screen.getByText('Coś poszło nie tak')).toBeVisible());
    },
  );
});
