import type { UserOrder } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { OrdersList } from './OrdersList';

const order = (id: number, value: number, status: string, loaded: string | null = null): UserOrder => ({
  id,
  created_at_formated: `0${id}.09.2025`.slice(-10),
  value,
  status_description: status,
  status: loaded ? 'completed' : 'new',
  loaded_at_formated: loaded,
});
const page = (number: number) => `GET /api/user-orders?page=${number}&per_page=6&edition=2`;

describe('OrdersList', () => {
  it('lists the orders with date, value and status, six a page', async () => {
    const calls = mockFetch({
      [page(1)]: {
        status: 200,
        body: {
          success: true,
          items: {
            data: [
              order(8, 100, 'Nowe – oczekuje na realizację'),
              order(7, 1250, 'Zrealizowane – karta zasilona', '09.09.2025'),
            ],
            current_page: 1,
            last_page: 2,
          },
        },
      },
      [page(2)]: {
        status: 200,
        body: {
          success: true,
          items: { data: [order(1, 150, 'Odrzucone – punkty zwrócone')], current_page: 2, last_page: 2 },
        },
      },
    });
    renderPage(<OrdersList />);

    const region = await screen.findByRole('region', { name: 'Moje zamówienia' });
    const table = await within(region).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data zamówienia', 'Wartość', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['08.09.2025', '100 pkt', 'Nowe – oczekuje na realizację'],
      ['07.09.2025', '1250 pkt', 'Zrealizowane – karta zasilonaZasilono 09.09.2025'],
    ]);
    // The card issuer loaded the second order: the day reads on a phone's list too.
    const cards = within(region).getByRole('list', { name: 'Moje zamówienia' });
    expect(within(cards).getAllByRole('listitem')[1]).toHaveTextContent('Zasilono 09.09.2025');
    expect(within(cards).getAllByRole('listitem')[0]).not.toHaveTextContent('Zasilono');

    await userEvent.click(within(region).getByRole('button', { name: /Następna/ }));
    expect(await within(region).findByRole('cell', { name: 'Odrzucone – punkty zwrócone' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(page(2).slice(4));
  });

  it('says when there are no orders yet', async () => {
    mockFetch({
      [page(1)]: { status: 200, body: { success: true, items: { data: [], current_page: 1, last_page: 1 } } },
    });
    renderPage(<OrdersList />);
    await expectToSee('Nie masz jeszcze zamówień zasilenia w tej edycji.');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
