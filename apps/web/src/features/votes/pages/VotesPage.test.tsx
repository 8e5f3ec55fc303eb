import type { VotesCreateAnswer } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { VotesPage } from './VotesPage';

const choices = (hasVote: boolean): { status: number; body: VotesCreateAnswer } => ({
  status: 200,
  body: {
    success: true,
    items: [
      { id: 11, slug: 'event', name: 'Gala finałowa', image: '/votes/event.svg' },
      { id: 12, slug: 'wyjazd', name: 'Wyjazd', image: '/votes/wyjazd.svg' },
    ],
    hasVote,
  },
});

describe('VotesPage', () => {
  it('shows the gala and the trip, asks to confirm, votes and thanks the leader', { timeout: 10_000 }, async () => {
    const calls = mockFetch({
      'GET /api/votes-create': choices(false),
      'POST /api/votes-store': { status: 200, body: { success: true, message: 'Dziękujemy za oddanie głosu!' } },
    });
    renderPage(<VotesPage />, { path: '/glosowanie' });

    const options = await screen.findByRole('list', { name: 'Opcje głosowania' });
    expect(within(options).getByRole('heading', { name: 'Gala finałowa' })).toBeVisible();
    expect(within(options).getByRole('button', { name: 'Głosuję: Gala finałowa' })).toBeVisible();
    expect(within(options).queryByText(/Event/)).not.toBeInTheDocument();
    expect(within(options).getByRole('heading', { name: 'Wyjazd' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Głosuję: Wyjazd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź swój głos' });
    expect(within(dialog).getByText(/oddać głos na opcję „Wyjazd”/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, głosuję' }));

    expect(await screen.findByRole('heading', { name: 'Dziękujemy za oddanie głosu!' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Głosuję/ })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/votes-store')?.body).toEqual({
      vote_id: 12,
    });
  });

  it('thanks a leader who has already voted straight away', async () => {
    mockFetch({ 'GET /api/votes-create': choices(true) });
    renderPage(<VotesPage />, { path: '/glosowanie' });
    expect(await screen.findByRole('heading', { name: 'Dziękujemy za oddanie głosu!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Przejdź do Moich wyników' })).toHaveAttribute('href', '/moje-wyniki');
  });

  it('shows the vote_id error the server answers', { timeout: 10_000 }, async () => {
    mockFetch({
      'GET /api/votes-create': choices(false),
      'POST /api/votes-store': {
        status: 422,
        body: {
          success: false,
          message: 'Twój głos został już oddany.',
          errors: { vote_id: ['Twój głos został już oddany.'] },
        },
      },
    });
    renderPage(<VotesPage />, { path: '/glosowanie' });

    await userEvent.click(await screen.findByRole('button', { name: 'Głosuję: Gala finałowa' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, głosuję' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Twój głos został już oddany.');
    expect(screen.getByRole('button', { name: 'Głosuję: Gala finałowa' })).toBeVisible();
  });

  it("shows an operator's added option by its name and picture, without the demo's texts", async () => {
    mockFetch({
      'GET /api/votes-create': {
        status: 200,
        body: {
          success: true,
          items: [
            { id: 11, slug: 'event', name: 'Gala w Warszawie', image: '/votes/event.svg' },
            { id: 13, slug: 'rejs', name: 'Rejs po Bałtyku', image: '/uploads/votes/abc.webp' },
            { id: 14, slug: 'spa', name: 'Weekend w spa', image: null },
          ],
          hasVote: false,
        },
      },
    });
    const { container } = renderPage(<VotesPage />, { path: '/glosowanie' });
    const options = await screen.findByRole('list', { name: 'Opcje głosowania' });
    expect(within(options).getByRole('heading', { name: 'Gala w Warszawie' })).toBeVisible();
    expect(within(options).getByText('Wieczór zwycięzców')).toBeVisible();
    const rejs = within(options).getByRole('article', { name: 'Rejs po Bałtyku' });
    expect(within(rejs).getByRole('button', { name: 'Głosuję: Rejs po Bałtyku' })).toBeVisible();
    expect(container.querySelector('img[src="/uploads/votes/abc.webp"]')).not.toBeNull();
    expect(within(options).getByRole('article', { name: 'Weekend w spa' }).querySelector('img')).toBeNull();
  });
});
