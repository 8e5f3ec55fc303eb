import type { Operator, ReconciliationRun } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { renderPage } from '../../../../test/render';
import { ReconciliationPage } from './ReconciliationPage';

const operatorOf = (role: Operator['role']): Operator => ({ id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role });

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

const clean = (name: ReconciliationRun['checks'][number]['name']) => ({
  name,
  ok: true,
  differences_count: 0,
  differences: [],
});

const nightly: ReconciliationRun = {
  id: 1,
  run_at: '2026-12-02T02:05:00.000Z',
  trigger: 'nightly',
  operator_email: null,
  ok: false,
  differences_count: 2,
  checks: [
    clean('balances_equal_entries'),
    {
      name: 'orders_match_ledger',
      ok: false,
      differences_count: 2,
      differences: [{ subject: 'order:12', expected: '100', actual: '0', message: 'Brak obciążenia' }],
    },
  ],
};
const manual: ReconciliationRun = {
  id: 2,
  run_at: '2026-12-02T13:29:00.000Z',
  trigger: 'manual',
  operator_email: 'obsluga@demo.pl',
  ok: true,
  differences_count: 0,
  checks: [clean('orders_match_ledger'), clean('balances_equal_entries')],
};
const item = ({ checks: _checks, ...run }: ReconciliationRun) => run;

/** Answers the runs as stored in `runs` (newest last); a run adds `manual`. Keeps every call. */
function mockServer(runs: ReconciliationRun[], running = () => json(200, { success: true, run: manual })) {
  const sent: string[] = [];
  globalThis.fetch = ((url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    sent.push(`${init.method ?? 'GET'} ${url}`);
    if (init.method === 'POST') {
      runs.push(manual);
      return running();
    }
    const one = /^\/api\/admin\/reconciliation\/(\d+)$/.exec(pathname);
    if (one) return json(200, { success: true, run: runs.find((run) => run.id === Number(one[1])) });
    const newest = [...runs].reverse().slice(0, Number(searchParams.get('per_page') ?? 25));
    return json(200, {
      success: true,
      items: { data: newest.map(item), current_page: 1, last_page: 1, total: runs.length },
    });
  }) as typeof fetch;
  return sent;
}

function renderAs(role: Operator['role']) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path="*" element={<ReconciliationPage />} />
      </Route>
    </Routes>,
    { path: '/admin/uzgodnienie' },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('the reconciliation page', () => {
  it('shows the last run with its checks and lists every run with its trigger and result', async () => {
    mockServer([nightly]);
    renderAs('viewer');
    const last = await screen.findByRole('region', { name: 'Ostatnie uzgodnienie' });
    expect(await within(last).findByText('Uzgodnienie: różnice (2)')).toBeVisible();
    const checks = within(last).getByRole('table', { name: 'Sprawdzenia uzgodnienia' });
    expect(within(checks).getByRole('row', { name: /Salda zgodne z wpisami/ })).toHaveTextContent('Bez różnic');
    expect(within(checks).getByRole('row', { name: /Zamówienia zgodne z księgą/ })).toHaveTextContent('Różnice: 2');
    expect(within(last).getByRole('link', { name: 'Sprawdzenia i różnice' })).toHaveAttribute(
      'href',
      '/admin/uzgodnienie/1',
    );

    const runs = await screen.findByRole('table', { name: 'Uzgodnienia, od najnowszego' });
    const row = within(runs).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('2.12.2026, 03:05');
    expect(row).toHaveTextContent('Nocne');
    expect(row).toHaveTextContent('automatycznie');
    expect(row).toHaveTextContent('Różnice: 2');
    expect(within(row).getByRole('link', { name: 'Pokaż sprawdzenia uzgodnienia z 2.12.2026, 03:05' })).toHaveAttribute(
      'href',
      '/admin/uzgodnienie/1',
    );
    // A viewer reads the runs but runs none.
    expect(screen.queryByRole('button', { name: 'Uruchom uzgodnienie' })).not.toBeInTheDocument();
  });

  it('says when no run has been made yet', async () => {
    mockServer([]);
    renderAs('operator');
    expect(await screen.findByText(/Uzgodnienia jeszcze nie uruchomiono/)).toBeVisible();
  });

  it('runs the reconciliation now for an operator and shows the new run first', async () => {
    const sent = mockServer([nightly]);
    renderAs('operator');
    await screen.findByText('Uzgodnienie: różnice (2)');
    await userEvent.click(screen.getByRole('button', { name: 'Uruchom uzgodnienie' }));
    expect(await screen.findByText('Uzgodnienie zakończone: bez różnic.')).toBeInTheDocument();
    const last = screen.getByRole('region', { name: 'Ostatnie uzgodnienie' });
    expect(await within(last).findByText('Uzgodnienie: bez różnic')).toBeVisible();
    expect(within(last).getByText(/obsluga@demo\.pl/)).toBeVisible();
    const runs = screen.getByRole('table', { name: 'Uzgodnienia, od najnowszego' });
    expect(await within(runs).findByText('Ręczne')).toBeVisible();
    expect(sent).toContain('POST /api/admin/reconciliation/run');
  });

  it("shows a refused run's message", async () => {
    mockServer([nightly], () => json(403, { success: false, message: 'Brak uprawnień do tej operacji.' }));
    renderAs('admin');
    await screen.findByText('Uzgodnienie: różnice (2)');
    await userEvent.click(screen.getByRole('button', { name: 'Uruchom uzgodnienie' }));
    expect(await screen.findByText('Brak uprawnień do tej operacji.')).toBeInTheDocument();
  });
});
