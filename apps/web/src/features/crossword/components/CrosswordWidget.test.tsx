import type { CrosswordShowTimeAnswer } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { participant, quizInfo, seller } from '../../../test/quiz-fixtures';
import { CrosswordWidget } from './CrosswordWidget';

/** The demo's quiz of this kind. */
const slug = 'krzyzowka-nr-2';
const noTime: CrosswordShowTimeAnswer = {
  success: true,
  quiz: quizInfo(slug, 'Krzyżówka nr 2', 3),
  time: null,
  time_formatted: null,
  is_active: true,
  left_attempts: 3,
  passed: null,
};

const render = (user: unknown, body: CrosswordShowTimeAnswer = noTime) => {
  const calls = mockFetch({
    'GET /api/user': { status: 200, body: { success: true, user } },
    [`GET /api/crossword-show-time/${slug}`]: { status: 200, body },
  });
  renderPage(<CrosswordWidget slug={slug} />);
  return calls;
};

describe('CrosswordWidget', () => {
  it('offers Start while there is no time and the crossword is active', async () => {
    render(seller);
    expect(await screen.findByRole('heading', { name: 'Krzyżówka nr 2' })).toBeInTheDocument();
    expect(screen.getByText('Torba sportowa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'START' })).toHaveAttribute('href', `/krzyzowka/${slug}`);
  });

  it('shows the time in seconds once the answers are sent', async () => {
    render(seller, { ...noTime, time: 95, time_formatted: '95 s', passed: true, left_attempts: 2 });
    expect(await screen.findByText('Twój czas: 95 s')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'START' })).not.toBeInTheDocument();
  });

  it('shows no Start once the crossword has closed', async () => {
    render(seller, { ...noTime, is_active: false, quiz: { ...noTime.quiz, is_active: false } });
    expect(await screen.findByText('Quiz jest obecnie nieaktywny.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'START' })).not.toBeInTheDocument();
  });

  it('shows nothing to a participant who does not sell', async () => {
    const calls = render(participant);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Krzyżówka nr 2' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/crossword'))).toBe(false);
  });
});
