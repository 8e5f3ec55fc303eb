import type { AdminSettings, AdminVoteOption, Operator } from '@portal/contract';
import { VOTE_OPTION_SLUG_TAKEN } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { mockFetch, renderPage } from '../../../../test/render';
import { VoteOptionsPage } from './VoteOptionsPage';

const operatorOf = (role: Operator['role']): Operator => ({ id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role });

const option = (id: number, slug: string, name: string, votes: number): AdminVoteOption => ({
  id,
  slug,
  name,
  sort: id,
  image: `/votes/${slug}.svg`,
  votes,
  votes_all_editions: votes,
});
const settings: AdminSettings = {
  edition: '2025',
  edition_number: 1,
  edition_starts_at: null,
  edition_ends_at: null,
  hide_rankings: false,
  vote_open: true,
  auth_enabled: true,
  orders_deadline: null,
  rules_version: '2025-04-01',
  rules_url: '/regulamin?date=20250401',
  pending_days: 14,
  pending_days_codes: 0,
  expiry_mode: 'none',
  points_expire_at: null,
  expiry_months: 12,
  expiry_min_days: 30,
  points_policy_version: 2,
  card_monthly_limit: null,
  card_max_order: null,
};
const routes = {
  'GET /api/admin/vote-options': {
    status: 200,
    body: {
      success: true,
      edition: '2025',
      options: [option(1, 'event', 'Gala finałowa', 0), option(2, 'wyjazd', 'Wyjazd', 3)],
    },
  },
  'GET /api/admin/settings': { status: 200, body: { success: true, settings } },
  'PUT /api/admin/settings': { status: 200, body: { success: true, settings: { ...settings, vote_open: false } } },
  'POST /api/admin/vote-options': {
    status: 422,
    body: {
      success: false,
      message: 'Popraw zaznaczone pola.',
      errors: { slug: [VOTE_OPTION_SLUG_TAKEN], name: ['Podaj nazwę opcji.'] },
    },
  },
  'PUT /api/admin/vote-options-order': {
    status: 200,
    body: {
      success: true,
      edition: '2025',
      options: [option(2, 'wyjazd', 'Wyjazd', 3), option(1, 'event', 'Gala finałowa', 0)],
    },
  },
  'DELETE /api/admin/vote-options/2': {
    status: 422,
    body: {
      success: false,
      message: 'Popraw zaznaczone pola.',
      errors: {
        option: ['Na tę opcję oddano już głosy (3), więc nie można jej usunąć: zmień jej nazwę albo zostaw ją.'],
      },
    },
  },
};

function renderAs(role: Operator['role']) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path="*" element={<VoteOptionsPage />} />
      </Route>
    </Routes>,
    { path: '/admin/glosowanie' },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('VoteOptionsPage', () => {
  it('lists the options with their votes and shows the 422 messages under the new option’s fields', async () => {
    const calls = mockFetch(routes);
    renderAs('operator');
    const table = await screen.findByRole('table', { name: /Opcje głosowania/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Gala finałowa');
    expect(rows[2]).toHaveTextContent('Wyjazd');
    expect(rows[2]).toHaveTextContent('3');

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj opcję' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa opcja głosowania' });
    await userEvent.type(within(dialog).getByLabelText(/^Identyfikator/), 'wyjazd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(VOTE_OPTION_SLUG_TAKEN)).toBeInTheDocument();
    expect(within(dialog).getByText('Podaj nazwę opcji.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ slug: 'wyjazd', name: '' });
  });

  it('moves an option up with the whole order, and tells why an option with votes stays', async () => {
    const calls = mockFetch(routes);
    renderAs('operator');
    await userEvent.click(await screen.findByRole('button', { name: 'Przesuń opcję Wyjazd wyżej' }));
    expect(await screen.findByText('Zapisano nową kolejność opcji.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/admin/vote-options-order')?.body).toEqual({ ids: [2, 1] });

    await userEvent.click(screen.getByRole('button', { name: 'Usuń opcję Wyjazd' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usunąć opcję głosowania?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText(/Na tę opcję oddano już głosy \(3\)/)).toBeInTheDocument();
  });

  it('shows a viewer the vote switch, which they cannot flip, and no actions', async () => {
    mockFetch(routes);
    renderAs('viewer');
    const toggle = await screen.findByRole('switch', { name: 'Głosowanie otwarte' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Dodaj opcję' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edytuj opcję/ })).toBeNull();
  });

  it('lets an admin close the vote through the settings call', async () => {
    const calls = mockFetch(routes);
    renderAs('admin');
    const toggle = await screen.findByRole('switch', { name: 'Głosowanie otwarte' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Głosowanie zostało zamknięte.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/admin/settings')?.body).toEqual({
      vote_open: false,
    });
    expect(screen.getByRole('switch', { name: 'Głosowanie otwarte' })).not.toBeChecked();
  });
});
