import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import '../i18n';
import { DataTable, type ListColumn } from './DataTable';
import { ListToolbar } from './ListToolbar';
import { useListParams } from './useListParams';

interface Person {
  id: number;
  email: string;
  balance: number;
}

const columns: ListColumn<Person>[] = [
  { accessorKey: 'email', header: 'E-mail', enableSorting: true },
  { accessorKey: 'balance', header: 'Saldo', enableSorting: false },
];

type Result = UseQueryResult<{ items: { data: Person[]; current_page: number; last_page: number; total: number } }>;
const answered = (data: Person[], last = 1) =>
  ({
    isPending: false,
    isError: false,
    isFetching: false,
    data: { items: { data, current_page: 1, last_page: last, total: data.length } },
    refetch: () => undefined,
  }) as unknown as Result;

function Where() {
  const location = useLocation();
  return <output aria-label="adres">{location.search}</output>;
}

function List({ result }: { result: Result }) {
  const list = useListParams(['blocked']);
  return (
    <>
      <ListToolbar list={list} searchLabel="E-mail lub nazwisko" />
      <DataTable caption="Uczestnicy" columns={columns} result={result} list={list} rowKey={(row) => row.id} />
      <Where />
    </>
  );
}

function renderList(result: Result, url = '/admin/uczestnicy') {
  const router = createMemoryRouter([{ path: '/admin/uczestnicy', element: <List result={result} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe('DataTable', () => {
  it('lists the rows with their count, and sorts through the address the server reads', async () => {
    renderList(answered([{ id: 1, email: 'ewa@demo.pl', balance: 120 }]));
    const table = screen.getByRole('table', { name: 'Uczestnicy' });
    expect(within(table).getByRole('cell', { name: 'ewa@demo.pl' })).toBeInTheDocument();
    expect(screen.getByText('1 pozycja')).toBeInTheDocument();
    // Only the sortable column offers a button.
    expect(within(table).queryByRole('button', { name: /Saldo/ })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: /E-mail/ }));
    expect(screen.getByLabelText('adres')).toHaveTextContent('?sort=email&direction=asc');
    expect(within(table).getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /E-mail/ }));
    expect(screen.getByLabelText('adres')).toHaveTextContent('?sort=email&direction=desc');
  });

  it('says when nothing matches the search, and the search goes to page 1', async () => {
    renderList(answered([]), '/admin/uczestnicy?page=3');
    expect(screen.getByText('Brak pozycji.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'kowal{Enter}');
    expect(screen.getByLabelText('adres')).toHaveTextContent('?search=kowal');
    expect(screen.getByText('Nic nie pasuje do wyszukiwania i filtrów.')).toBeInTheDocument();
  });

  it('shows the loading and the error states', () => {
    renderList({ isPending: true } as unknown as Result);
    expect(screen.getByText('Wczytywanie listy…')).toHaveAttribute('role', 'status');
  });

  it('offers to ask again when the list failed', () => {
    renderList({ isPending: false, isError: true, refetch: () => undefined } as unknown as Result);
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się wczytać listy.');
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });

  it('leaves a search typed just before going to a page that is still loading unsent, so the way out holds', async () => {
    const result = answered([{ id: 1, email: 'ewa@demo.pl', balance: 120 }]);
    const router = createMemoryRouter(
      [
        { path: '/admin/uczestnicy', element: <List result={result} /> },
        {
          path: '/admin/zamowienia',
          // A page whose chunk takes longer to arrive than the search's pause.
          lazy: () => new Promise((resolve) => setTimeout(() => resolve({ element: <h1>Zamówienia</h1> }), 900)),
        },
      ],
      { initialEntries: ['/admin/uczestnicy'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'kowal');
    void router.navigate('/admin/zamowienia');
    expect(await screen.findByRole('heading', { name: 'Zamówienia' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/zamowienia');
  });

  it('offers no checkboxes unless the list asks for selection', () => {
    renderList(answered([{ id: 1, email: 'ewa@demo.pl', balance: 120 }]));
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('selects rows by their key, one by one or the whole page', async () => {
    function Selecting() {
      const list = useListParams();
      const [selected, setSelected] = useState<RowSelectionState>({});
      const people = [
        { id: 7, email: 'ewa@demo.pl', balance: 120 },
        { id: 9, email: 'jan@demo.pl', balance: 50 },
      ];
      return (
        <>
          <DataTable
            caption="Uczestnicy"
            columns={columns}
            result={answered(people)}
            list={list}
            rowKey={(row) => row.id}
            selection={{ selected, onChange: setSelected, rowLabel: (row) => `Zaznacz ${row.email}` }}
          />
          <output aria-label="zaznaczone">{Object.keys(selected).sort().join(',') || 'brak'}</output>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Selecting /> }]);
    render(<RouterProvider router={router} />);
    const table = screen.getByRole('table', { name: 'Uczestnicy' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Zaznacz jan@demo.pl' }));
    expect(screen.getByLabelText('zaznaczone')).toHaveTextContent('9');
    const page = within(table).getByRole('checkbox', { name: 'Zaznacz wszystkie na tej stronie' });
    expect(page).toHaveProperty('indeterminate', true);
    await userEvent.click(page);
    expect(screen.getByLabelText('zaznaczone')).toHaveTextContent('7,9');
    await userEvent.click(page);
    expect(screen.getByLabelText('zaznaczone')).toHaveTextContent('brak');
  });
});
