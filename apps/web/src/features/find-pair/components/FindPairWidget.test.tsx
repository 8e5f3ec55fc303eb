import { type FindPairShowAnswer, type UserFindPair } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { participant, quizInfo, seller } from '../../../test/quiz-fixtures';
import { FindPairWidget } from './FindPairWidget';

/** The demo's quiz of this kind. */
const slug = 'znajdz-pare-1';
const notStarted: FindPairShowAnswer = {
  success: true,
  quiz: quizInfo(slug, 'Znajdź parę', 1),
  userFindPair: null,
  left_attempts: 1,
  server_time: '2025-09-01T10:00:00.000Z',
};
const completed: UserFindPair = {
  id: 7,
  founded_pairs: 10,
  missed_pairs: 3,
  pairs_total: 10,
  start_at: '2025-09-01T10:00:00.000Z',
  is_completed: true,
  is_passed: true,
  time: 81,
  time_formatted: '81 s',
  selected_cards: [],
};

const render = (user: unknown, body: FindPairShowAnswer = notStarted) => {
  const calls = mockFetch({
    'GET /api/user': { status: 200, body: { success: true, user } },
    [`GET /api/find-pair-show/${slug}`]: { status: 200, body },
  });
  renderPage(<FindPairWidget slug={slug} />);
  return calls;
};

describe('FindPairWidget', () => {
  it('shows the prizes, the rules and Start to the game', async () => {
    render(seller);
    expect(await screen.findByRole('heading', { name: 'Znajdź parę' })).toBeInTheDocument();
    expect(screen.getByText('Zasady')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'START' })).toHaveAttribute('href', `/znajdz-pare/${slug}`);
  });

  it('says where Start is that the game works on a computer only (a narrow screen shows it instead)', async () => {
    render(seller);
    const start = await screen.findByRole('link', { name: 'START' });
    expect(start.parentElement).toHaveClass('hidden', 'lg:block');
    const note = screen.getByText(
      'Quiz „Znajdź parę” działa tylko na komputerze. Otwórz tę stronę na komputerze, aby wziąć udział.',
    );
    expect(note).toHaveClass('lg:hidden');
  });

  it('shows the pairs, the mistakes and the time once completed, without Start', async () => {
    render(seller, { ...notStarted, left_attempts: 0, userFindPair: completed });
    expect(await screen.findByText('Znalezione pary: 10, błędy: 3, czas: 81 s')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'START' })).not.toBeInTheDocument();
  });

  it('offers no Start outside the quiz’s window', async () => {
    render(seller, { ...notStarted, quiz: { ...notStarted.quiz, is_active: false } });
    expect(await screen.findByRole('heading', { name: 'Znajdź parę' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'START' })).not.toBeInTheDocument();
  });

  it('shows nothing to a participant who does not sell, and asks nothing', async () => {
    const calls = render(participant);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Znajdź parę' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('find-pair'))).toBe(false);
  });
});
