import type { AdminSettings } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { expectToSee, mockFetch, renderPage } from '../../../../test/render';
import { PointsSettingsPanel } from './PointsSettingsPanel';

const settings = {
  edition: '2026',
  pending_days: 14,
  pending_days_codes: 0,
  expiry_mode: 'rolling',
  points_expire_at: null,
  expiry_months: 12,
  expiry_min_days: 30,
  points_policy_version: 2,
  card_monthly_limit: null,
  card_max_order: 500,
} as AdminSettings;

const version = (number: number, pendingDays: number, operator: string | null) => ({
  version: number,
  pending_days: pendingDays,
  pending_days_codes: 0,
  expiry_mode: 'rolling',
  points_expire_at: null,
  expiry_months: 12,
  expiry_min_days: 30,
  created_at: '2026-11-27T19:05:00.000Z',
  operator_email: operator,
});

const policies = (versions: unknown[]) => ({ status: 200, body: { success: true, versions } });

describe('PointsSettingsPanel', () => {
  it('shows the rules in force, that a change reaches only new points, and every version', async () => {
    mockFetch({ 'GET /api/admin/points/policies': policies([version(2, 14, null), version(1, 0, null)]) });
    renderPage(<PointsSettingsPanel settings={settings} readOnly />);
    const section = screen.getByRole('region', { name: 'Punkty' });
    expect(
      within(section).getByText('Zmiana dotyczy tylko nowych punktów. Punkty już przyznane zachowują swoje terminy.'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Dni oczekiwania punktów za zakupy/)).toHaveValue('14');
    expect(within(section).getByLabelText('Wygasanie punktów')).toHaveValue('rolling');
    expect(within(section).getByLabelText(/^Największe jedno zasilenie/)).toHaveValue('500');
    expect(within(section).getByLabelText(/^Miesięczny limit/)).toHaveValue('');
    // A viewer changes nothing.
    expect(within(section).getByLabelText(/^Dni oczekiwania punktów za zakupy/)).toBeDisabled();
    expect(within(section).queryByRole('button', { name: 'Zapisz zasady punktów' })).not.toBeInTheDocument();

    const table = await within(section).findByRole('table', { name: 'Wersje zasad punktów' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2');
    expect(rows[0]).toHaveTextContent('14 dni');
    expect(rows[0]).toHaveTextContent('po 12 mies. od przyznania');
    expect(rows[1]).toHaveTextContent('0 dni');
  });

  it('sends only what changed, as numbers and an emptied limit as none, and lists the new version', async () => {
    const calls = mockFetch({
      'GET /api/admin/points/policies': policies([version(2, 14, null)]),
      'PUT /api/admin/settings': {
        status: 200,
        body: {
          success: true,
          settings: { ...settings, pending_days: 7, card_max_order: null, points_policy_version: 3 },
        },
      },
    });
    renderPage(<PointsSettingsPanel settings={settings} readOnly={false} />);
    await screen.findByRole('table', { name: 'Wersje zasad punktów' });
    const days = screen.getByLabelText(/^Dni oczekiwania punktów za zakupy/);
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.clear(screen.getByLabelText(/^Największe jedno zasilenie/));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zasady punktów' }));

    await expectToSee('Ustawienia punktów zapisane. Nowe punkty otrzymają wersję zasad 3.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/admin/settings', body: { pending_days: 7, card_max_order: null } },
    ]);
    // The versions are asked again after the change.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/admin/points/policies').length).toBeGreaterThan(1),
    );
  });

  it("shows the server's message under its field", async () => {
    mockFetch({
      'GET /api/admin/points/policies': policies([]),
      'PUT /api/admin/settings': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: { card_monthly_limit: ['Limit podaj jako wielokrotność 50 albo zostaw pusty.'] },
        },
      },
    });
    renderPage(<PointsSettingsPanel settings={settings} readOnly={false} />);
    await userEvent.type(screen.getByLabelText(/^Miesięczny limit/), '75');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zasady punktów' }));
    expect(await screen.findByText('Limit podaj jako wielokrotność 50 albo zostaw pusty.')).toBeInTheDocument();
  });
});
