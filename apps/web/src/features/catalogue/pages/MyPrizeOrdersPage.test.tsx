import type { MyPrizeOrder } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { MyPrizeOrdersPage } from './MyPrizeOrdersPage';

const order: MyPrizeOrder = {
  number: 'N/2026/000042',
  prizes: 'Ekspres do kawy ×1, Czajnik ×2, Latarka ×1',
  total_points: 190,
  created_at: '2026-03-02T10:00:00.000Z',
  status: 'sent',
  status_label: 'Wysłane',
  lines: [
    {
      line: 1,
      name: 'Ekspres do kawy',
      quantity: 1,
      points: 120,
      status: 'shipped',
      status_label: 'Wysłana',
      carrier: 'InPost',
      tracking_number: 'TRACK-001',
      shipped_at: '2026-03-03T09:15:00.000Z',
    },
    {
      line: 2,
      name: 'Czajnik',
      quantity: 2,
      points: 15,
      status: 'returned',
      status_label: 'Zwrócona – punkty wróciły na konto',
      carrier: 'DPD',
      tracking_number: '0000123456',
      shipped_at: '2026-03-03T09:15:00.000Z',
    },
    {
      line: 3,
      name: 'Latarka',
      quantity: 1,
      points: 40,
      status: null,
      status_label: null,
      carrier: null,
      tracking_number: null,
      shipped_at: null,
    },
  ],
};

describe('MyPrizeOrdersPage', () => {
  it("shows each prize's status with its carrier and tracking number, and the order's status", async () => {
    mockFetch({
      'GET /api/prize-orders?page=1&per_page=10': {
        status: 200,
        body: { success: true, items: { data: [order], current_page: 1, last_page: 1 } },
      },
    });
    renderPage(<MyPrizeOrdersPage />);
    const table = await screen.findByRole('table', { name: 'Moje zamówienia' });
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([
      'Numer',
      'Nagrody',
      'Punkty',
      'Data zamówienia',
      'Status',
    ]);
    expect(cells[0]).toHaveTextContent('N/2026/000042');
    expect(cells[4]).toHaveTextContent('Wysłane');

    expect(within(cells[1]!).getByText('Ekspres do kawy ×1, Czajnik ×2, Latarka ×1')).toBeInTheDocument();
    // The prizes the partner reported on, each with its status; the one not yet reported is in the summary only.
    const delivery = within(cells[1]!).getByRole('list', { name: 'Dostawa zamówienia N/2026/000042' });
    expect(
      within(delivery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ekspres do kawy ×1: WysłanaPrzewoźnik: InPost, numer przesyłki: TRACK-001',
      'Czajnik ×2: Zwrócona – punkty wróciły na konto',
    ]);
  });

  it('shows an order the partner has not reported on as before: its prizes and status', async () => {
    mockFetch({
      'GET /api/prize-orders?page=1&per_page=10': {
        status: 200,
        body: {
          success: true,
          items: {
            data: [
              {
                ...order,
                status: 'pending',
                status_label: 'Oczekujące',
                lines: order.lines.map((line) => ({
                  ...line,
                  status: null,
                  status_label: null,
                  carrier: null,
                  tracking_number: null,
                  shipped_at: null,
                })),
              },
            ],
            current_page: 1,
            last_page: 1,
          },
        },
      },
    });
    renderPage(<MyPrizeOrdersPage />);
    const table = await screen.findByRole('table', { name: 'Moje zamówienia' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^Ekspres do kawy ×1, Czajnik ×2, Latarka ×1$/);
    expect(within(cells[1]!).queryByRole('list')).toBeNull();
    expect(cells[4]).toHaveTextContent('Oczekujące');
  });
});
