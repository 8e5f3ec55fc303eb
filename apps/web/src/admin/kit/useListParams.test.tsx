import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './useListParams';

/** A list page that sets two filters at once, as a filter form's "apply" does. */
function Filters() {
  const list = useListParams(['operator', 'action']);
  const location = useLocation();
  return (
    <>
      <p>{location.search}</p>
      <button type="button" onClick={() => list.setFilters({ operator: 'admin@demo.pl', action: 'points.' })}>
        Zastosuj
      </button>
      <button type="button" onClick={() => list.setFilters({ operator: undefined, action: undefined })}>
        Wyczyść
      </button>
    </>
  );
}

describe('useListParams', () => {
  it('sets several filters in one change of the address and goes back to page 1', async () => {
    const router = createMemoryRouter([{ path: '/admin/audyt', element: <Filters /> }], {
      initialEntries: ['/admin/audyt?page=3&sort=created_at'],
    });
    render(<RouterProvider router={router} />);

    await userEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('operator')).toBe('admin@demo.pl');
    expect(params.get('action')).toBe('points.');
    expect(params.get('sort')).toBe('created_at');
    expect(params.has('page')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść' }));
    expect(router.state.location.search).toBe('?sort=created_at');
  });

  it('keeps two lists of one page apart by their prefixes', async () => {
    function Two() {
      const lots = useListParams(['state'], 'lots_');
      const entries = useListParams(['state'], 'entries_');
      return (
        <>
          <p>{JSON.stringify([lots.query, entries.query])}</p>
          <button type="button" onClick={() => lots.setFilter('state', 'pending')}>
            Partie
          </button>
          <button type="button" onClick={() => entries.setPage(2)}>
            Księga
          </button>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/admin/uczestnicy/7', element: <Two /> }], {
      initialEntries: ['/admin/uczestnicy/7?lots_page=2'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('[{"page":2},{"page":1}]')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Księga' }));
    await userEvent.click(screen.getByRole('button', { name: 'Partie' }));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('entries_page=2&lots_state=pending');
    expect(screen.getByText('[{"page":1,"state":"pending"},{"page":2}]')).toBeInTheDocument();
  });
});
