import { type UserFindDiff, type UserFindDiffShowAnswer } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { participant, quizInfo, seller } from '../../../test/quiz-fixtures';
import { FindDiffWidget } from './FindDiffWidget';

/** The demo's quiz of this kind. */
const slug = 'znajdz-roznice-1';
const notStarted: UserFindDiffShowAnswer = {
  success: true,
  quiz: quizInfo(slug, 'Znajdź różnice', 1),
  userFindDiff: null,
  areas: [],
};
const completed: UserFindDiff = {
  id: 7,
  life: 2,
  lost_life: 1,
  time: 74,
  time_formatted: '74 s',
  founded_diff_count: 9,
  diff_to_found: 0,
  is_completed: true,
  is_passed: true,
  founded_diffs: [1, 2, 3, 4, 5, 6, 7, 8, 9],
};

const render = (user: unknown, body: UserFindDiffShowAnswer = notStarted) => {
  const calls = mockFetch({
    'GET /api/user': { status: 200, body: { success: true, user } },
    [`GET /api/user-find-diff-show/${slug}`]: { status: 200, body },
  });
  renderPage(<FindDiffWidget slug={slug} />);
  return calls;
};

describe('FindDiffWidget', () => {
  it('shows the prizes, the rules and a Start button to the game', async () => {
    render(seller);
    expect(await screen.findByRole('heading', { name: 'Znajdź różnice' })).toBeInTheDocument();
    expect(screen.getByText('Torba sportowa')).toBeInTheDocument();
    expect(screen.getByText('Zasady')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', `/znajdz-roznice/${slug}`);
  });

  it('says where Start is that the quiz works on a computer only (a narrow screen shows it instead)', async () => {
    render(seller);
    const start = await screen.findByRole('link', { name: 'Start' });
    expect(start.parentElement).toHaveClass('hidden', 'lg:block');
    const note = screen.getByText(
      'Quiz „Znajdź różnice” działa tylko na komputerze. Otwórz tę stronę na komputerze, aby wziąć udział.',
    );
    expect(note).toHaveClass('lg:hidden');
  });

  it('says nothing of computers once completed', async () => {
    render(seller, { ...notStarted, userFindDiff: completed });
    expect(await screen.findByText('Twój czas: 74 s')).toBeInTheDocument();
    expect(screen.queryByText(/działa tylko na komputerze/)).not.toBeInTheDocument();
  });

  it('keeps Start while an attempt runs', async () => {
    render(seller, { ...notStarted, userFindDiff: { ...completed, is_completed: false, time: null } });
    expect(await screen.findByRole('link', { name: 'Start' })).toBeInTheDocument();
  });

  it('shows the time in seconds instead of Start once completed', async () => {
    render(seller, { ...notStarted, userFindDiff: completed });
    expect(await screen.findByText('Twój czas: 74 s')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('shows nothing to a participant who does not sell', async () => {
    const calls = render(participant);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Znajdź różnice' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('find-diff'))).toBe(false);
  });
});
