import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { RemindPasswordPage } from '../pages/RemindPasswordPage';

const SENT = 'Jeśli podany adres jest zarejestrowany w programie, wysłaliśmy na niego link do zmiany hasła.';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('RemindPasswordPage', () => {
  it('asks for the e-mail without calling the server when the field is empty', async () => {
    const calls = mockFetch({});
    renderPage(<RemindPasswordPage />, { path: '/nie-pamietam-hasla' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nie pamiętam hasła');
    const email = screen.getByLabelText(/Adres e-mail/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await userEvent.type(email, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));

    expect(await screen.findByText('Podaj adres e-mail')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url === '/api/remind-password')).toHaveLength(0);

    // Typing clears the message.
    await userEvent.type(email, 'k');
    expect(screen.queryByText('Podaj adres e-mail')).not.toBeInTheDocument();
  });

  it('shows the server’s message beside the field for a 422', async () => {
    mockFetch({
      'POST /api/remind-password': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: { email: ['Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.'] },
        },
      },
    });
    renderPage(<RemindPasswordPage />, { path: '/nie-pamietam-hasla' });
    await userEvent.type(screen.getByLabelText(/Adres e-mail/), 'karta@demo');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));

    expect(
      await screen.findByText('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyślij link' })).toBeInTheDocument();
  });

  it('sends the address and then shows the success message with a main-page link', async () => {
    const calls = mockFetch({ 'POST /api/remind-password': { status: 200, body: { success: true, message: SENT } } });
    renderPage(<RemindPasswordPage />, { path: '/nie-pamietam-hasla' });
    expect(screen.getByRole('link', { name: 'Anuluj' })).toHaveAttribute('href', '/login');

    await userEvent.type(screen.getByLabelText(/Adres e-mail/), 'karta@demo.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    // The button stays busy until a second after the answer.
    expect(screen.getByRole('button', { name: 'Wyślij link' })).toBeDisabled();

    expect(await screen.findByText(SENT, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/około 15 minutach/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Wyślij link' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/remind-password')?.body).toEqual({ email: 'karta@demo.pl' });
  });

  it('shows the throttling message of the server', async () => {
    mockFetch({
      'POST /api/remind-password': {
        status: 429,
        body: { success: false, message: 'Zbyt wiele próśb o link do zmiany hasła. Spróbuj ponownie za 15 min.' },
      },
    });
    renderPage(<RemindPasswordPage />, { path: '/nie-pamietam-hasla' });
    await userEvent.type(screen.getByLabelText(/Adres e-mail/), 'karta@demo.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));

    expect(
      await screen.findByText(
        'Zbyt wiele próśb o link do zmiany hasła. Spróbuj ponownie za 15 min.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });
});
