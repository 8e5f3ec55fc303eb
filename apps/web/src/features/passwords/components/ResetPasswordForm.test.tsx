import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { ResetPasswordForm } from './ResetPasswordForm';

const INVALID_LINK = 'Link do zmiany hasła jest nieprawidłowy lub wygasł.';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

function renderForm() {
  renderPage(<ResetPasswordForm token="abc" email="karta@demo.pl" />, { path: '/zmiana-hasla/abc/karta%40demo.pl' });
}

async function fill(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText(/^Nowe hasło/), password);
  await userEvent.type(screen.getByLabelText(/^Powtórz nowe hasło/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
}

describe('ResetPasswordForm', () => {
  it('lists the password rules and ticks those the typed password meets', async () => {
    mockFetch({});
    renderForm();
    expect(screen.getByLabelText(/^Nowe hasło/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('co najmniej 8 znaków')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nowe hasło/), 'A1');
    expect(screen.getByText('co najmniej jedną cyfrę').closest('li')).toHaveTextContent('(spełnione)');
    expect(screen.getByText('co najmniej 8 znaków').closest('li')).not.toHaveTextContent('(spełnione)');
  });

  it('shows 422 errors beside their fields and a broken link as an alert', async () => {
    mockFetch({
      'POST /api/reset-password': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: {
            password: ['Hasło musi zawierać co najmniej jedną cyfrę.'],
            password_confirmation: ['Hasła nie są takie same.'],
            token: [INVALID_LINK],
          },
        },
      },
    });
    renderForm();
    await fill('Bez!Cyfry', 'Inne');

    expect(
      await screen.findByText('Hasło musi zawierać co najmniej jedną cyfrę.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hasła nie są takie same.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Poproś o nowy link' })).toHaveAttribute('href', '/nie-pamietam-hasla');
  });

  it('sends the token and e-mail of the link and shows the success message with a login link', async () => {
    const calls = mockFetch({
      'POST /api/reset-password': {
        status: 200,
        body: { success: true, message: 'Hasło zostało zmienione. Możesz się teraz zalogować.' },
      },
    });
    renderForm();
    await fill('Nowe#Haslo7', 'Nowe#Haslo7');

    expect(
      await screen.findByText('Hasło zostało zmienione. Możesz się teraz zalogować.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
    expect(calls.find((call) => call.url === '/api/reset-password')?.body).toEqual({
      password: 'Nowe#Haslo7',
      password_confirmation: 'Nowe#Haslo7',
      token: 'abc',
      email: 'karta@demo.pl',
    });
  });

  it('shows "Błąd resetowania hasła" for any other failure', async () => {
    mockFetch({
      'POST /api/reset-password': { status: 500, body: { success: false, error: 'Wystąpił nieznany błąd.' } },
    });
    renderForm();
    await fill('Nowe#Haslo7', 'Nowe#Haslo7');

    expect(await screen.findByText('Błąd resetowania hasła', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmień hasło' })).toBeInTheDocument();
  });
});
