import type { Operator } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { renderPage } from '../../../../test/render';
import { ReportsPage } from './ReportsPage';

const operatorOf = (role: Operator['role']): Operator => ({ id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role });

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

const row = (edition: string | null, figures: Partial<Record<string, number>> = {}) => ({
  sap: '1000001',
  company_name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
  balance: 2350,
  pool: 5000,
  pending: 200,
  held: 25,
  debt: 30,
  expiring_30: 100,
  expiring_60: 1100,
  expiring_90: 2100,
  edition,
  ...figures,
});

/** Answers the settings (edition 2025, the second) and the liability, of every edition or of one. */
function mockReports() {
  const asked: string[] = [];
  globalThis.fetch = ((url: string) => {
    asked.push(url);
    if (url === '/api/admin/settings') return json({ success: true, settings: { edition: '2025', edition_number: 2 } });
    const edition = new URL(url, 'http://portal').searchParams.get('edition');
    return json({ success: true, rows: [edition ? row(edition, { balance: 450, pool: 800 }) : row(null)] });
  }) as typeof fetch;
  return asked;
}

function renderAs(role: Operator['role']) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path="*" element={<ReportsPage />} />
      </Route>
    </Routes>,
    { path: '/admin/raporty' },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('the liability report', () => {
  it('shows what waits, is held, is owed and expires in 30, 60 and 90 days, of every edition', async () => {
    mockReports();
    renderAs('viewer');
    const table = await screen.findByRole('table', { name: 'Zobowiązanie punktowe' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'SAP',
      'Firma',
      'Konta uczestników',
      'Pula firmy',
      'Oczekujące',
      'Wstrzymane',
      'Zadłużenie',
      'Wygasa w 30 dni',
      'Wygasa w 60 dni',
      'Wygasa w 90 dni',
      'Edycja',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    // Polish groups digits from five on: 2350, but 12 350.
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '1000001',
      'Okna i Drzwi Kowalscy Sp. z o.o.',
      '2350',
      '5000',
      '200',
      '25',
      '30',
      '100',
      '1100',
      '2100',
      // Every edition: none named.
      '—',
    ]);
  });

  it('gives the liability of an edition chosen from the programme’s editions, its files too', async () => {
    const asked = mockReports();
    renderAs('operator');
    const filter = await screen.findByRole('combobox', { name: 'Zobowiązanie według edycji' });
    await within(filter).findByRole('option', { name: '2024' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wszystkie edycje', '2025', '2024']);
    expect(screen.getByRole('link', { name: 'Pobierz CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/liability?format=csv',
    );

    await userEvent.selectOptions(filter, '2024');
    const table = screen.getByRole('table', { name: 'Zobowiązanie punktowe' });
    expect(await within(table).findByText('2024')).toBeInTheDocument();
    expect(within(table).getByText('450')).toBeInTheDocument();
    expect(asked).toContain('/api/admin/reports/liability?format=json&edition=2024');
    expect(screen.getByRole('link', { name: 'Pobierz CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/liability?format=csv&edition=2024',
    );
    expect(screen.getByRole('link', { name: 'Pobierz XLSX' })).toHaveAttribute(
      'href',
      '/api/admin/reports/liability?format=xlsx&edition=2024',
    );

    await userEvent.selectOptions(filter, '');
    expect(await within(table).findByText('—')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pobierz CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/liability?format=csv',
    );
  });

  it('offers no edition filter on the other reports', async () => {
    mockReports();
    renderAs('viewer');
    await screen.findByRole('combobox', { name: 'Zobowiązanie według edycji' });
    await userEvent.click(screen.getByRole('button', { name: 'Głosowanie' }));
    expect(screen.queryByRole('combobox', { name: 'Zobowiązanie według edycji' })).not.toBeInTheDocument();
  });
});
