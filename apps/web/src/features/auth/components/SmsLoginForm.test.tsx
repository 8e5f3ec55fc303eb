import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { SmsLoginForm } from './SmsLoginForm';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('SmsLoginForm', () => {
  it('asks for a nine-digit phone before calling the server', async () => {
    const calls = mockFetch({});
    renderPage(<SmsLoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('Podaj numer telefonu')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Numer telefonu'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('Podaj numer telefonu (9 cyfr)')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/request-auth-code')).toHaveLength(0);
  });

  it('moves to the code step once the code is sent, and back with "Wyślij nowy kod"', async () => {
    const calls = mockFetch({ 'POST /api/request-auth-code': { status: 200, body: { success: true } } });
    renderPage(<SmsLoginForm />);
    await userEvent.type(screen.getByLabelText('Numer telefonu'), '500 100 201');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));

    expect(await screen.findByLabelText('Kod z SMS-a', {}, { timeout: 3000 })).toBeInTheDocument();
    // The page's first notification: the toasts arrive with it.
    expect(await screen.findByText('Kod wysłany')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/request-auth-code')?.body).toEqual({
      auth_method: 'sms',
      phone: '500100201',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Podaj kod autoryzacyjny')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij nowy kod' }));
    expect(screen.queryByLabelText('Kod z SMS-a')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyślij kod' })).toBeInTheDocument();
  });

  it('says so when the code could not be sent', async () => {
    mockFetch({ 'POST /api/request-auth-code': { status: 500, body: { success: false, error: 'x' } } });
    renderPage(<SmsLoginForm />);
    await userEvent.type(screen.getByLabelText('Numer telefonu'), '500100201');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Wysłanie kodu nie powiodło się, spróbuj ponownie.',
    );
  });
});
