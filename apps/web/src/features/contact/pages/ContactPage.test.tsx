import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { ContactPage } from './ContactPage';
import { demoSettings, sessionUser } from '../../../test/fixtures';

const settings = { ...demoSettings, vote_open: false };

const seller = sessionUser();

const svg = (code: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><!--${code}--></svg>`;
const dataUrl = (code: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg(code))}`;

const visitor = { 'GET /api/user': { status: 401, body: { success: false, message: 'Zaloguj się.' } } };
const loggedIn = { 'GET /api/user': { status: 200, body: { success: true, user: seller } } };
const common = {
  'GET /api/settings': { status: 200, body: { success: true, settings } },
  'GET /api/get-captcha': { status: 200, body: { success: true, captcha: svg('one') } },
};

const scrollTo = vi.fn();

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
  scrollTo.mockClear();
  window.scrollTo = scrollTo;
});

describe('ContactPage', () => {
  it('shows a visitor the helpline, both logos, an open point ID and the captcha image', async () => {
    mockFetch({ ...common, ...visitor });
    renderPage(<ContactPage />, { path: '/kontakt' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Masz pytania? Napisz do nas!' })).toBeVisible();
    expect(screen.getByText(/od poniedziałku do piątku w godzinach 10:00–16:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '22 100 20 30' })).toHaveAttribute('href', 'tel:221002030');
    expect(screen.getByRole('link', { name: 'OKNA-FAB – strona główna' })).toHaveAttribute('href', '/');

    expect(await screen.findByRole('img', { name: 'Kod do przepisania' })).toHaveAttribute('src', dataUrl('one'));
    expect(screen.getByLabelText(/Przepisz kod z obrazka/)).toBeRequired();
    expect(screen.getByLabelText('ID punktu')).toBeEnabled();
    expect(screen.getByLabelText(/Adres e-mail/)).toHaveValue('');
  });

  it('prefills a logged-in user’s data, locks the point ID and asks for no captcha', async () => {
    const calls = mockFetch({ ...common, ...loggedIn });
    renderPage(<ContactPage />, { path: '/kontakt' });

    expect(await screen.findByLabelText(/Adres e-mail/)).toHaveValue('sprzedawca@demo.pl');
    expect(screen.getByLabelText('Telefon')).toHaveValue('500100201');
    const sap = screen.getByLabelText('ID punktu');
    expect(sap).toBeDisabled();
    expect(sap).toHaveValue('1000001');
    expect(screen.queryByLabelText(/Przepisz kod z obrazka/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'OKNA-FAB – strona główna' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Temat/), 'Zmiana danych');
    await userEvent.type(screen.getByLabelText(/Treść wiadomości/), 'Proszę o zmianę adresu.');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));

    // The button is released a second after the answer, and the notice comes with it.
    expect(
      await screen.findByText(
        'Wiadomość została wysłana. Odpowiemy najszybciej, jak to możliwe.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(calls.find((call) => call.url === '/api/send-message')?.body).toEqual({
      email: 'sprzedawca@demo.pl',
      phone: '500100201',
      sap: '1000001',
      subject: 'Zmiana danych',
      body: 'Proszę o zmianę adresu.',
    });
    expect(calls.some((call) => call.url === '/api/get-captcha')).toBe(false);
    // The form starts over, with the user's data again.
    await waitFor(() => expect(screen.getByLabelText(/Temat/)).toHaveValue(''));
    expect(screen.getByLabelText(/Adres e-mail/)).toHaveValue('sprzedawca@demo.pl');
  });

  it('shows the field errors of a 422, asks to fill in the message and draws a new captcha', async () => {
    const calls = mockFetch({
      ...common,
      ...visitor,
      'POST /api/send-message': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: {
            body: ['Wpisz treść wiadomości.'],
            captcha: ['Nieprawidłowy kod z obrazka. Przepisz nowy kod.'],
          },
        },
      },
    });
    renderPage(<ContactPage />, { path: '/kontakt' });
    await screen.findByRole('img', { name: 'Kod do przepisania' });

    await userEvent.type(screen.getByLabelText(/Adres e-mail/), 'gosc@example.pl');
    await userEvent.type(screen.getByLabelText(/Temat/), 'Pytanie');
    await userEvent.type(screen.getByLabelText(/Przepisz kod z obrazka/), 'abcde');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));

    await expectToSee('Uzupełnij treść wiadomości');
    expect(screen.getByText('Wpisz treść wiadomości.')).toBeVisible();
    expect(screen.getByText('Nieprawidłowy kod z obrazka. Przepisz nowy kod.')).toBeVisible();
    expect(screen.getByLabelText(/Przepisz kod z obrazka/)).toHaveValue('');
    expect(scrollTo).toHaveBeenCalled();
    expect(calls.find((call) => call.url === '/api/send-message')?.body).toMatchObject({
      email: 'gosc@example.pl',
      subject: 'Pytanie',
      captcha: 'abcde',
    });
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/get-captcha')).toHaveLength(2));
  });
});
