import { z } from 'zod';
import type { QuizInfo } from './quizzes.js';

/** The millionaires quiz (docs/product/quizzes.md). */

export const MILLIONAIRES_QUESTIONS = 5;
export const MILLIONAIRES_PASSED = 'QUIZ Zaliczony.';
export const MILLIONAIRES_NOT_PASSED = 'QUIZ Niezaliczony.';
export const MILLIONAIRES_REGULATIONS_REQUIRED = 'Zaakceptowanie regulaminu jest wymagane';
export const MILLIONAIRES_ALREADY_PASSED = 'Quiz został już przez Ciebie zaliczony.';
export const MILLIONAIRES_QUESTION_OUTDATED = 'To pytanie nie jest już aktualne.';
export const MILLIONAIRES_ANSWER_INVALID = 'Wybierz jedną z odpowiedzi na pytanie.';
export const MILLIONAIRES_LIFEBUOY_USED = 'To koło ratunkowe zostało już wykorzystane.';
export const MILLIONAIRES_FIFTY_FIFTY_UNAVAILABLE = 'Koło 50/50 wymaga co najmniej 3 odpowiedzi.';
export const MILLIONAIRES_STARTED = 'Quiz rozpoczęty. Powodzenia!';
/** At least this many answers must remain for 50-50 to hide all but two. */
export const FIFTY_FIFTY_MIN_ANSWERS = 3;

export const lifebuoys = ['50_50', 'audience_help'] as const;
export type Lifebuoy = (typeof lifebuoys)[number];

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** Starting an attempt: the regulations checkbox must be ticked. */
export const millionairesStartSchema = z.object({
  regulations: z.literal(true, { error: MILLIONAIRES_REGULATIONS_REQUIRED }),
});
export type MillionairesStartPayload = z.input<typeof millionairesStartSchema>;

export const millionairesAnswerSchema = z.object({
  answer: id(MILLIONAIRES_ANSWER_INVALID),
  question: id(MILLIONAIRES_QUESTION_OUTDATED),
  /** The lifeline the player used on this question, if any; the server keeps its own record. */
  lifebuoy: z.enum(lifebuoys).nullish(),
});
export type MillionairesAnswerPayload = z.input<typeof millionairesAnswerSchema>;

export const millionairesLifebuoySchema = z.object({
  question: id(MILLIONAIRES_QUESTION_OUTDATED),
  lifebuoy: z.enum(lifebuoys, { error: 'Wybierz koło ratunkowe.' }),
});
export type MillionairesLifebuoyPayload = z.input<typeof millionairesLifebuoySchema>;

export interface MillionairesAnswerOption {
  id: number;
  /** The text, or for an image the path of the picture. */
  name: string;
  type: 'text' | 'img';
  /** What the picture shows (images only). */
  alt: string | null;
}

export interface AudienceVote {
  answer_id: number;
  percent: number;
}

export interface MillionairesQuestion {
  id: number;
  /** 1 to numberOfQuestions. */
  number: number;
  name: string;
  answers: MillionairesAnswerOption[];
  /** Answers 50-50 took away from this question. */
  hidden_answers: number[];
  /** The audience's votes on this question, when asked. */
  audience: AudienceVote[] | null;
  audienceHelpId: number | null;
}

export interface UserMillionaire {
  id: number;
  /** ISO, the server's START. */
  start_at: string;
  time: number | null;
  time_formatted: string | null;
  is_completed: boolean;
  is_winner: boolean;
  /** The question the lifeline was used on. */
  used_audience_help: number | null;
  used_50_50: number | null;
}

export interface MillionairesResults {
  time: number;
  time_formatted: string;
  is_winner: boolean;
  /** MILLIONAIRES_PASSED or MILLIONAIRES_NOT_PASSED. */
  message: string;
}

/** GET /api/millionaires-create/{slug}: the user's state in the quiz. */
export interface MillionairesStateAnswer {
  success: true;
  quiz: QuizInfo;
  isActive: boolean;
  isStarted: boolean;
  /** Passed, or no attempt left: nothing more to play. */
  isCompleted: boolean;
  isWinner: boolean;
  leftAttempts: number;
  numberOfQuestions: number;
  /** The question being answered (1-based); 0 when no attempt runs. */
  currentQuestionNumber: number;
  /** The latest attempt. */
  userMillionaire: UserMillionaire | null;
  /** The result that counts: the passed attempt, else the latest finished one. */
  results: MillionairesResults | null;
  /** The server's clock, so the browser's timer shows the server's time. */
  server_time: string;
}

/** GET /api/millionaires-check-if-start/{slug}: a game left mid-way is over. */
export interface MillionairesCheckAnswer {
  success: true;
  abandoned: boolean;
  message?: string;
}

export interface MillionairesQuestionAnswer {
  success: true;
  question: MillionairesQuestion;
  userMillionaire: UserMillionaire;
  currentQuestionNumber: number;
  server_time: string;
}

/** POST /api/millionaires-store/{slug}: the attempt started, with its first question. */
export interface MillionairesStartAnswer extends MillionairesQuestionAnswer {
  message: string;
  leftAttempts: number;
}

/** POST /api/millionaires-store-answer/{id} */
export interface MillionairesAnswerResult {
  success: true;
  correct: boolean;
  isCompleted: boolean;
  isWinner: boolean;
  /** The next question while the attempt goes on. */
  question: MillionairesQuestion | null;
  currentQuestionNumber: number;
  results: MillionairesResults | null;
  leftAttempts: number;
  userMillionaire: UserMillionaire;
  server_time: string;
}

/** POST /api/millionaires-get-lifebuoy/{id} */
export interface MillionairesLifebuoyAnswer {
  success: true;
  answersToHide?: number[];
  audienceHelpId?: number;
  audience?: AudienceVote[];
}
