import type { MillionairesStateAnswer } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { participant, quizInfo, seller } from '../../../test/quiz-fixtures';
import { MillionairesWidget } from './MillionairesWidget';

/** The demo's quiz of this kind. */
const slug = 'milionerzy-7';
const state: MillionairesStateAnswer = {
  success: true,
  quiz: quizInfo(slug, 'Milionerzy'),
  isActive: true,
  isStarted: false,
  isCompleted: false,
  isWinner: false,
  leftAttempts: 1,
  numberOfQuestions: 5,
  currentQuestionNumber: 0,
  userMillionaire: null,
  results: { time: 37, time_formatted: '37 s', is_winner: false, message: 'QUIZ Niezaliczony.' },
  server_time: '2025-09-01T10:00:00.000Z',
};

const render = (user: unknown, body: MillionairesStateAnswer = state) => {
  const calls = mockFetch({
    'GET /api/user': { status: 200, body: { success: true, user } },
    [`GET /api/millionaires-create/${slug}`]: { status: 200, body },
  });
  renderPage(<MillionairesWidget slug={slug} />);
  return calls;
};

describe('MillionairesWidget', () => {
  it('shows a seller the prizes, the result with the time and Start with the attempts left', async () => {
    render(seller);
    expect(await screen.findByRole('heading', { name: 'Milionerzy' })).toBeInTheDocument();
    expect(screen.getByText('Parasol')).toBeInTheDocument();
    expect(screen.getByText('Zasady')).toBeInTheDocument();
    expect(screen.getByText('QUIZ Niezaliczony. Czas: 37 s')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'START' })).toHaveAttribute('href', `/milionerzy/${slug}`);
    expect(screen.getByText('Pozostałe podejścia: 1')).toBeInTheDocument();
  });

  it('shows only the result once the quiz is completed', async () => {
    render(seller, {
      ...state,
      isCompleted: true,
      isWinner: true,
      results: { time: 21, time_formatted: '21 s', is_winner: true, message: 'QUIZ Zaliczony.' },
    });
    expect(await screen.findByText('QUIZ Zaliczony. Czas: 21 s')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'START' })).not.toBeInTheDocument();
  });

  it('shows nothing to a participant who does not sell', async () => {
    const calls = render(participant);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Milionerzy' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/millionaires'))).toBe(false);
  });
});
