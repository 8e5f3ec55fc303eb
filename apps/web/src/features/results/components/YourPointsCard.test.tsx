import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountPoints } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { YourPointsCard } from './YourPointsCard';

const card = async () => screen.findByRole('region', { name: 'Twoje punkty' });

describe('YourPointsCard', () => {
  it('adds what waits, what expires within 30 days and the debt, each only when there is some', async () => {
    renderPage(
      <YourPointsCard
        detailsTo="/moj-profil#punkty"
        points={accountPoints({
          available: 1250,
          pending: 300,
          held: 150,
          debt: 80,
          expiring_30: 200,
          pending_lots: [
            { id: 8, amount: 150, state: 'held', available_at: '2025-09-20', explanation: 'Kod z opakowania' },
            { id: 7, amount: 300, state: 'pending', available_at: '2025-10-01', explanation: 'Próg 1' },
          ],
          expiring: [
            { date: '2025-09-30', points: 200 },
            { date: '2026-03-31', points: 550 },
          ],
        })}
      />,
    );

    const points = await card();
    expect(within(points).getByText('Dostępne: 1250 pkt')).toBeVisible();
    // Held points have no day of their own: the nearest day is the first waiting lot's.
    expect(within(points).getByText('Oczekujące: 450 pkt (najbliższe od 01.10.2025)')).toBeVisible();
    expect(within(points).getByText('Wygasa w ciągu 30 dni: 200 pkt (najbliżej 30.09.2025)')).toBeVisible();
    expect(within(points).getByText('Zadłużenie punktowe: 80 pkt')).toBeVisible();
    expect(within(points).getByRole('link', { name: 'Szczegóły w „Mój profil”' })).toHaveAttribute(
      'href',
      '/moj-profil#punkty',
    );
  });

  it('shows the available points alone when nothing waits, expires soon or is owed', async () => {
    renderPage(
      <YourPointsCard
        detailsTo="/moj-profil#punkty"
        points={accountPoints({ available: 600, expiring: [{ date: '2026-03-31', points: 600 }] })}
      />,
    );

    const points = await card();
    expect(within(points).getByText('Dostępne: 600 pkt')).toBeVisible();
    expect(within(points).queryByText(/Oczekujące|Wygasa|Zadłużenie/)).toBeNull();
    expect(within(points).queryByRole('list')).toBeNull();
  });

  it('says how much is held when nothing only waits', async () => {
    renderPage(
      <YourPointsCard
        detailsTo="/moj-profil#punkty"
        points={accountPoints({
          held: 150,
          pending_lots: [{ id: 8, amount: 150, state: 'held', available_at: '2025-09-20', explanation: 'Kod' }],
        })}
      />,
    );

    expect(within(await card()).getByText('Oczekujące: 150 pkt')).toBeVisible();
  });
});
