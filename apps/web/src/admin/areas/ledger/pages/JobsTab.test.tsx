import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockCalls, renderAs } from '../testing';

const jobs = [
  { job: 'release', last_run_at: '2026-12-02T13:29:00.000Z', processed: 3 },
  { job: 'expiry', last_run_at: null, processed: 0 },
  { job: 'reminders', last_run_at: null, processed: 0 },
];

/** Answers the jobs, and each run as `running` says; keeps every run's address. */
const mockJobs = (running: () => Promise<Response>) => mockCalls(() => ({ success: true, jobs }), running);
const renderJobsAs = (role: Parameters<typeof renderAs>[0]) => renderAs(role, '/admin/punkty?tab=zadania');

describe('the jobs tab', () => {
  it("lists the jobs with their last run, and shows a run's count", async () => {
    const sent = mockJobs(() => json(200, { success: true, run: { job: 'release', processed: 5 } }));
    renderJobsAs('admin');
    const table = await screen.findByRole('table', { name: 'Zadania punktów' });
    const release = within(table).getByRole('row', { name: /Udostępnianie oczekujących punktów/ });
    expect(release).toHaveTextContent('2.12.2026, 14:29');
    expect(within(table).getByText('Wygasanie punktów')).toBeInTheDocument();
    expect(within(table).getByText('Przypomnienia o wygasających punktach')).toBeInTheDocument();
    await userEvent.click(within(release).getByRole('button', { name: 'Uruchom teraz' }));
    expect(await screen.findByText(/Przetworzono: 5/)).toBeInTheDocument();
    expect(sent.map((call) => call.url)).toEqual(['/api/admin/points/jobs/release/run']);
  });

  it("shows a refused run's message", async () => {
    mockJobs(() => json(409, { success: false, message: 'To zadanie właśnie działa w innym procesie.' }));
    renderJobsAs('admin');
    const table = await screen.findByRole('table', { name: 'Zadania punktów' });
    await userEvent.click(within(table).getAllByRole('button', { name: 'Uruchom teraz' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('To zadanie właśnie działa w innym procesie.');
  });

  it('gives an operator no run button', async () => {
    mockJobs(() => json(200, {}));
    renderJobsAs('operator');
    expect(await screen.findByText('Wygasanie punktów')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uruchom teraz' })).not.toBeInTheDocument();
  });
});
