import type { AccountAnswer } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/notifications';
import { demoSettings, sessionUser } from '../../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { EditAuthorizationPage } from './EditAuthorizationPage';

const user = sessionUser();

const account = {
  success: true,
  user: {
    first_name: 'Piotr',
    last_name: 'Nowak',
    phone: '500100201',
    email: 'sprzedawca@demo.pl',
    name: 'piotr.nowak',
    has_password: true,
    tax_declaration: 'pit',
    tax_declaration_label: 'Osoba prywatna',
  },
} as AccountAnswer;

const routes = {
  'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
  'GET /api/user': { status: 200, body: { success: true, user } },
  'GET /api/account': { status: 200, body: account },
};

async function fill(password: string, confirmation: string, current = 'Demo!2025') {
  await userEvent.type(await screen.findByLabelText(/^Nowe hasło/), password);
  await userEvent.type(screen.getByLabelText(/^Powtórz nowe hasło/), confirmation);
  await userEvent.type(screen.getByLabelText(/^Obecne hasło/), current);
  await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('EditAuthorizationPage', () => {
  it('prefills the login name, saves the credentials and says so', async () => {
    const calls = mockFetch({
      ...routes,
      'POST /api/user-credentials': { status: 200, body: { success: true, message: 'Zmiany zapisane' } },
    });
    renderPage(<EditAuthorizationPage />, { path: '/moj-profil/zmien-dane-logowania' });

    expect(await screen.findByLabelText(/^Login/)).toHaveValue('piotr.nowak');
    expect(screen.getByLabelText(/^Login/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Wróć do profilu' })).toHaveAttribute('href', '/moj-profil/profil');
    await fill('Nowe!Haslo7', 'Nowe!Haslo7');

    await expectToSee('Zmiany zapisane');
    expect(calls.find((call) => call.url === '/api/user-credentials')?.body).toEqual({
      user: {
        name: 'piotr.nowak',
        password: 'Nowe!Haslo7',
        password_confirmation: 'Nowe!Haslo7',
        current_password: 'Demo!2025',
      },
    });
    await waitFor(() => expect(screen.getByLabelText(/^Nowe hasło/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Obecne hasło/)).toHaveValue('');
  });

  it('puts a wrong current password beside its field', async () => {
    mockFetch({
      ...routes,
      'POST /api/user-credentials': {
        status: 422,
        body: {
          success: false,
          message: 'Obecne hasło jest nieprawidłowe.',
          errors: { 'user.current_password': ['Obecne hasło jest nieprawidłowe.'] },
        },
      },
    });
    renderPage(<EditAuthorizationPage />, { path: '/moj-profil/zmien-dane-logowania' });
    await fill('Nowe!Haslo7', 'Nowe!Haslo7', 'zle');
    await expectToSee('Obecne hasło jest nieprawidłowe.');
    expect(screen.getByLabelText(/^Obecne hasło/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Obecne hasło/)).toBeRequired();
  });

  it('asks an account without a password for a code sent to its current phone instead', async () => {
    const calls = mockFetch({
      ...routes,
      'GET /api/account': { status: 200, body: { ...account, user: { ...account.user, has_password: false } } },
      'POST /api/identity-code': { status: 200, body: { success: true, message: 'Wysłano' } },
      'POST /api/user-credentials': { status: 200, body: { success: true, message: 'Zmiany zapisane' } },
    });
    renderPage(<EditAuthorizationPage />, { path: '/moj-profil/zmien-dane-logowania' });
    await userEvent.type(await screen.findByLabelText(/^Nowe hasło/), 'Nowe!Haslo7');
    await userEvent.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'Nowe!Haslo7');
    expect(screen.queryByLabelText(/^Obecne hasło/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    await expectToSee('Kod wysłany. Jest ważny 5 minut.');
    expect(screen.getByRole('button', { name: 'Wyślij nowy kod' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Kod z SMS-a/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await expectToSee('Zmiany zapisane');
    expect(calls.find((call) => call.url === '/api/user-credentials')?.body).toEqual({
      user: {
        name: 'piotr.nowak',
        password: 'Nowe!Haslo7',
        password_confirmation: 'Nowe!Haslo7',
        current_code: '123456',
      },
    });
  });

  it('shows the first server message of each field and clears it on typing', async () => {
    mockFetch({
      ...routes,
      'POST /api/user-credentials': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: {
            'user.name': ['Ten login jest już zajęty.'],
            'user.password': ['Hasło musi zawierać co najmniej jedną cyfrę.', 'Hasło musi zawierać…'],
            'user.password_confirmation': ['Hasła nie są takie same.'],
          },
        },
      },
    });
    renderPage(<EditAuthorizationPage />, { path: '/moj-profil/zmien-dane-logowania' });
    await fill('haslo', 'inne');

    await expectToSee('Ten login jest już zajęty.');
    expect(screen.getByText('Hasło musi zawierać co najmniej jedną cyfrę.')).toBeVisible();
    expect(screen.queryByText('Hasło musi zawierać…')).toBeNull();
    expect(screen.getByText('Hasła nie są takie same.')).toBeVisible();

    await userEvent.type(screen.getByLabelText(/^Login/), 'x');
    expect(screen.queryByText('Ten login jest już zajęty.')).toBeNull();
    expect(screen.getByText('Hasła nie są takie same.')).toBeVisible();
  });

  it('says the save failed when the server refuses without field errors', async () => {
    mockFetch({ ...routes, 'POST /api/user-credentials': { status: 200, body: { success: false } } });
    renderPage(<EditAuthorizationPage />, { path: '/moj-profil/zmien-dane-logowania' });
    await fill('Nowe!Haslo7', 'Nowe!Haslo7');

    await expectToSee('Nie udało się zapisać danych logowania.');
  });

  it.each([
    [403, { success: false, message: 'Zalogowany jako klient nie możesz zmieniać danych logowania.' }],
    [500, { success: false, error: 'Wystąpił nieznany błąd.' }],
    [422, { success: false, message: 'Popraw zaznaczone pola.', errors: { user: ['Podaj dane logowania.'] } }],
  ])('says the save failed, not the server’s words, on a %i', async (status, body) => {
    // Notifications outlive a test in the toaster, so the one this save raises is read at its source.
    const error = vi.spyOn(notify, 'error');
    mockFetch({ ...routes, 'POST /api/user-credentials': { status, body } });
    renderPage(<EditAuthorizationPage />, { path: '/moj-profil/zmien-dane-logowania' });
    await fill('Nowe!Haslo7', 'Nowe!Haslo7');

    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('Nie udało się zapisać danych logowania.');
  });

  it('keeps an operator from saving the user’s login data', async () => {
    mockFetch({
      ...routes,
      'GET /api/user': { status: 200, body: { success: true, user: sessionUser({ client_is_logged_in: true }) } },
    });
    renderPage(<EditAuthorizationPage />, { path: '/moj-profil/zmien-dane-logowania' });

    await expectToSee('Jako operator nie możesz zmieniać danych logowania użytkownika.');
    expect(await screen.findByRole('button', { name: 'Zapisz' })).toBeDisabled();
  });
});
