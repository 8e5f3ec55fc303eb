import type { Operator } from '@portal/contract';
import { PRIZE_INDEX_TAKEN } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { mockFetch, renderPage } from '../../../../test/render';
import { PrizesPage } from './PrizesPage';

const operatorOf = (role: Operator['role']): Operator => ({ id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role });

const category = { id: 3, slug: 'kuchnia', name: 'Kuchnia', sort: 0, prizes: 1 };
const prize = {
  id: 7,
  index: 'NAG-001',
  name: 'Ekspres do kawy',
  category: { id: 3, slug: 'kuchnia', name: 'Kuchnia' },
  points: 1200,
  description: null,
  image: null,
  available: true,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
};
const routes = {
  'GET /api/admin/prizes?page=1': {
    status: 200,
    body: { success: true, items: { data: [prize], current_page: 1, last_page: 1, total: 1 } },
  },
  'GET /api/admin/prize-categories': { status: 200, body: { success: true, categories: [category] } },
  'POST /api/admin/prizes': {
    status: 422,
    body: {
      success: false,
      message: 'Popraw zaznaczone pola.',
      errors: { index: [PRIZE_INDEX_TAKEN], points: ['Nagroda kosztuje co najmniej 1 pkt.'] },
    },
  },
};

function renderAs(role: Operator['role']) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path="*" element={<PrizesPage />} />
      </Route>
    </Routes>,
    { path: '/admin/nagrody' },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('PrizesPage', () => {
  it("shows the server's 422 messages under the new prize's fields", async () => {
    const calls = mockFetch(routes);
    renderAs('operator');
    expect((await screen.findAllByText('Ekspres do kawy')).length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj nagrodę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa nagroda' });
    await userEvent.type(within(dialog).getByLabelText(/^Indeks/), 'NAG-001');
    await userEvent.type(within(dialog).getByLabelText(/^Nazwa/), 'Drugi ekspres');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Kategoria/), '3');
    await userEvent.type(within(dialog).getByLabelText(/^Punkty/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await within(dialog).findByText(PRIZE_INDEX_TAKEN)).toBeInTheDocument();
    expect(within(dialog).getByText('Nagroda kosztuje co najmniej 1 pkt.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      index: 'NAG-001',
      name: 'Drugi ekspres',
      category_id: '3',
      points: '0',
      description: null,
      available: true,
    });
  });

  it('shows a viewer the list without the actions', async () => {
    mockFetch(routes);
    renderAs('viewer');
    expect((await screen.findAllByText('Ekspres do kawy')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Dodaj nagrodę' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edytuj nagrodę/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodaj kategorię' })).toBeNull();
  });
});
