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
const history = {
  id: 3,
  file: 'statusy-marzec.csv',
  lines: 4,
  shipped: 2,
  delivered: 1,
  returned: 1,
  unchanged: 0,
  problems: [{ line: 5, order_id: 'NZ-2026-999999', message: 'Nie ma zamówienia nagród NZ-2026-999999.' }],
  refunded_points: 30,
  operator_email: 'obsluga@demo.pl',
  imported_at: '2026-03-04T09:00:00Z',
};
const checked = {
  dry_run: true,
  id: null,
  file: 'statusy.csv',
  lines: 3,
  shipped: 1,
  delivered: 0,
  returned: 1,
  unchanged: 0,
  refunded_points: 30,
  problems: [{ line: 4, order_id: 'NZ-2026-000005', message: 'Zamówienie NZ-2026-000005 nie ma pozycji 3.' }],
};
const routes: Record<string, { status: number; body: unknown }> = {
  'GET /api/admin/prize-orders?page=1': {
    status: 200,
    body: { success: true, items: { data: [order], current_page: 1, last_page: 1, total: 1 } },
  },
  'GET /api/admin/prize-orders/partner-results?page=1': {
    status: 200,
    body: { success: true, items: { data: [history], current_page: 1, last_page: 1, total: 1 } },
  },
  'POST /api/admin/prize-orders/partner-results': { status: 200, body: { success: true, result: checked } },
  'GET /api/admin/prize-orders/5': {
    status: 200,
    body: {
      success: true,
      order: {
        ...order,
        lines_count: 2,
        address: { street: 'Polna', building: '5', local: null, post_code: '00-950', city: 'Warszawa' },
        refunded: false,
        lines: [
          {
            line: 1,
            prize_id: 1,
            index: 'AGD-1',
            name: 'Ekspres do kawy',
            quantity: 1,
            points: 1170,
            status: 'shipped',
            carrier: 'InPost',
            tracking_number: 'TRACK-001',
            shipped_at: '2026-01-02T09:15:00Z',
            refunded_points: 0,
          },
          {
            line: 2,
            prize_id: 2,
            index: 'AGD-2',
            name: 'Czajnik',
            quantity: 2,
            points: 15,
            status: 'returned',
            carrier: null,
            tracking_number: null,
            shipped_at: null,
            refunded_points: 30,
          },
        ],
      },
    },
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
    // The partner's files: their history, but no file to load.
    expect(screen.getByRole('heading', { name: 'Wczytaj statusy dostawcy' })).toBeInTheDocument();
    expect(screen.getByText('Masz dostęp tylko do podglądu: pliki dostawcy wczytują operatorzy.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sprawdź plik' })).toBeNull();
    expect(await screen.findByText('statusy-marzec.csv')).toBeInTheDocument();
  });

  it("checks a partner's statuses file, shows its counts and problems, then applies it", async () => {
    const calls = mockFetch(routes);
    renderAs('operator');
    const wizard = await screen.findByRole('region', { name: 'Wczytaj statusy dostawcy' });
    await userEvent.upload(
      within(wizard).getByLabelText('Plik statusów (CSV lub XLSX, najwyżej 5 MB)'),
      new File(['order_id;line;status;carrier;tracking_number;shipped_at'], 'statusy.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(wizard).getByRole('button', { name: 'Sprawdź plik' }));
    expect(await within(wizard).findByText('Podgląd pliku')).toBeInTheDocument();
    const figures = (term: string) => within(wizard).getByText(term).nextElementSibling?.textContent;
    expect(figures('Wysłane')).toBe('1');
    expect(figures('Zwrócone')).toBe('1');
    expect(figures('Punkty do zwrotu')).toBe('30');
    const problems = within(wizard).getByRole('table', { name: 'Problemy w pliku' });
    expect(
      within(problems)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Linia', 'Zamówienie', 'Problem']);
    expect(
      within(problems)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'NZ-2026-000005', 'Zamówienie NZ-2026-000005 nie ma pozycji 3.']);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ dry_run: 'true', file: 'statusy.csv' });

    routes['POST /api/admin/prize-orders/partner-results'] = {
      status: 200,
      body: { success: true, result: { ...checked, dry_run: false, id: 4 } },
    };
    await userEvent.click(within(wizard).getByRole('button', { name: 'Zatwierdź' }));
    expect(await within(wizard).findByText('Statusy dostawcy zostały zapisane.')).toBeInTheDocument();
    expect(figures('Zwrócone punkty')).toBe('30');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      dry_run: 'false',
      file: 'statusy.csv',
    });

    const files = screen.getByRole('table', { name: 'Wczytane pliki statusów dostawcy' });
    const row = within(files).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('statusy-marzec.csv');
    expect(row).toHaveTextContent('wysłane 2, dostarczone 1, zwrócone 1, bez zmian 0');
    expect(row).toHaveTextContent('1 problem');
  });

  it("shows an order's lines with their status, carrier and tracking number", async () => {
    mockFetch(routes);
    renderAs('viewer');
    const [show] = await screen.findAllByRole('button', { name: 'Szczegóły zamówienia NZ-2026-000005' });
    await userEvent.click(show!);
    const dialog = await screen.findByRole('dialog', { name: 'Zamówienie nagród' });
    const lines = await within(dialog).findByRole('table', { name: 'Nagrody' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Poz.', 'Indeks', 'Nagroda', 'Liczba', 'Punkty', 'Status', 'Przesyłka']);
    const [first, second] = within(lines).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Wysłana');
    expect(first).toHaveTextContent('Przewoźnik: InPost, numer przesyłki: TRACK-001');
    expect(second).toHaveTextContent('Zwrócona – punkty wróciły na konto');
    expect(second).toHaveTextContent('Zwrócono 30 pkt');
  });
});
