import type { AdminLot, Operator } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { renderPage } from '../../../../test/render';
import { PointsPage } from './PointsPage';

const operatorOf = (role: Operator['role']): Operator => ({ id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role });

const lot: AdminLot = {
  id: 41,
  holder: { type: 'user', id: 7, email: 'sprzedawca@demo.pl', name: 'Jan Sprzedawca' },
  amount: 200,
  remaining: 200,
  state: 'pending',
  source_type: 'purchase_threshold',
  source_id: '12',
  explanation: 'Próg zakupowy: 50 000 zł',
  edition: '2026',
  policy_version: 2,
  credited_at: '2026-11-20T10:00:00.000Z',
  available_at: '2026-12-20',
  expires_at: null,
  expired_at: null,
  reversed_at: null,
  origin_lot_id: null,
  note: null,
};

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** Answers the lots, and each action as `acting` says; keeps every action's address and body. */
function mockLots(acting: () => Promise<Response>) {
  const sent: { url: string; body: unknown }[] = [];
  globalThis.fetch = ((url: string, init: RequestInit & { body?: string } = {}) => {
    if (init.method === 'POST') {
      sent.push({ url, body: JSON.parse(init.body ?? '{}') as unknown });
      return acting();
    }
    return json(200, { success: true, items: { data: [lot], current_page: 1, last_page: 1, total: 1 } });
  }) as typeof fetch;
  return sent;
}

function renderAs(role: Operator['role']) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path="*" element={<PointsPage />} />
      </Route>
    </Routes>,
    { path: '/admin/punkty?tab=partie' },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('the lots tab', () => {
  it('lists the lots with their holder, source, state and days', async () => {
    mockLots(() => json(200, {}));
    renderAs('operator');
    const nav = screen.getByRole('navigation', { name: 'Części ekranu punktów' });
    expect(within(nav).getByRole('link', { name: 'Partie punktów' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Zadania' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Partie punktów' });
    for (const header of [
      'Partia',
      'Właściciel',
      'Źródło',
      'Wyjaśnienie',
      'Kwota',
      'Pozostało',
      'Stan',
      'Dostępne od',
      'Ważne do',
      'Wersja zasad',
    ]) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(await within(table).findByText('sprzedawca@demo.pl')).toBeInTheDocument();
    expect(within(table).getByText('Próg zakupowy')).toBeInTheDocument();
    expect(within(table).getByText('Oczekujące')).toBeInTheDocument();
    expect(within(table).getByText('20.12.2026')).toBeInTheDocument();
    // A pending lot may be released, held or cancelled.
    expect(within(table).getByRole('button', { name: 'Udostępnij teraz partię 41' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Anuluj partię 41' })).toBeInTheDocument();
  });

  it('asks the reason of a hold and sends it', async () => {
    const sent = mockLots(() => json(200, { success: true, lot: { ...lot, state: 'held' } }));
    renderAs('operator');
    const table = await screen.findByRole('table', { name: 'Partie punktów' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Wstrzymaj partię 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstrzymaj partię 41' });
    await userEvent.type(within(dialog).getByLabelText(/^Powód/), 'Sprawdzamy fakturę');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wstrzymaj' }));
    await waitFor(() =>
      expect(sent).toEqual([{ url: '/api/admin/points/lots/41/hold', body: { reason: 'Sprawdzamy fakturę' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message under the reason", async () => {
    mockLots(() =>
      json(422, {
        success: false,
        message: 'Popraw zaznaczone pola.',
        errors: { reason: ['Powód musi mieć co najmniej 3 znaki.'] },
      }),
    );
    renderAs('admin');
    const table = await screen.findByRole('table', { name: 'Partie punktów' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Anuluj partię 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Anuluj partię 41' });
    await userEvent.type(within(dialog).getByLabelText(/^Powód/), 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj partię' }));
    expect(await within(dialog).findByText('Powód musi mieć co najmniej 3 znaki.')).toBeInTheDocument();
  });

  it('shows a viewer the lots without their actions', async () => {
    mockLots(() => json(200, {}));
    renderAs('viewer');
    const table = await screen.findByRole('table', { name: 'Partie punktów' });
    expect(await within(table).findByText('sprzedawca@demo.pl')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /partię 41/ })).not.toBeInTheDocument();
  });
});
