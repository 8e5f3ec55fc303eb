import type { ProductCard } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { ProductsPage } from './ProductsPage';

const product = (id: number): ProductCard => ({
  id,
  slug: `produkt-${id}`,
  name: `Produkt ${id}`,
  category: { slug: 'okna-pvc', name: 'Okna PVC' },
  description: `Opis produktu ${id}`,
  image: `/products/produkt-${id}.svg`,
  is_sss_value: id === 13,
});
const page = (number: number, ids: number[]) => ({
  status: 200,
  body: { success: true, items: { data: ids.map(product), current_page: number, last_page: 3 } },
});

const routes = {
  'GET /api/products?page=1&per_page=6': page(1, [1, 2, 3, 4, 5, 6]),
  'GET /api/products?page=2&per_page=6': page(2, [7, 8, 9, 10, 11, 12]),
  'GET /api/products?page=3&per_page=6': page(3, [13, 14]),
};

const names = () =>
  within(screen.getByRole('list', { name: /Produkty – strona/ }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('ProductsPage', () => {
  it('shows the intro and the products six a page, paging with the shared pagination', async () => {
    const calls = mockFetch(routes);
    renderPage(<ProductsPage />, { path: '/produkty' });

    expect(screen.getByText(/Zamawiaj produkty objęte programem, zdobywaj punkty/)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Produkt 1' })).toBeVisible();
    expect(names()).toHaveLength(6);
    expect(screen.getByRole('button', { name: /Poprzednia/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Następna/ }));
    expect(await screen.findByRole('heading', { name: 'Produkt 7' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Produkty – strona 2' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Strona 3' }));
    expect(await screen.findByRole('heading', { name: 'Produkt 14' })).toBeVisible();
    expect(names()).toEqual(['Produkt 13', 'Produkt 14']);
    expect(screen.getByText('Warunek SSS')).toBeVisible();
    expect(screen.getByRole('button', { name: /Następna/ })).toBeDisabled();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/products?page=1&per_page=6',
      '/api/products?page=2&per_page=6',
      '/api/products?page=3&per_page=6',
    ]);
  });

  it('opens the page the address names', async () => {
    mockFetch(routes);
    renderPage(<ProductsPage />, { path: '/produkty?page=2' });
    expect(await screen.findByRole('heading', { name: 'Produkt 7' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the products could not be loaded', { timeout: 15_000 }, async () => {
    mockFetch({ 'GET /api/products?page=1&per_page=6': { status: 500, body: { success: false, error: 'x' } } });
    renderPage(<ProductsPage />, { path: '/produkty' });
    const failures = await screen.findAllByText('Pobieranie danych nie powiodło się', {}, { timeout: 8000 });
    expect(failures.length).toBeGreaterThan(0);
  });
});
