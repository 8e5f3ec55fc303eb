import type { AccountTransaction, TransactionDetail } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSettings, historyItem } from '../../../test/fixtures';
import { mockFetch, renderPage } from '../../../test/render';
import { TransactionsHistoryModal } from './TransactionsHistoryModal';

const HISTORY = `GET /api/account-transactions-history?page=1&per_page=6&edition=${demoSettings.edition}`;

const threshold = historyItem({
  id: 11,
  value: 300,
  explanation: 'Próg 1 produktu Okno PVC Termo 82: 12 szt. w imporcie z 01.09.2025 (linie 4, 9)',
  source_type: 'purchase_threshold',
  source_id: '11',
  state: 'pending',
  available_at: '2025-10-01',
  expires_at: '2026-03-31',
});
const held = historyItem({ id: 10, value: 150, explanation: 'Kod z opakowania: Roleta (…0001)', state: 'held' });
const cancelled = historyItem({
  id: 9,
  value: 50,
  explanation: 'Szkolenie „Montaż” (kupon …0002)',
  state: 'cancelled',
  note: 'Kupon wydany omyłkowo',
  expires_at: '2026-03-31',
});
const order = historyItem({
  id: 8,
  value: -200,
  explanation: 'Zamówienie zasilenia karty nr 5 (karta …7890)',
  source_type: 'top_up_order',
  source_id: '5',
});
const share = historyItem({
  id: 7,
  value: 400,
  explanation: 'Punkty od lidera Anna Kowalska z puli firmy Okna i Drzwi Kowalscy Sp. z o.o.',
  source_type: 'share',
  expires_at: '2025-12-31',
});

const detail = (item: AccountTransaction, rest: Partial<Omit<TransactionDetail, 'item'>> = {}) => ({
  status: 200,
  body: { success: true, item, lot: null, consumed: [], used_by: [], purchases: [], ...rest },
});

const routes = {
  'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
  [HISTORY]: {
    status: 200,
    body: { success: true, items: { data: [threshold, held, cancelled, order, share], current_page: 1, last_page: 1 } },
  },
  'GET /api/account-transactions-history/11': detail(threshold, {
    lot: {
      amount: 300,
      remaining: 300,
      state: 'pending',
      available_at: '2025-10-01',
      expires_at: '2026-03-31',
      expired_points: 0,
    },
    purchases: [
      {
        line_id: 'A-4',
        import_day: '2025-09-01',
        line: 4,
        purchased_at: '2025-08-20',
        quantity: 8,
        corrects: null,
      },
      {
        line_id: 'A-9',
        import_day: '2025-09-01',
        line: 9,
        purchased_at: '2025-08-27',
        quantity: 4,
        corrects: null,
      },
    ],
  }),
  'GET /api/account-transactions-history/8': detail(order, {
    consumed: [
      {
        lot_id: 3,
        credited_day: '2025-08-01',
        explanation: 'Punkty od lidera Anna Kowalska z puli firmy Okna i Drzwi Kowalscy Sp. z o.o.',
        points: 150,
        expires_at: '2025-12-31',
      },
      {
        lot_id: 1,
        credited_day: '2025-07-15',
        explanation: 'Korekta operatora Jan Nowak: premia',
        points: 50,
        expires_at: null,
      },
    ],
  }),
  'GET /api/account-transactions-history/7': detail(share, {
    lot: {
      amount: 400,
      remaining: 250,
      state: 'available',
      available_at: '2025-08-01',
      expires_at: '2025-12-31',
      expired_points: 0,
    },
    used_by: [{ id: 8, day: '2025-08-10', explanation: 'Zamówienie zasilenia karty nr 5 (karta …7890)', points: 150 }],
  }),
};

async function openHistory(failing?: string) {
  const calls = mockFetch(
    failing
      ? { ...routes, [failing]: { status: 404, body: { success: false, message: 'Nie ma takiej transakcji.' } } }
      : routes,
  );
  renderPage(<TransactionsHistoryModal open onClose={() => undefined} />);
  const history = await screen.findByRole('dialog', { name: 'Historia transakcji' });
  const items = await within(history).findAllByRole('listitem');
  return { calls, history, items };
}

describe('TransactionsHistoryModal', () => {
  it('shows each item’s explanation, where it stands and until when its points last', async () => {
    const { items } = await openHistory();

    const [pending, heldItem, cancelledItem, orderItem, shareItem] = items.map((item) => within(item));
    expect(
      pending!.getByText('Próg 1 produktu Okno PVC Termo 82: 12 szt. w imporcie z 01.09.2025 (linie 4, 9)'),
    ).toBeVisible();
    expect(pending!.getByText('Oczekujące – dostępne od 01.10.2025')).toBeVisible();
    expect(pending!.getByText('Ważne do 31.03.2026')).toBeVisible();
    expect(pending!.getByText('+300 pkt')).toBeVisible();
    expect(heldItem!.getByText('Wstrzymane')).toBeVisible();
    expect(cancelledItem!.getByText('Anulowane: Kupon wydany omyłkowo')).toBeVisible();
    // A cancelled credit's points are gone, and so is their last day.
    expect(cancelledItem!.queryByText(/Ważne do/)).toBeNull();
    expect(orderItem!.getByText('Zamówienie zasilenia karty nr 5 (karta …7890)')).toBeVisible();
    expect(orderItem!.getByText('−200 pkt')).toBeVisible();
    // An available operation says nothing of its state.
    expect(orderItem!.queryByText(/Oczekujące|Wstrzymane|Anulowane|Ważne do/)).toBeNull();
    expect(shareItem!.getByText('Ważne do 31.12.2025')).toBeVisible();
    expect(shareItem!.queryByText(/Oczekujące|Wstrzymane|Anulowane/)).toBeNull();

    // Credits ask where their points came from; the rest offer details. Each button is described
    // by its item's explanation.
    expect(pending!.getByRole('button', { name: 'Skąd te punkty?' })).toHaveAccessibleDescription(
      'Próg 1 produktu Okno PVC Termo 82: 12 szt. w imporcie z 01.09.2025 (linie 4, 9)',
    );
    expect(orderItem!.getByRole('button', { name: 'Szczegóły' })).toHaveAccessibleDescription(
      'Zamówienie zasilenia karty nr 5 (karta …7890)',
    );
    expect(shareItem!.getByRole('button', { name: 'Skąd te punkty?' })).toBeVisible();
  });

  it('opens a threshold’s purchases in "Skąd te punkty?" and closes it alone with Escape', async () => {
    const { items, history, calls } = await openHistory();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Skąd te punkty?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skąd te punkty?' });
    const table = await within(dialog).findByRole('table', { name: 'Zakupy, które złożyły się na próg' });
    expect(within(dialog).getByRole('heading', { name: 'Zakupy, które złożyły się na próg' })).toBeVisible();
    expect(
      within(dialog).getByText('Próg 1 produktu Okno PVC Termo 82: 12 szt. w imporcie z 01.09.2025 (linie 4, 9)'),
    ).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data zakupu', 'Import', 'Linia', 'Ilość']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20.08.2025', '01.09.2025', '4', '8']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['27.08.2025', '01.09.2025', '9', '4']);
    expect(within(dialog).getByText('Pozostało: 300 pkt')).toBeVisible();
    expect(calls.map((call) => call.url)).toContain('/api/account-transactions-history/11');

    // What the browser sends the top dialog on Escape (happy-dom sends none).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Skąd te punkty?' })).toBeNull());
    expect(history).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Historia transakcji' })).toBe(history);
  });

  it('shows which points a debit took, and what used a credit’s points', async () => {
    const { items } = await openHistory();

    await userEvent.click(within(items[3]!).getByRole('button', { name: 'Szczegóły' }));
    let dialog = await screen.findByRole('dialog', { name: 'Skąd te punkty?' });
    const table = await within(dialog).findByRole('table', { name: 'Z których punktów' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Punkty z dnia', 'Skąd', 'Wydano', 'Ważne do']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '01.08.2025',
      'Punkty od lidera Anna Kowalska z puli firmy Okna i Drzwi Kowalscy Sp. z o.o.',
      '150 pkt',
      '31.12.2025',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['15.07.2025', 'Korekta operatora Jan Nowak: premia', '50 pkt', '—']);
    // A debit has no lot of its own and no purchases.
    expect(within(dialog).queryByText(/Pozostało/)).toBeNull();
    expect(within(dialog).queryByRole('table', { name: 'Zakupy, które złożyły się na próg' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Skąd te punkty?' })).toBeNull());

    await userEvent.click(within(items[4]!).getByRole('button', { name: 'Skąd te punkty?' }));
    dialog = await screen.findByRole('dialog', { name: 'Skąd te punkty?' });
    expect(await within(dialog).findByText('Pozostało: 250 pkt')).toBeVisible();
    const uses = within(dialog).getByRole('region', { name: 'Na co wydano te punkty' });
    expect(within(uses).getByText('10.08.2025 – Zamówienie zasilenia karty nr 5 (karta …7890): 150 pkt')).toBeVisible();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('says so when the detail cannot be read', async () => {
    const { items } = await openHistory('GET /api/account-transactions-history/10');

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Skąd te punkty?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skąd te punkty?' });
    expect(await within(dialog).findByText('Nie udało się pobrać szczegółów tej transakcji.')).toBeVisible();
  });
});
