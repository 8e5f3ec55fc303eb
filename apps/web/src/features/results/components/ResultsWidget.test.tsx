import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realization } from '../../../test/fixtures';
import { mockFetch, renderPage } from '../../../test/render';
import { MyResultsWidget, ResultsWidget } from './ResultsWidget';

describe('ResultsWidget', () => {
  it('as "Moje Wyniki" measures the company’s purchases against its target, with this month', () => {
    renderPage(<ResultsWidget data={realization} variant="account" />);

    const mine = screen.getByRole('region', { name: 'Moje Wyniki' });
    expect(within(mine).getByText('61,7%')).toBeVisible();
    expect(within(mine).getByRole('progressbar', { name: 'Realizacja celu zakupowego' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(within(mine).getByText('250 000 zł')).toBeVisible();
    expect(within(mine).getByText('154 310 zł')).toBeVisible();
    expect(within(mine).getByText('95 690 zł')).toBeVisible();
    expect(within(mine).getByText('Bieżący okres: wrzesień 2025')).toBeVisible();
    expect(within(mine).getByText('300 pkt')).toBeVisible();
    expect(within(mine).getByText('1,4%')).toBeVisible();
    // The place in the country belongs to the other form.
    expect(within(mine).queryByText('12.')).toBeNull();
  });

  it('as "Ranking" shows the place in the country, or "---" when unranked', () => {
    const { unmount } = renderPage(<ResultsWidget data={realization} variant="ranking" />);
    const ranking = screen.getByRole('region', { name: 'Ranking' });
    expect(within(ranking).getByText('12.')).toBeVisible();
    expect(within(ranking).getByText('miejsce w rankingu krajowym')).toBeVisible();
    expect(within(ranking).queryByRole('progressbar')).toBeNull();
    unmount();

    renderPage(<ResultsWidget data={{ ...realization, ranking_position: '---' }} variant="ranking" />);
    expect(within(screen.getByRole('region', { name: 'Ranking' })).getByText('---')).toBeVisible();
  });

  it('keeps a full bar past 100 percent', () => {
    renderPage(<ResultsWidget data={{ ...realization, realization_percent: 130.5 }} variant="account" />);
    expect(screen.getByText('130,5%')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('MyResultsWidget', () => {
  it('loads the target realization and shows the "Moje Wyniki" form', async () => {
    const calls = mockFetch({
      'GET /api/target-realization': { status: 200, body: { success: true, data: realization } },
    });
    renderPage(<MyResultsWidget />);

    const mine = screen.getByRole('region', { name: 'Moje Wyniki' });
    expect(within(mine).getByText('Ładowanie…')).toBeVisible();
    expect(await within(mine).findByText('61,7%')).toBeVisible();
    expect(within(mine).queryByText('Ładowanie…')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('GET /api/target-realization');
  });

  it('says the data could not be loaded when the call is refused', async () => {
    mockFetch({ 'GET /api/target-realization': { status: 403, body: { success: false, message: 'Brak dostępu' } } });
    renderPage(<MyResultsWidget />);

    const mine = screen.getByRole('region', { name: 'Moje Wyniki' });
    expect(await within(mine).findByRole('alert')).toHaveTextContent('Pobieranie danych nie powiodło się');
  });
});
