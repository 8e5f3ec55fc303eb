import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { mockFetch, renderPage } from '../../../test/render';
import { settingsQueryKey } from '../../programme';
import { EmailLoginForm } from './EmailLoginForm';
import { demoSettings } from '../../../test/fixtures';

const settings = demoSettings;

function renderForm() {
  renderPage(<EmailLoginForm />, { path: '/login' });
  queryClient.setQueryData(settingsQueryKey, settings);
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('EmailLoginForm', () => {
  it('asks to fill in both fields without calling the server', async () => {
    const calls = mockFetch({});
    renderForm();
    await userEvent.type(await screen.findByLabelText('Adres e-mail'), 'lider@demo.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wypełnij oba pola: adres e-mail i hasło.');
    expect(calls.filter((call) => call.url === '/api/login')).toHaveLength(0);
  });

  it('shows the server’s message in the alert and the field error beside the e-mail', async () => {
    mockFetch({
      'POST /api/login': {
        status: 422,
        body: {
          success: false,
          message: 'Nieprawidłowy adres e-mail lub hasło.',
          errors: { email: ['Nieprawidłowy adres e-mail lub hasło.'] },
        },
      },
    });
    renderForm();
    await userEvent.type(await screen.findByLabelText('Adres e-mail'), 'lider@demo.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'zle-haslo');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Nieprawidłowy adres e-mail lub hasło.',
    );
    expect(screen.getByLabelText('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');

    // Typing in a field clears that field's error.
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'x');
    expect(screen.getByLabelText('Adres e-mail')).not.toHaveAttribute('aria-invalid');
  });
});
