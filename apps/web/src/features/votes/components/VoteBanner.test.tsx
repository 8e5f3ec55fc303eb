import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { mockFetch, renderPage } from '../../../test/render';
import { votesShowQueryOptions } from '../api/votes-show';
import { VoteBanner } from './VoteBanner';

describe('VoteBanner', () => {
  it('calls a leader who has not voted to /glosowanie, and announces the direction', async () => {
    mockFetch({ 'GET /api/votes-show': { status: 200, body: { success: true, display_vote: true } } });
    renderPage(<VoteBanner />);

    expect(await screen.findByRole('link', { name: 'Oddaj głos' })).toHaveAttribute('href', '/glosowanie');
    expect(screen.getByRole('heading', { name: 'Głosowanie liderów trwa!' })).toBeVisible();
    // The two messages agree: the vote is between the gala and the trip, the trip goes to Portugal.
    expect(screen.getByText(/gala finałowa czy wyjazd do Portugalii/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Kierunek wyjazdu: Portugalia!' })).toBeVisible();
    expect(screen.getByText(/Jeśli liderzy wybiorą wyjazd/)).toBeVisible();
  });

  it('always announces the direction, without the call when display_vote is false', async () => {
    const calls = mockFetch({ 'GET /api/votes-show': { status: 200, body: { success: true, display_vote: false } } });
    renderPage(<VoteBanner />);

    expect(screen.getByRole('heading', { name: 'Kierunek wyjazdu: Portugalia!' })).toBeVisible();
    await waitFor(() => expect(queryClient.getQueryState(votesShowQueryOptions.queryKey)?.status).toBe('success'));
    expect(calls.map((call) => call.url)).toEqual(['/api/votes-show']);
    expect(screen.queryByRole('link', { name: 'Oddaj głos' })).not.toBeInTheDocument();
  });
});
