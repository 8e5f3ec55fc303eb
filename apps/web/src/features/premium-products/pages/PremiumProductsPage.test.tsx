import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { PremiumProductsPage } from './PremiumProductsPage';

const answer = (status: number, body: unknown) => ({ 'GET /api/premium-products?format=json': { status, body } });

describe('PremiumProductsPage', () => {
  it('lists the products with their points and links to the PDF and XLSX', async () => {
    mockFetch(answer(200, { success: true, items: [{ name: 'Okno dachowe Łuk', index: 'PX-100', points: 50 }] }));
    renderPage(<PremiumProductsPage />, { path: '/produkty-premium' });
    expect(screen.getByText('Ładowanie…', { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Okno dachowe Łuk' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'PX-100' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '50' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pobierz PDF' })).toHaveAttribute(
      'href',
      '/api/premium-products?format=pdf',
    );
    expect(screen.getByRole('link', { name: 'Pobierz XLSX' })).toHaveAttribute(
      'href',
      '/api/premium-products?format=xlsx',
    );
  });

  it('says when there are none, and when the list could not be read', async () => {
    mockFetch(answer(200, { success: true, items: [] }));
    const view = renderPage(<PremiumProductsPage />);
    await expectToSee('Brak produktów premium.');
    view.unmount();
    mockFetch(answer(500, { success: false }));
    renderPage(<PremiumProductsPage />);
    expect(
      await screen.findByText('Nie udało się wczytać listy produktów premium.', {}, { timeout: 5000 }),
    ).toBeVisible();
  });
});
