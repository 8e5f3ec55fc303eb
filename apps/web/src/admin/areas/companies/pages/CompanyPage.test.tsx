import type { CompanyDetail, Operator } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { renderPage } from '../../../../test/render';
import { CompanyPage } from './CompanyPage';

const viewer: Operator = { id: 3, email: 'raporty@demo.pl', name: 'Raporty', role: 'viewer' };

const company = {
  sap: '1000001',
  name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
  nip: null,
  regon: null,
  street: null,
  building: null,
  local: null,
  post_code: null,
  city: 'Kraków',
  province: null,
  region: null,
  area_manager: null,
  potential_group: null,
  is_central: true,
  central_sap: null,
  central_name: null,
  branches: [],
  leaders: [],
  sellers: [],
  invitations: [],
  pool_balance: 5000,
  points: { available: 5000, pending: 300, held: 200, debt: 40, expiring_30: 1250 },
  edition: '2026',
  purchases_value: 0,
  target_value: null,
} satisfies CompanyDetail;

const emptyPage = { success: true, items: { data: [], current_page: 1, last_page: 1, total: 0 } };

describe('the company page', () => {
  it("shows the pool's four figures and what expires within 30 days, then the pool's lots and ledger", async () => {
    const asked: string[] = [];
    globalThis.fetch = ((url: string) => {
      asked.push(url);
      const body = url === '/api/admin/companies/1000001' ? { success: true, company } : emptyPage;
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }) as typeof fetch;
    renderPage(
      <Routes>
        <Route element={<Outlet context={viewer} />}>
          <Route path="/admin/firmy/:sap" element={<CompanyPage />} />
        </Route>
      </Routes>,
      { path: '/admin/firmy/1000001' },
    );
    const figures = await screen.findByRole('region', { name: 'Pula i cele' });
    const value = (label: string) => within(figures).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Saldo puli')).toHaveTextContent('5000 pkt');
    expect(value('Oczekujące')).toHaveTextContent('300 pkt');
    expect(value('Wstrzymane')).toHaveTextContent('200 pkt');
    expect(value('Zadłużenie punktowe')).toHaveTextContent('40 pkt');
    expect(value('Wygasa w 30 dni')).toHaveTextContent('1250 pkt');

    expect(await screen.findByRole('region', { name: 'Partie punktów' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Księga punktów' })).toBeInTheDocument();
    expect(asked.some((url) => url.startsWith('/api/admin/points/lots?') && url.includes('holder=1000001'))).toBe(true);
    expect(
      asked.some((url) => url.startsWith('/api/admin/points/entries?') && url.includes('holder_type=company')),
    ).toBe(true);
  });
});
