import type { Operator } from '@portal/contract';
import { PRIZE_ORDER_REASON_REQUIRED } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { mockFetch, renderPage } from '../../../../test/render';
import { PrizeOrdersPage } from './PrizeOrdersPage';

const operatorOf = (role: Operator['role']): Operator => ({ id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role });

const order = {
  id: 5,
  number: 'NZ-2026-000005',
  status: 'pending',
  total_points: 1200,
  lines_count: 1,
  user: { id: 9, email: 'lider@demo.pl', name: 'Jan Lider', phone: null },
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
  exported_at: null,
  cancellation_reason: null,
  changed_by: null,
};
const routes = {
  'GET /api/admin/prize-orders?page=1': {
    status: 200,
    body: { success: true, items: { data: [order], current_page: 1, last_page: 1, total: 1 } },
  },
  'POST /api/admin/prize-orders/5/cancel': {
    status: 422,
    body: { success: false, message: PRIZE_ORDER_REASON_REQUIRED, errors: { reason: [PRIZE_ORDER_REASON_REQUIRED] } },
  },
};

function renderAs(role: Operator['role']) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path="*" element={<PrizeOrdersPage />} />
      </Route>
    </Routes>,
    { path: '/admin/zamowienia-nagrod' },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('PrizeOrdersPage', () => {
  it('asks for the reason of a cancellation under its field', async () => {
    const calls = mockFetch(routes);
    renderAs('operator');
    const [cancel] = await screen.findAllByRole('button', { name: 'Anuluj zamówienie NZ-2026-000005' });
    await userEvent.click(cancel!);
    const dialog = await screen.findByRole('dialog', { name: 'Anuluj zamówienie NZ-2026-000005' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj i zwróć punkty' }));
    expect(await within(dialog).findByText(PRIZE_ORDER_REASON_REQUIRED)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: '' });
  });

  it('shows a viewer the queue without choices, moves or exports', async () => {
    mockFetch(routes);
    renderAs('viewer');
    expect((await screen.findAllByText('lider@demo.pl')).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Eksportuj/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Anuluj zamówienie/ })).toBeNull();
  });
});
