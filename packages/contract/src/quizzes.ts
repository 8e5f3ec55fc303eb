import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';

/**
 * What the four timed prize quizzes share (docs/product/quizzes.md): their slugs, the quiz card every widget shows, the time in seconds and the refusals.
 */

export const quizSlugs = {
  findPair: 'znajdz-pare-1',
  millionaires: 'milionerzy-7',
  crossword: 'krzyzowka-nr-2',
  findDiff: 'znajdz-roznice-1',
} as const;

export const quizKinds = ['crossword', 'millionaires', 'find_diff', 'find_pair'] as const;
export type QuizKind = (typeof quizKinds)[number];

/** The quiz as its widget and page present it: texts, the window and the attempts. */
export const quizInfoSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Plain text, one prize per line. */
  prizes: z.string(),
  /** Plain text, one paragraph per line. */
  rules: z.string(),
  /** ISO timestamps of the window. */
  opens_at: z.string(),
  closes_at: z.string(),
  is_active: z.boolean(),
  attempts_allowed: z.number(),
});
export type QuizInfo = z.infer<typeof quizInfoSchema>;

/** The quiz a call is about, by its slug. */
export const quizSlugParams = z.object({ slug: z.string().max(64) });
/** The attempt a move changes, by its id. */
export const quizAttemptParams = z.object({ id: z.coerce.number().int().positive() });

export const QUIZ_NOT_ACTIVE = 'Quiz jest obecnie nieaktywny.';
export const QUIZ_SELLERS_ONLY = 'Quizy są dostępne tylko dla sprzedawców.';
export const QUIZ_IMPERSONATION_REFUSED =
  'Zalogowany jako klient możesz tylko oglądać quiz, nie możesz go rozwiązywać.';
export const QUIZ_NO_ATTEMPTS_LEFT = 'Wykorzystano już wszystkie podejścia do tego quizu.';
export const QUIZ_ALREADY_STARTED = 'Quiz został już rozpoczęty w innym oknie.';
export const QUIZ_NOT_STARTED = 'Najpierw rozpocznij quiz.';
export const QUIZ_ATTEMPT_FINISHED = 'To podejście zostało już zakończone.';
export const QUIZ_STATE_CHANGED = 'Stan quizu zmienił się w innym oknie. Odśwież stronę.';

/** Times are shown in whole seconds, counted from START to the last answer by the server's clock. */
export const quizSeconds = (durationMs: number) => Math.floor(durationMs / 1000);
export const formatQuizTime = (seconds: number) => `${seconds} s`;

/** A published quiz as the results page lists it: its card and its kind (which widget shows it). */
export const quizListItemSchema = quizInfoSchema.extend({ kind: z.enum(quizKinds) });
export type QuizListItem = z.infer<typeof quizListItemSchema>;

export const quizzesApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/quizzes',
    tag: 'quizzes',
    summary: 'The published quizzes, oldest first, each with its card and kind, for the results page widgets.',
    answer: z.object({ success: z.literal(true), quizzes: z.array(quizListItemSchema) }),
  }),
  show: defineCall({
    method: 'GET',
    path: '/api/quizzes/:slug',
    tag: 'quizzes',
    summary: "Any quiz's card (title, prizes, rules, window), as every quiz widget shows it.",
    params: quizSlugParams,
    answer: z.object({ success: z.literal(true), quiz: quizInfoSchema }),
  }),
};
export type QuizAnswer = AnswerOf<typeof quizzesApi.show>;
export type QuizListAnswer = AnswerOf<typeof quizzesApi.list>;
