import type { InvitationByKey } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { mockFetch, renderPage } from '../../../test/render';
import { settingsQueryKey } from '../../programme';
import { RegistrationForm } from './RegistrationForm';
import { demoSettings } from '../../../test/fixtures';

const settings = demoSettings;

const invitation: InvitationByKey = {
  first_name: 'Jan',
  last_name: 'Nowak',
  phone: '500100299',
  email: 'jan.nowak@demo.pl',
  kth_id: 1,
  role: 'seller',
  company: {
    id: 1,
    name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
    tax_identifier: '5251234560',
    regon: '146123456',
    address_string: 'ul. Marszałkowska 84/12, 00-514 Warszawa',
    sap: '1000001',
  },
  expires_at_date: '15.09.2025 12:00',
};

const settingsRoute = { 'GET /api/settings': { status: 200, body: { success: true, settings } } };

function renderForm(shown: InvitationByKey = invitation) {
  renderPage(<RegistrationForm invitationKey="DEMO-INVITE-2025" invitation={shown} />, {
    path: '/finalizuj-zaproszenie/DEMO-INVITE-2025',
  });
  queryClient.setQueryData(settingsQueryKey, settings);
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('RegistrationForm', () => {
  it('shows the invitation’s e-mail, name, phone and company read-only, and links the documents', async () => {
    mockFetch(settingsRoute);
    renderForm();
    const email = await screen.findByLabelText('Adres e-mail');
    expect(email).toHaveValue('jan.nowak@demo.pl');
    expect(email).toHaveAttribute('readonly');
    // E-mail, first name, last name and phone prefilled, read-only.
    for (const [label, value] of [
      [/^Imię/, 'Jan'],
      [/^Nazwisko/, 'Nowak'],
      [/^Telefon komórkowy/, '500100299'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    await userEvent.type(screen.getByLabelText(/^Imię/), 'usz');
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Jan');
    expect(screen.getByLabelText('Nazwa firmy')).toBeDisabled();
    expect(screen.getByLabelText('Identyfikator punktu')).toHaveValue('1000001');
    expect(screen.getByRole('link', { name: 'regulamin programu' })).toHaveAttribute(
      'href',
      '/regulamin?date=20250401',
    );
    expect(screen.getByRole('link', { name: 'regulamin programu' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'polityką prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci');
    expect(screen.getByRole('link', { name: 'Anuluj' })).toHaveAttribute('href', '/');
  });

  it('asks for the phone only when the invitation has none, and sends the typed one', async () => {
    const calls = mockFetch({
      ...settingsRoute,
      'POST /api/invitations/complete-invitation': { status: 422, body: { success: false, errors: {} } },
    });
    renderForm({ ...invitation, phone: null });
    const phone = await screen.findByLabelText(/^Telefon komórkowy/);
    expect(phone).not.toHaveAttribute('readonly');
    expect(phone).toBeRequired();
    expect(screen.getByLabelText(/^Nazwisko/)).toHaveAttribute('readonly');
    await userEvent.type(phone, '601202303');
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST')?.body as { user: { phone: string; firstName: string } };
    expect(sent.user).toMatchObject({ phone: '601202303', firstName: 'Jan', lastName: 'Nowak' });
  });

  it('shows the password fields only for the password login method', async () => {
    mockFetch(settingsRoute);
    renderForm();
    const sms = await screen.findByRole('radio', { name: /Kod SMS/ });
    expect(sms).toBeChecked();
    expect(screen.queryByLabelText(/^Hasło/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /E-mail i hasło/ }));
    expect(screen.getByLabelText(/^Hasło/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Powtórz hasło/)).toBeInTheDocument();

    await userEvent.click(sms);
    expect(screen.queryByLabelText(/^Hasło/)).not.toBeInTheDocument();
  });

  it('sends the registration payload and shows each 422 error under its field', async () => {
    const calls = mockFetch({
      ...settingsRoute,
      'POST /api/invitations/complete-invitation': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: {
            'user.password': ['Hasło musi zawierać co najmniej jedną cyfrę.', 'Hasło musi mieć co najmniej 8 znaków.'],
            'user.password_confirmation': ['Hasła nie są takie same.'],
            'user.phone': ['Ten numer telefonu jest już przypisany do innego konta.'],
            'user.taxDeclaration': ['Wybierz formę rozliczenia.'],
            'company.sap': ['Identyfikator punktu nie zgadza się z zaproszeniem.'],
            'statement.accept_regulations': ['Akceptacja regulaminu jest wymagana.'],
            'statement.accept_privacy_policy': ['Akceptacja polityki prywatności jest wymagana.'],
          },
        },
      },
    });
    renderForm();
    await userEvent.click(await screen.findByRole('radio', { name: /E-mail i hasło/ }));
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'haslo');
    await userEvent.type(screen.getByLabelText(/^Powtórz hasło/), 'inne');
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));

    const password = screen.getByLabelText(/^Hasło/);
    await screen.findByText('Hasło musi zawierać co najmniej jedną cyfrę.', {}, { timeout: 3000 });
    // The first message of each field is shown beside it.
    expect(password).toHaveAccessibleDescription('Hasło musi zawierać co najmniej jedną cyfrę.');
    expect(screen.queryByText('Hasło musi mieć co najmniej 8 znaków.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Powtórz hasło/)).toHaveAccessibleDescription('Hasła nie są takie same.');
    expect(screen.getByLabelText(/^Telefon komórkowy/)).toHaveAccessibleDescription(
      'Ten numer telefonu jest już przypisany do innego konta.',
    );
    expect(screen.getByLabelText('Identyfikator punktu')).toHaveAccessibleDescription(
      'Identyfikator punktu nie zgadza się z zaproszeniem.',
    );
    const tax = screen.getByRole('group', { name: /Forma rozliczenia/ });
    expect(within(tax).getByText('Wybierz formę rozliczenia.')).toBeInTheDocument();
    expect(screen.getByLabelText(/akceptuję/)).toHaveAccessibleDescription('Akceptacja regulaminu jest wymagana.');
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola formularza.');

    const sent = calls.find((call) => call.url === '/api/invitations/complete-invitation');
    expect(sent?.body).toEqual({
      invitationKey: 'DEMO-INVITE-2025',
      user: {
        authMethod: 'password',
        email: 'jan.nowak@demo.pl',
        password: 'haslo',
        passwordConfirmation: 'inne',
        firstName: 'Jan',
        lastName: 'Nowak',
        phone: '500100299',
        taxDeclaration: '',
        role: 'seller',
        isActive: true,
      },
      company: { name: 'Okna i Drzwi Kowalscy Sp. z o.o.', sap: '1000001' },
      statement: { accept_regulations: false, accept_privacy_policy: false, accept_marketing_data_process: false },
    });

    // Typing in a field clears that field's error.
    await userEvent.type(password, '1');
    expect(screen.queryByText('Hasło musi zawierać co najmniej jedną cyfrę.')).not.toBeInTheDocument();
    expect(screen.getByText('Hasła nie są takie same.')).toBeInTheDocument();
  });

  it('shows “Błąd rejestracji” when the call fails without a message', async () => {
    mockFetch({ ...settingsRoute, 'POST /api/invitations/complete-invitation': { status: 502, body: {} } });
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Zarejestruj' }));
    expect(await screen.findByText('Błąd rejestracji', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Błąd')).toBeInTheDocument();
  });
});
