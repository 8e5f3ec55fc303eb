import type { Operator } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import '../i18n';
import { ApiError } from '../../lib/api';
import { addTexts } from '../../lib/texts';
import { mockFetch, renderPage } from '../../test/render';
import { type MoveAnswer, StatusQueue, type StatusQueueDeclaration } from './StatusQueue';

type Status = 'new' | 'sent' | 'cancelled';
interface Row {
  id: number;
  status: Status;
  name: string;
}

// The queue reads every text under its declaration's prefix: these stand for an area's.
addTexts({
  admin: {
    testQueue: {
      title: 'Kolejka',
      caption: 'Zlecenia',
      searchHint: 'Nazwa',
      selected: '{{count}} zaznaczone',
      selectRow: 'Zaznacz {{name}}',
      clearSelection: 'Odznacz',
      columns: { name: 'Nazwa', actions: 'Działania' },
      tabs: { label: 'Stany', all: 'Wszystkie' },
      filters: { exported: 'Wyeksportowane' },
      batch: { label: 'Zaznaczone zlecenia', sent: 'Wyślij zaznaczone', cancelled: 'Anuluj zaznaczone' },
      row: { sent: 'Wyślij', sentLabel: 'Wyślij {{name}}', cancelled: 'Anuluj', cancelledLabel: 'Anuluj {{name}}' },
      refused: { title: 'Odmowy', dismiss: 'Ukryj' },
      export: { waitingCsv: 'CSV', waitingXlsx: 'XLSX', waitingHint: 'Oczekujące', selectedCsv: 'CSV zaznaczonych' },
      cancelled: {
        title: 'Anulować {{count}}?',
        intro: 'Podaj powód.',
        reason: 'Powód',
        back: 'Wróć',
        confirm: 'Anuluj zlecenia',
      },
    },
  },
});

const rows: Row[] = [
  { id: 1, status: 'new', name: 'Pierwsze' },
  { id: 2, status: 'new', name: 'Drugie' },
];

function declaration(move: (ids: number[], to: Status, reason?: string) => Promise<MoveAnswer>) {
  const list = vi.fn((query: Record<string, string | number>) =>
    Promise.resolve({
      items: {
        data: query.status === 'sent' ? [] : rows,
        current_page: 1,
        last_page: 1,
        total: query.status === 'sent' ? 0 : 2,
      },
    }),
  );
  const queue: StatusQueueDeclaration<Row, Status> = {
    texts: 'admin.testQueue',
    queryKey: ['admin', 'test-queue'],
    statuses: ['new', 'sent', 'cancelled'],
    labels: { new: 'Nowe', sent: 'Wysłane', cancelled: 'Anulowane' },
    transitions: { new: ['sent', 'cancelled'], sent: [], cancelled: [] },
    tones: { new: '', sent: '', cancelled: '' },
    batchMoves: ['sent', 'cancelled'],
    reasoned: ['cancelled'],
    rowParams: (row) => ({ name: row.name }),
    list,
    move,
    download: () => Promise.resolve(),
    columns: () => [{ id: 'name', header: 'Nazwa', cell: ({ row }) => row.original.name }],
  };
  return { queue, list };
}

function renderQueue(queue: StatusQueueDeclaration<Row, Status>) {
  const operator: Operator = { id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role: 'operator' };
  renderPage(
    <Routes>
      <Route element={<Outlet context={operator} />}>
        <Route path="*" element={<StatusQueue declaration={queue} />} />
      </Route>
    </Routes>,
    { path: '/admin/kolejka' },
  );
}

beforeEach(() => {
  mockFetch({});
});

describe('StatusQueue', () => {
  it('sets the status filter from its tabs', async () => {
    const { queue, list } = declaration(() => Promise.reject(new Error('no move')));
    renderQueue(queue);
    expect(await screen.findAllByText('Pierwsze')).not.toHaveLength(0);
    const tabs = screen.getByRole('group', { name: 'Stany' });
    expect(within(tabs).getByRole('button', { name: 'Wszystkie' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(tabs).getByRole('button', { name: 'Wysłane' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, status: 'sent' }));
    expect(within(tabs).getByRole('button', { name: 'Wysłane' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Nic nie pasuje do wyszukiwania i filtrów.')).toBeInTheDocument();
  });

  it('moves the chosen rows at once', async () => {
    const move = vi.fn(() => Promise.resolve({ message: 'Wysłano 2.', changed: [1, 2], refused: [] }));
    renderQueue(declaration(move).queue);
    const [first] = await screen.findAllByRole('checkbox', { name: 'Zaznacz Pierwsze' });
    await userEvent.click(first!);
    const [second] = screen.getAllByRole('checkbox', { name: 'Zaznacz Drugie' });
    await userEvent.click(second!);
    const batch = screen.getByRole('region', { name: 'Zaznaczone zlecenia' });
    expect(batch).toHaveTextContent('2 zaznaczone');

    await userEvent.click(within(batch).getByRole('button', { name: 'Wyślij zaznaczone' }));
    await waitFor(() => expect(move).toHaveBeenCalledWith([1, 2], 'sent', undefined));
    expect(await screen.findByText('Wysłano 2.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Zaznaczone zlecenia' })).toBeNull());
  });

  it('asks for the reason of a move that needs one, and shows the 422 under the field', async () => {
    const refusal = new ApiError(422, 'Podaj powód anulowania.', { reason: ['Podaj powód anulowania.'] });
    const move = vi
      .fn<(ids: number[], to: Status, reason?: string) => Promise<MoveAnswer>>()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce({ message: 'Anulowano 1.', changed: [2], refused: [] });
    renderQueue(declaration(move).queue);
    const [cancel] = await screen.findAllByRole('button', { name: 'Anuluj Drugie' });
    await userEvent.click(cancel!);

    const dialog = await screen.findByRole('dialog', { name: 'Anulować 1?' });
    expect(move).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj zlecenia' }));
    expect(await within(dialog).findByText('Podaj powód anulowania.')).toBeInTheDocument();
    expect(move).toHaveBeenLastCalledWith([2], 'cancelled', '');

    await userEvent.type(within(dialog).getByLabelText(/^Powód/), 'Pomyłka');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj zlecenia' }));
    await waitFor(() => expect(move).toHaveBeenLastCalledWith([2], 'cancelled', 'Pomyłka'));
    expect(await screen.findByText('Anulowano 1.')).toBeInTheDocument();
  });
});
