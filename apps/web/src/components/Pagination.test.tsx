import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { Pagination } from './Pagination';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('gives nothing without pages and a single page for one', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, -3)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('lists every page, without ellipses, up to 5 pages', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    for (let current = 1; current <= 5; current++) expect(pageItems(current, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first two and last two pages with the current one between ellipses for 10 pages', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis', 9, 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 'ellipsis', 9, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 'ellipsis', 9, 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 'ellipsis', 4, 'ellipsis', 9, 10]);
    expect(pageItems(5, 10)).toEqual([1, 2, 'ellipsis', 5, 'ellipsis', 9, 10]);
    expect(pageItems(7, 10)).toEqual([1, 2, 'ellipsis', 7, 'ellipsis', 9, 10]);
    expect(pageItems(8, 10)).toEqual([1, 2, 'ellipsis', 8, 9, 10]);
    expect(pageItems(9, 10)).toEqual([1, 2, 'ellipsis', 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 2, 'ellipsis', 9, 10]);
  });

  it('handles 6 pages, where one page is skipped at most', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 'ellipsis', 5, 6]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 'ellipsis', 5, 6]);
    expect(pageItems(4, 6)).toEqual([1, 2, 'ellipsis', 4, 5, 6]);
    expect(pageItems(6, 6)).toEqual([1, 2, 'ellipsis', 5, 6]);
  });

  it('handles 7 pages with the middle page current', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 'ellipsis', 4, 'ellipsis', 6, 7]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(0, 10)).toEqual([1, 2, 'ellipsis', 9, 10]);
    expect(pageItems(42, 10)).toEqual([1, 2, 'ellipsis', 9, 10]);
    expect(pageItems(Number.NaN, 10)).toEqual([1, 2, 'ellipsis', 9, 10]);
  });

  it('never gives more than 5 page buttons nor two ellipses in a row', () => {
    for (let last = 0; last <= 30; last++) {
      for (let current = 1; current <= last; current++) {
        const items = pageItems(current, last);
        const pages = items.filter((item) => item !== 'ellipsis');
        expect(pages.length).toBeLessThanOrEqual(5);
        expect(pages).toContain(current);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        items.forEach((item, index) => {
          if (item === 'ellipsis') expect(items[index + 1]).not.toBe('ellipsis');
        });
      }
    }
  });
});

describe('Pagination', () => {
  const renderPager = (currentPage: number, lastPage: number) => {
    const onPageChange = vi.fn();
    const view = render(<Pagination currentPage={currentPage} lastPage={lastPage} onPageChange={onPageChange} />);
    return { onPageChange, ...view };
  };

  it('renders nothing for a single page', () => {
    const { container } = renderPager(1, 1);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('disables "Poprzednia" on the first page and "Następna" on the last', async () => {
    const first = renderPager(1, 3);
    expect(screen.getByRole('button', { name: /Poprzednia/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Następna/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /Następna/ }));
    expect(first.onPageChange).toHaveBeenCalledWith(2);
    first.unmount();

    const last = renderPager(3, 3);
    expect(screen.getByRole('button', { name: /Poprzednia/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Następna/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Poprzednia/ }));
    expect(last.onPageChange).toHaveBeenCalledWith(2);
  });

  it('calls onPageChange with the clicked page and marks the current one', async () => {
    const { onPageChange } = renderPager(2, 4);
    const nav = screen.getByRole('navigation', { name: 'Stronicowanie' });
    expect(within(nav).getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Strona 3' })).not.toHaveAttribute('aria-current');

    await userEvent.click(within(nav).getByRole('button', { name: 'Strona 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    await userEvent.click(within(nav).getByRole('button', { name: 'Strona 2' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('shows the first two and last two pages with ellipses for 10 pages', () => {
    renderPager(5, 10);
    const nav = screen.getByRole('navigation');
    const pages = within(nav)
      .getAllByRole('button', { name: /^Strona/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '2', '5', '9', '10']);
    const ellipses = within(nav).getAllByText('…');
    expect(ellipses).toHaveLength(2);
    for (const ellipsis of ellipses) expect(ellipsis.closest('button')).toBeNull();
    expect(within(nav).getAllByText('Pominięte strony')).toHaveLength(2);
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1', '2', '…Pominięte strony', '5', '…Pominięte strony', '9', '10']);
  });

  it('takes its landmark name from the label prop', () => {
    render(<Pagination currentPage={1} lastPage={2} onPageChange={() => undefined} label="Strony produktów" />);
    expect(screen.getByRole('navigation', { name: 'Strony produktów' })).toBeInTheDocument();
  });
});
