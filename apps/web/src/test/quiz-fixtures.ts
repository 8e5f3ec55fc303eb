import type { QuizInfo, QuizKind } from '@portal/contract';
import { sessionUser } from './fixtures';

/** Test data shared by the quiz pages' and widgets' tests. */
export const seller = sessionUser();

export const participant = sessionUser({ id: 4, email: 'uczestnik@demo.pl', role: 'leader', is_seller: false });

export const quizInfo = (slug: string, title: string, attempts = 2): QuizInfo => ({
  slug,
  title,
  prizes: 'Torba sportowa\nParasol',
  rules: 'Odpowiedz na 5 pytań.\nMasz 2 podejścia.',
  opens_at: '2025-09-01T10:00:00.000Z',
  closes_at: '2025-10-01T10:00:00.000Z',
  is_active: true,
  attempts_allowed: attempts,
});

/** GET /api/quizzes answering with these quizzes (a kind's page without a slug plays its current one). */
export const publishedQuizzes = (...quizzes: [QuizKind, QuizInfo][]) => ({
  'GET /api/quizzes': {
    status: 200,
    body: { success: true, quizzes: quizzes.map(([kind, quiz]) => ({ ...quiz, kind })) },
  },
});
