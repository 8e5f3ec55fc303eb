import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { PagedListModal } from './PagedListModal';

const page = (current: number, last: number) => ({
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  data: { data: [{ id: 1, text: 'Nagroda za cel zakupowy' }], current_page: current, last_page: last },
});

function renderModal(query: ReturnType<typeof page>, onPageChange = vi.fn()) {
  render(
    <PagedListModal
      open
      onClose={() => undefined}
      title="Historia transakcji"
      query={query}
      failed="Nie udało się"
      empty="Brak transakcji"
      onPageChange={onPageChange}
      renderItem={(item) => <span>{item.text}</span>}
    />,
  );
  return onPageChange;
}

describe('PagedListModal', () => {
  it('lists the page’s items and offers the pages under the list, in the dialog', async () => {
    const onPageChange = renderModal(page(1, 2));
    const dialog = screen.getByRole('dialog', { name: 'Historia transakcji' });
    expect(within(dialog).getByRole('list', { name: 'Historia transakcji' })).toHaveTextContent(
      'Nagroda za cel zakupowy',
    );

    const pages = within(dialog).getByRole('navigation', { name: 'Stronicowanie' });
    // The pages are not part of the scrolling list: they stay in view however long it is.
    expect(within(dialog).getByRole('list', { name: 'Historia transakcji' }).parentElement).not.toContainElement(pages);
    await userEvent.click(within(pages).getByRole('button', { name: /Następna/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows no pages when there is only one', () => {
    renderModal(page(1, 1));
    expect(screen.queryByRole('navigation', { name: 'Stronicowanie' })).not.toBeInTheDocument();
  });
});
