import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../../test/fixtures';
import { mockFetch, renderPage } from '../../../test/render';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it('offers the password reminder and the contact form under both tabs, SMS first', async () => {
    mockFetch({ 'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } } });
    renderPage(<LoginPage />, { path: '/login' });

    const sms = await screen.findByRole('tab', { name: 'SMS' });
    expect(sms).toHaveAttribute('aria-selected', 'true');
    const expectWaysOut = () => {
      expect(screen.getByRole('link', { name: 'Nie pamiętam hasła' })).toHaveAttribute('href', '/nie-pamietam-hasla');
      expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
    };
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Numer telefonu')).toBeVisible();
    expectWaysOut();

    await userEvent.click(screen.getByRole('tab', { name: 'E-MAIL' }));
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Hasło')).toBeVisible();
    expectWaysOut();
  });
});
