import type { AccountAnswer, ProgrammeSettings, SessionUser } from '@portal/contract';
import { provinces } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSettings, sessionUser } from '../../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { EditDataPage } from './EditDataPage';

const leader = sessionUser({
  id: 1,
  full_name: 'Anna Kowalska',
  email: 'lider@demo.pl',
  phone: '500100200',
  role: 'leader',
});
const seller = sessionUser();

const account: AccountAnswer = {
  success: true,
  user: {
    first_name: 'Anna',
    last_name: 'Kowalska',
    phone: '500100200',
    email: 'lider@demo.pl',
    name: '',
    has_password: true,
    tax_declaration: 'company_representative',
    tax_declaration_label: 'Przedstawiciel punktu handlowego',
  },
  company: {
    id: 1,
    name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
    sap: '1000001',
    tax_identifier: '5251234560',
    regon: '146123456',
    potential_group: 'A',
  },
  current_balance: 900,
  transactions_received_sum: 1000,
  transactions_sent_sum: 100,
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
  residence_address: { street: 'ul. Puławska', building: '145', local: '8', post_code: '02-715', city: 'Warszawa' },
  correspondence_address: { street: 'ul. Pocztowa', building: '1', local: null, post_code: '00-001', city: 'Warszawa' },
  company_address_string: 'ul. Marszałkowska 84/12, 00-514 Warszawa, woj. mazowieckie, pow. Warszawa',
};

const geocoder = { url: 'https://maps.example.com/geocode/json?address={address}&key=abc' };
const geocodeUrl = `https://maps.example.com/geocode/json?address=${encodeURIComponent(
  'ul. Marszałkowska 84/12, 00-514 Warszawa, mazowieckie, Polska',
)}&key=abc`;

function routes(user: SessionUser, settings: ProgrammeSettings = demoSettings) {
  return {
    'GET /api/settings': { status: 200, body: { success: true, settings } },
    'GET /api/user': { status: 200, body: { success: true, user } },
    'GET /api/account': { status: 200, body: account },
    'GET /api/provinces': { status: 200, body: { success: true, items: provinces.map((name) => ({ name })) } },
    'POST /api/account': { status: 200, body: { success: true, message: 'Zmiany zapisane' } },
    'POST /api/users/location-store': { status: 200, body: { success: true } },
  };
}

const save = async () => userEvent.click(await screen.findByRole('button', { name: 'Zapisz zmiany' }));

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('EditDataPage', () => {
  it('shows the user’s and the company’s data side by side, the e-mail, SAP and group read-only', async () => {
    mockFetch(routes(leader));
    renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });

    const user = await screen.findByRole('region', { name: 'Dane użytkownika' });
    const company = screen.getByRole('region', { name: 'Dane firmy' });
    expect(within(user).getByLabelText(/^Imię/)).toHaveValue('Anna');
    expect(within(user).getByLabelText(/^Telefon/)).toBeRequired();
    expect(within(user).getByLabelText('Adres e-mail')).toBeDisabled();
    expect(within(user).getByLabelText(/^Ulica/)).toHaveValue('ul. Puławska');
    expect(within(user).getByLabelText(/^Ulica/)).toBeRequired();
    expect(within(user).getByLabelText('Nr lokalu')).not.toBeRequired();
    expect(within(company).getByLabelText('ID punktu (SAP)')).toHaveValue('1000001');
    expect(within(company).getByLabelText('ID punktu (SAP)')).toBeDisabled();
    expect(within(company).getByLabelText('Grupa potencjału')).toBeDisabled();
    expect(within(company).getByLabelText(/^Nazwa firmy/)).toBeEnabled();
    expect(within(company).getByLabelText(/^Województwo/)).toHaveValue('mazowieckie');
    expect(within(company).getAllByRole('option')).toHaveLength(17);
  });

  it('puts the first server message next to each field and clears it when the field is typed in', async () => {
    mockFetch({
      ...routes(leader),
      'POST /api/account': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: {
            'user.last_name': ['Nazwisko jest za długie.', 'drugi komunikat'],
            'companyAddress.city': ['Podaj miejscowość.'],
          },
        },
      },
    });
    renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });

    const lastName = await screen.findByLabelText(/^Nazwisko/);
    await userEvent.type(lastName, 'x'.repeat(20));
    await save();

    await expectToSee('Nazwisko jest za długie.');
    expect(screen.queryByText('drugi komunikat')).toBeNull();
    expect(screen.getByText('Podaj miejscowość.')).toBeVisible();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(lastName, '{backspace}');
    expect(screen.queryByText('Nazwisko jest za długie.')).toBeNull();
    expect(screen.getByText('Podaj miejscowość.')).toBeVisible();
  });

  it('saves, refreshes the account, geocodes the company address and stores the coordinates', async () => {
    const calls = mockFetch({
      ...routes(leader, { ...demoSettings, geocoder }),
      [`GET ${geocodeUrl}`]: {
        status: 200,
        body: { status: 'OK', results: [{ geometry: { location: { lat: 52.2297, lng: 21.0122 } } }] },
      },
    });
    renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });
    await save();

    // The coordinates' notice comes on top of the saved one.
    await expectToSee('Twoje współrzędne zostały zapisane.');
    expect(screen.getByText('Zmiany zapisane')).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'POST' && call.url === '/api/account');
    expect(saved?.body).toMatchObject({
      user: { first_name: 'Anna', last_name: 'Kowalska', phone: '500100200' },
      company: { name: 'Okna i Drzwi Kowalscy Sp. z o.o.' },
      companyAddress: { city: 'Warszawa', province: 'mazowieckie' },
    });
    expect(calls.find((call) => call.url === '/api/users/location-store')?.body).toEqual({
      lat: 52.2297,
      lng: 21.0122,
    });
    expect(calls.filter((call) => call.url === '/api/account' && call.method === 'GET')).toHaveLength(2);
  });

  it('says when the address could not be geocoded, and stores nothing', async () => {
    const calls = mockFetch({
      ...routes(leader, { ...demoSettings, geocoder }),
      [`GET ${geocodeUrl}`]: { status: 200, body: { status: 'ZERO_RESULTS', results: [] } },
    });
    renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });
    await save();

    await expectToSee('Błąd pobierania danych');
    expect(calls.some((call) => call.url === '/api/users/location-store')).toBe(false);
  });

  it('says when the coordinates could not be stored', async () => {
    mockFetch({
      ...routes(leader, { ...demoSettings, geocoder }),
      [`GET ${geocodeUrl}`]: {
        status: 200,
        body: { results: [{ geometry: { location: { lat: 52.2297, lng: 21.0122 } } }] },
      },
      'POST /api/users/location-store': { status: 500, body: { success: false, error: 'x' } },
    });
    renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });
    await save();

    await expectToSee('Błąd zapisywania danych.');
  });

  it('skips geocoding silently when no maps service is configured', async () => {
    const calls = mockFetch(routes(leader));
    renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });
    await save();

    await expectToSee('Zmiany zapisane');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz zmiany' })).toBeEnabled());
    expect(calls.every((call) => call.url.startsWith('/'))).toBe(true);
    expect(calls.some((call) => call.url === '/api/users/location-store')).toBe(false);
  });

  it('shows a seller the company locked and sends only the seller’s own data', async () => {
    const calls = mockFetch(routes(seller, { ...demoSettings, geocoder }));
    renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });

    const company = await screen.findByRole('region', { name: 'Dane firmy' });
    expect(within(company).getByText('Dane firmy może zmienić lider punktu.')).toBeVisible();
    expect(within(company).getByLabelText(/^Nazwa firmy/)).toBeDisabled();
    expect(within(company).getByLabelText(/^Województwo/)).toBeDisabled();
    await save();

    await expectToSee('Zmiany zapisane');
    const saved = calls.find((call) => call.method === 'POST' && call.url === '/api/account');
    expect(Object.keys(saved?.body as object)).toEqual(['user', 'residenceAddress']);
    expect(calls.every((call) => call.url.startsWith('/'))).toBe(true);
  });

  it('says when saving failed for another reason', async () => {
    mockFetch({ ...routes(leader), 'POST /api/account': { status: 500, body: { success: false, error: '' } } });
    renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });
    await save();

    await expectToSee('Nie udało się zapisać zmian. Spróbuj ponownie.');
  });

  describe('the phone change', () => {
    it('keeps the phone read-only and changes it only after the code sent to the new number', async () => {
      const calls = mockFetch({
        ...routes(leader),
        'POST /api/phone-change/request': {
          status: 200,
          body: { success: true, message: 'Wysłaliśmy kod SMS na nowy numer telefonu. Kod jest ważny 5 minut.' },
        },
        'POST /api/phone-change/confirm': {
          status: 200,
          body: { success: true, message: 'Numer telefonu został zmieniony.' },
        },
      });
      renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });

      const phone = await screen.findByLabelText(/^Telefon/);
      expect(phone).toHaveAttribute('readonly');
      await userEvent.click(screen.getByRole('button', { name: 'Zmień numer' }));
      const panel = screen.getByRole('region', { name: 'Zmiana numeru telefonu' });
      await userEvent.type(within(panel).getByLabelText(/^Nowy numer telefonu/), '600 700 800');
      await userEvent.type(within(panel).getByLabelText(/^Obecne hasło/), 'Demo!2025');
      await userEvent.click(within(panel).getByRole('button', { name: 'Wyślij kod na nowy numer' }));

      expect(await within(panel).findByText(/Wysłaliśmy kod SMS na numer 600 700 800/)).toBeVisible();
      expect(calls.find((call) => call.url === '/api/phone-change/request')?.body).toEqual({
        phone: '600 700 800',
        current_password: 'Demo!2025',
      });
      expect(phone).toHaveValue('500100200');

      await userEvent.type(within(panel).getByLabelText(/^Kod z SMS-a na nowy numer/), '123456');
      await userEvent.click(within(panel).getByRole('button', { name: 'Potwierdź numer' }));
      await expectToSee('Numer telefonu został zmieniony.');
      expect(calls.find((call) => call.url === '/api/phone-change/confirm')?.body).toEqual({ code: '123456' });
      expect(screen.getByLabelText(/^Telefon/)).toHaveValue('600700800');
      expect(screen.queryByRole('region', { name: 'Zmiana numeru telefonu' })).toBeNull();
    });

    it('puts the server’s messages beside the new number, the password and the code', async () => {
      mockFetch({
        ...routes(leader),
        'POST /api/phone-change/request': {
          status: 422,
          body: {
            success: false,
            message: 'Obecne hasło jest nieprawidłowe.',
            errors: { current_password: ['Obecne hasło jest nieprawidłowe.'] },
          },
        },
      });
      renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });
      await userEvent.click(await screen.findByRole('button', { name: 'Zmień numer' }));
      const panel = screen.getByRole('region', { name: 'Zmiana numeru telefonu' });
      await userEvent.type(within(panel).getByLabelText(/^Nowy numer telefonu/), '600700800');
      await userEvent.type(within(panel).getByLabelText(/^Obecne hasło/), 'zle');
      await userEvent.click(within(panel).getByRole('button', { name: 'Wyślij kod na nowy numer' }));
      expect(await within(panel).findByText('Obecne hasło jest nieprawidłowe.')).toBeVisible();
      expect(within(panel).getByLabelText(/^Obecne hasło/)).toHaveAttribute('aria-invalid', 'true');
      expect(within(panel).queryByLabelText(/^Kod z SMS-a na nowy numer/)).toBeNull();
    });

    it('lets an account without a password prove itself with a code sent to its current phone', async () => {
      const calls = mockFetch({
        ...routes(seller),
        'GET /api/account': { status: 200, body: { ...account, user: { ...account.user, has_password: false } } },
        'POST /api/identity-code': { status: 200, body: { success: true, message: 'Wysłaliśmy kod SMS.' } },
        'POST /api/phone-change/request': { status: 200, body: { success: true, message: 'Wysłano' } },
      });
      renderPage(<EditDataPage />, { path: '/moj-profil/zmien-dane' });
      await userEvent.click(await screen.findByRole('button', { name: 'Zmień numer' }));
      const panel = screen.getByRole('region', { name: 'Zmiana numeru telefonu' });
      expect(within(panel).queryByLabelText(/^Obecne hasło/)).toBeNull();
      await userEvent.click(within(panel).getByRole('button', { name: 'Wyślij kod SMS' }));
      expect(await within(panel).findByText('Kod wysłany. Jest ważny 5 minut.')).toBeVisible();
      await userEvent.type(within(panel).getByLabelText(/^Nowy numer telefonu/), '600700800');
      await userEvent.type(within(panel).getByLabelText(/^Kod z SMS-a(?! na)/), '654321');
      await userEvent.click(within(panel).getByRole('button', { name: 'Wyślij kod na nowy numer' }));
      await waitFor(() =>
        expect(calls.find((call) => call.url === '/api/phone-change/request')?.body).toEqual({
          phone: '600700800',
          current_code: '654321',
        }),
      );
    });
  });
});
