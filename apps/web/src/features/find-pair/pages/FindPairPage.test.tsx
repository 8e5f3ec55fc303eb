import {
  type FindPairCard,
  type FindPairCreateAnswer,
  type FindPairShowAnswer,
  type UserFindPair,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { publishedQuizzes, quizInfo, seller } from '../../../test/quiz-fixtures';
import { FindPairPage } from './FindPairPage';

/** The demo's quiz of this kind. */
const slug = 'znajdz-pare-1';
/** The page at its kind's address plays the current quiz of GET /api/quizzes. */
const published = publishedQuizzes(['find_pair', quizInfo(slug, 'Znajdź parę', 1)]);

const shown: FindPairShowAnswer = {
  success: true,
  quiz: quizInfo(slug, 'Znajdź parę', 1),
  userFindPair: null,
  left_attempts: 1,
  server_time: '2025-09-01T10:00:00.000Z',
};

const user: UserFindPair = {
  id: 7,
  founded_pairs: 0,
  missed_pairs: 0,
  pairs_total: 10,
  start_at: '2025-09-01T10:00:00.000Z',
  is_completed: false,
  is_passed: false,
  time: null,
  time_formatted: null,
  selected_cards: [],
};

const hidden = (id: number): FindPairCard => ({
  id,
  img: '/quizzes/find-pair/reverse.svg',
  alt: '',
  is_open: false,
  is_found: false,
});
const face = (id: number, alt: string): FindPairCard => ({
  id,
  img: `/quizzes/find-pair/${alt}.svg`,
  alt,
  is_open: true,
  is_found: false,
});

const created: FindPairCreateAnswer = {
  success: true,
  cards: Array.from({ length: 20 }, (_, index) => hidden(index + 1)),
  userFindPair: user,
  server_time: '2025-09-01T10:00:00.000Z',
};

function routes(extra: Record<string, { status: number; body: unknown }> = {}) {
  return mockFetch({
    'GET /api/user': { status: 200, body: { success: true, user: seller } },
    ...published,
    [`GET /api/find-pair-show/${slug}`]: { status: 200, body: shown },
    [`GET /api/find-pair-create/${slug}`]: { status: 200, body: created },
    ...extra,
  });
}

const card = (place: number) => screen.getByRole('button', { name: new RegExp(`^Karta ${place}[,:]`) });

describe('FindPairPage', () => {
  it('shows the rules and the warning before START, and the board after it', async () => {
    const calls = routes();
    renderPage(<FindPairPage />);
    expect(await screen.findByText('Znajdź 10 par')).toBeInTheDocument();
    expect(screen.getByText(/masz jedno podejście/)).toBeInTheDocument();
    expect(screen.getByText('Torba sportowa')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/find-pair-create'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'START' }));
    expect(await screen.findByText('Znalezione pary: 0/10')).toBeInTheDocument();
    expect(screen.getByText('Błędy: 0')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/\d\d:\d\d/);
    expect(screen.getAllByRole('button', { name: /^Karta \d+, zakryta$/ })).toHaveLength(20);
  });

  it('turns two cards, has the server check them and reads the board again', async () => {
    routes({
      'POST /api/find-pair-store-card/7': {
        status: 200,
        body: { success: true, card: face(1, 'okno'), userFindPair: { ...user, selected_cards: [1] } },
      },
    });
    renderPage(<FindPairPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'START' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Karta 1, zakryta' }));
    expect(await screen.findByRole('button', { name: 'Karta 1: okno' })).toBeDisabled();

    routes({
      'POST /api/find-pair-store-card/7': {
        status: 200,
        body: { success: true, card: face(2, 'drzwi'), userFindPair: { ...user, selected_cards: [1, 2] } },
      },
      'POST /api/find-pair-check-cards/7': {
        status: 200,
        body: {
          success: true,
          is_pair: false,
          message: 'To nie jest para.',
          user_selected_cards: [face(1, 'okno'), face(2, 'drzwi')],
          userFindPair: { ...user, missed_pairs: 1 },
        },
      },
      [`GET /api/find-pair-create/${slug}`]: {
        status: 200,
        body: { ...created, userFindPair: { ...user, missed_pairs: 1 } },
      },
    });
    await userEvent.click(card(2));
    expect(await screen.findByText('Błędy: 1')).toBeInTheDocument();
    // After the moment in view, the board as the server has it: both cards face down again.
    await waitFor(() => expect(card(2)).toHaveAccessibleName('Karta 2, zakryta'));
    expect(card(1)).toHaveAccessibleName('Karta 1, zakryta');
  });

  it('ends the game after the confirmation and shows the result', async () => {
    routes({
      'GET /api/find-pair-store/7': {
        status: 200,
        body: {
          success: true,
          message: 'Twój wynik został zapisany.',
          userFindPair: { ...user, founded_pairs: 3, is_completed: true, time: 40, time_formatted: '40 s' },
        },
      },
    });
    renderPage(<FindPairPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'START' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zakończ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uwaga!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'TAK' }));
    expect(await screen.findByText('Twój czas: 40 s', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Quiz zakończony. Znalezione pary: 3 z 10.')).toBeInTheDocument();
    expect(screen.queryByText('Znalezione pary: 3/10')).not.toBeInTheDocument();
  });

  it('offers the way back into a running game, and shows a finished one’s result instead of START', async () => {
    routes({
      [`GET /api/find-pair-show/${slug}`]: { status: 200, body: { ...shown, left_attempts: 0, userFindPair: user } },
    });
    const { unmount } = renderPage(<FindPairPage />);
    expect(await screen.findByRole('button', { name: 'Wróć do gry' })).toBeInTheDocument();
    expect(screen.getByText(/Możesz do niej wrócić/)).toBeInTheDocument();
    unmount();

    routes({
      [`GET /api/find-pair-show/${slug}`]: {
        status: 200,
        body: {
          ...shown,
          left_attempts: 0,
          userFindPair: { ...user, founded_pairs: 10, is_completed: true, is_passed: true, time: 81 },
        },
      },
    });
    renderPage(<FindPairPage />);
    expect(await screen.findByText('Wszystkie pary znalezione: 10 z 10.')).toBeInTheDocument();
    expect(screen.getByText('Twój czas: 81 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
  });

  it('says when the quiz has no attempt left', async () => {
    routes({ [`GET /api/find-pair-show/${slug}`]: { status: 200, body: { ...shown, left_attempts: 0 } } });
    renderPage(<FindPairPage />);
    expect(await screen.findByText('Wykorzystano już podejście do tego quizu.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
  });
});
