import type { AdminEntry } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockCalls, pageOf, pendingLot, renderAs } from '../testing';
import { HolderPoints } from './HolderPoints';

const entry = (fields: Partial<AdminEntry>): AdminEntry => ({
  id: 60,
  operation_id: 30,
  created_at: '2026-12-02T10:00:00.000Z',
  holder: pendingLot.holder,
  state: 'available',
  amount: -100,
  source_type: 'top_up_order',
  source_id: '2',
  explanation: 'Zamówienie zasilenia karty nr 2 (karta …3958)',
  description: 'Zamówienie karty',
  lot_id: null,
  operator_email: null,
  ...fields,
});

const entries = [
  entry({
    id: 61,
    operation_id: 31,
    state: 'held',
    amount: 200,
    source_type: 'hold',
    source_id: '41',
    explanation: 'Wstrzymanie przez operatora Obsługa: Sprawdzamy fakturę',
    lot_id: 41,
    operator_email: 'obsluga@demo.pl',
  }),
  entry({}),
];

/** The holder's lots and entries; one entry's detail with the lots it took from. */
function mockHolder() {
  const asked: string[] = [];
  mockCalls(
    (url) => {
      asked.push(url);
      if (url.startsWith('/api/admin/points/lots')) return pageOf([pendingLot]);
      if (url === '/api/admin/points/entries/60') {
        return {
          success: true,
          entry: {
            ...entries[1],
            consumptions: [
              { lot_id: 9, points: 60, restored: 0 },
              { lot_id: 10, points: 40, restored: 40 },
            ],
            purchases: [],
          },
        };
      }
      return pageOf(entries);
    },
    () => json(200, { success: true, lot: { ...pendingLot, state: 'held' } }),
  );
  return asked;
}

describe("a holder's lots and ledger", () => {
  it("lists only the holder's lots and entries, each entry with its operation, operator and lot", async () => {
    const asked = mockHolder();
    renderAs('operator', '/admin/uczestnicy/7', { page: <HolderPoints holder={{ type: 'user', id: '7' }} /> });

    const lots = await screen.findByRole('table', { name: 'Partie punktów' });
    expect(await within(lots).findByRole('link', { name: '41' })).toHaveAttribute('href', '/admin/punkty/partie/41');
    // The holder's page names the holder: its lots have no holder column, and no search.
    expect(within(lots).queryByRole('columnheader', { name: 'Właściciel' })).not.toBeInTheDocument();
    expect(within(lots).getByRole('button', { name: 'Wstrzymaj partię 41' })).toBeInTheDocument();

    const ledger = screen.getByRole('table', { name: 'Księga punktów' });
    const hold = (await within(ledger).findByText(/^Wstrzymanie przez operatora/)).closest('tr')!;
    expect(hold).toHaveTextContent('Wstrzymanie');
    expect(hold).toHaveTextContent('operacja 31');
    expect(hold).toHaveTextContent('Wstrzymane');
    expect(hold).toHaveTextContent('obsluga@demo.pl');
    expect(within(hold).getByRole('link', { name: '41' })).toHaveAttribute('href', '/admin/punkty/partie/41');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    const lists = asked.filter((url) => !url.includes('/entries/'));
    expect(
      lists.some((url) => url.startsWith('/api/admin/points/lots?') && url.includes('holder_type=user&holder=7')),
    ).toBe(true);
    expect(
      lists.some((url) => url.startsWith('/api/admin/points/entries?') && url.includes('holder_type=user&holder=7')),
    ).toBe(true);
  });

  it("shows an entry's detail: the lots it took from and what came back", async () => {
    mockHolder();
    renderAs('viewer', '/admin/uczestnicy/7', { page: <HolderPoints holder={{ type: 'user', id: '7' }} /> });
    const ledger = await screen.findByRole('table', { name: 'Księga punktów' });
    await userEvent.click(await within(ledger).findByRole('button', { name: 'Szczegóły wpisu 60' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wpis 60 księgi punktów' });
    const taken = await within(dialog).findByRole('table', { name: 'Z których partii' });
    const rows = within(taken).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['9', '60', '0'],
      ['10', '40', '40'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '9' })).toHaveAttribute('href', '/admin/punkty/partie/9');
    expect(within(dialog).getByText('Zamówienie karty')).toBeInTheDocument();
    // A viewer opens the detail but acts on no lot.
    expect(screen.queryByRole('button', { name: /partię 41/ })).not.toBeInTheDocument();
  });

  it("reloads the lists and the page's figures after a lot's hold", async () => {
    mockHolder();
    let acted = 0;
    renderAs('operator', '/admin/uczestnicy/7', {
      page: <HolderPoints holder={{ type: 'user', id: '7' }} onActed={() => (acted += 1)} />,
    });
    const lots = await screen.findByRole('table', { name: 'Partie punktów' });
    await userEvent.click(await within(lots).findByRole('button', { name: 'Wstrzymaj partię 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstrzymaj partię 41' });
    await userEvent.type(within(dialog).getByLabelText(/^Powód/), 'Sprawdzamy fakturę');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wstrzymaj' }));
    await waitFor(() => expect(acted).toBe(1));
  });
});
