import type { Operator } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { renderPage } from '../../../../test/render';
import { PointsPage } from './PointsPage';

const operatorOf = (role: Operator['role']): Operator => ({ id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role });

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

const jobs = [
  { job: 'release', last_run_at: '2026-12-02T13:29:00.000Z', processed: 3 },
  { job: 'expiry', last_run_at: null, processed: 0 },
  { job: 'reminders', last_run_at: null, processed: 0 },
];

/** Answers the jobs, and each run as `running` says; keeps every run's address. */
function mockJobs(running: () => Promise<Response>) {
  const sent: string[] = [];
  globalThis.fetch = ((url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      sent.push(url);
      return running();
    }
    return json(200, { success: true, jobs });
  }) as typeof fetch;
  return sent;
}

function renderAs(role: Operator['role']) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path="*" element={<PointsPage />} />
      </Route>
    </Routes>,
    { path: '/admin/punkty?tab=zadania' },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('the jobs tab', () => {
  it("lists the jobs with their last run, and shows a run's count", async () => {
    const sent = mockJobs(() => json(200, { success: true, run: { job: 'release', processed: 5 } }));
    renderAs('admin');
    const table = await screen.findByRole('table', { name: 'Zadania punktów' });
    const release = within(table).getByRole('row', { name: /Udostępnianie oczekujących punktów/ });
    expect(release).toHaveTextContent('2.12.2026, 14:29');
    expect(within(table).getByText('Wygasanie punktów')).toBeInTheDocument();
    expect(within(table).getByText('Przypomnienia o wygasających punktach')).toBeInTheDocument();
    await userEvent.click(within(release).getByRole('button', { name: 'Uruchom teraz' }));
    expect(await screen.findByText(/Przetworzono: 5/)).toBeInTheDocument();
    expect(sent).toEqual(['/api/admin/points/jobs/release/run']);
  });

  it("shows a refused run's message", async () => {
    mockJobs(() => json(409, { success: false, message: 'To zadanie właśnie działa w innym procesie.' }));
    renderAs('admin');
    const table = await screen.findByRole('table', { name: 'Zadania punktów' });
    await userEvent.click(within(table).getAllByRole('button', { name: 'Uruchom teraz' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('To zadanie właśnie działa w innym procesie.');
  });

  it('gives an operator no run button', async () => {
    mockJobs(() => json(200, {}));
    renderAs('operator');
    expect(await screen.findByText('Wygasanie punktów')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uruchom teraz' })).not.toBeInTheDocument();
  });
});
