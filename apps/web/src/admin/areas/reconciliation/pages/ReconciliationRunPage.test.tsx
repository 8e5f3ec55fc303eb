import type { Operator, ReconciliationRun } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { mockFetch, renderPage } from '../../../../test/render';
import { ReconciliationRunPage } from './ReconciliationRunPage';

const viewer: Operator = { id: 3, email: 'raporty@demo.pl', name: 'Robert Raporty', role: 'viewer' };

const difference = (n: number) => ({
  subject: `lot:${n}`,
  expected: '0 ≤ pozostało ≤ 100',
  actual: '120',
  message: `Partia 100 pkt (available): pozostało 120 pkt, pobrano -20 pkt`,
});

const run: ReconciliationRun = {
  id: 7,
  run_at: '2026-12-02T13:29:00.000Z',
  trigger: 'manual',
  operator_email: 'obsluga@demo.pl',
  ok: false,
  differences_count: 141,
  checks: [
    { name: 'jobs_up_to_date', ok: true, differences_count: 0, differences: [] },
    {
      name: 'balances_equal_entries',
      ok: false,
      differences_count: 1,
      differences: [
        {
          subject: 'user:17',
          expected: '1250',
          actual: '1200',
          message: 'available: saldo 1250 pkt, suma wpisów 1200 pkt',
        },
      ],
    },
    {
      name: 'lots_within_bounds',
      ok: false,
      differences_count: 140,
      differences: Array.from({ length: 100 }, (_, index) => difference(index + 1)),
    },
  ],
};

function renderRun(path: string) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={viewer} />}>
        <Route path="/admin/uzgodnienie/:id" element={<ReconciliationRunPage />} />
      </Route>
    </Routes>,
    { path },
  );
}

describe("a reconciliation run's page", () => {
  it('shows the run, each check in order, and the differences of those that found any', async () => {
    mockFetch({ 'GET /api/admin/reconciliation/7': { status: 200, body: { success: true, run } } });
    renderRun('/admin/uzgodnienie/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uzgodnienie z 2.12.2026, 14:29' })).toBeVisible();
    const facts = screen.getByText('Rodzaj').closest('dl')!;
    expect(facts).toHaveTextContent('Ręczne');
    expect(facts).toHaveTextContent('obsluga@demo.pl');
    expect(facts).toHaveTextContent('Różnice: 141');

    const checks = screen.getByRole('table', { name: 'Sprawdzenia uzgodnienia' });
    expect(
      within(checks)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SprawdzenieWynik',
      'Salda zgodne z wpisamiRóżnice: 1',
      'Partie w granicachRóżnice: 140',
      'Zadania na bieżącoBez różnic',
    ]);

    const balances = screen.getByRole('region', { name: 'Salda zgodne z wpisami' });
    const table = within(balances).getByRole('table', { name: 'Różnice: Salda zgodne z wpisami' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'user:17' })).toHaveAttribute('href', '/admin/uczestnicy/17');
    expect(row).toHaveTextContent('1250');
    expect(row).toHaveTextContent('1200');
    expect(row).toHaveTextContent('available: saldo 1250 pkt, suma wpisów 1200 pkt');

    // On a phone, the same differences as cards.
    const cards = within(balances).getByRole('list', { name: 'Różnice: Salda zgodne z wpisami' });
    expect(within(cards).getByRole('listitem')).toHaveTextContent(
      'user:17Oczekiwano1250Jest1200available: saldo 1250 pkt, suma wpisów 1200 pkt',
    );

    // At most 100 differences a check, with the count of all of them.
    const lots = screen.getByRole('region', { name: 'Partie w granicach' });
    expect(within(lots).getAllByRole('row')).toHaveLength(101);
    expect(within(lots).getByText('Pokazano 100 z 140 różnic.')).toBeVisible();
    expect(within(lots).queryByRole('link', { name: 'lot:1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zadania na bieżąco' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do uzgodnień' })).toHaveAttribute('href', '/admin/uzgodnienie');
  });

  it("says so for a run that doesn't exist", async () => {
    mockFetch({
      'GET /api/admin/reconciliation/99': {
        status: 404,
        body: { success: false, message: 'Nie ma takiego uzgodnienia.' },
      },
    });
    renderRun('/admin/uzgodnienie/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie ma takiego uzgodnienia.');
  });
});
