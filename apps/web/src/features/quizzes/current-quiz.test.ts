import type { QuizKind, QuizListItem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { quizInfo } from '../../test/quiz-fixtures';
import { currentQuizOf } from './current-quiz';

const quiz = (kind: QuizKind, slug: string, closes_at: string, is_active = true): QuizListItem => ({
  ...quizInfo(slug, slug),
  kind,
  closes_at,
  is_active,
});

describe('currentQuizOf', () => {
  it('plays the open quiz of the kind that closes first, so an earlier link keeps its quiz', () => {
    const quizzes = [
      quiz('millionaires', 'later', '2025-12-01T22:59:59.999Z'),
      quiz('crossword', 'crossword', '2025-09-02T21:59:59.999Z'),
      quiz('millionaires', 'sooner', '2025-10-01T21:59:59.999Z'),
    ];
    expect(currentQuizOf(quizzes, 'millionaires')?.slug).toBe('sooner');
  });

  it('with none open, plays the one that closed last (its result stands); with none at all, nothing', () => {
    const quizzes = [
      quiz('find_pair', 'old', '2025-05-01T21:59:59.999Z', false),
      quiz('find_pair', 'recent', '2025-08-01T21:59:59.999Z', false),
    ];
    expect(currentQuizOf(quizzes, 'find_pair')?.slug).toBe('recent');
    expect(currentQuizOf(quizzes, 'find_diff')).toBeNull();
  });
});
