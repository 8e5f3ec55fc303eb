import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { quizAttemptParams, quizInfoSchema, quizSlugParams } from './quizzes.js';

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

const answerOption = z.object({
  id: z.number(),
  /** The text, or for an image the path of the picture. */
  name: z.string(),
  type: z.enum(['text', 'img']),
  /** What the picture shows (images only). */
  alt: z.string().nullable(),
});
export type MillionairesAnswerOption = z.infer<typeof answerOption>;

const audienceVote = z.object({ answer_id: z.number(), percent: z.number() });
export type AudienceVote = z.infer<typeof audienceVote>;

const question = z.object({
  id: z.number(),
  /** 1 to numberOfQuestions. */
  number: z.number(),
  name: z.string(),
  answers: z.array(answerOption),
  /** Answers 50-50 took away from this question. */
  hidden_answers: z.array(z.number()),
  /** The audience's votes on this question, when asked. */
  audience: z.array(audienceVote).nullable(),
  audienceHelpId: z.number().nullable(),
});
export type MillionairesQuestion = z.infer<typeof question>;

const userMillionaire = z.object({
  id: z.number(),
  /** ISO, the server's START. */
  start_at: z.string(),
  time: z.number().nullable(),
  time_formatted: z.string().nullable(),
  is_completed: z.boolean(),
  is_winner: z.boolean(),
  /** The question the lifeline was used on. */
  used_audience_help: z.number().nullable(),
  used_50_50: z.number().nullable(),
});
export type UserMillionaire = z.infer<typeof userMillionaire>;

const results = z.object({
  time: z.number(),
  time_formatted: z.string(),
  is_winner: z.boolean(),
  /** MILLIONAIRES_PASSED or MILLIONAIRES_NOT_PASSED. */
  message: z.string(),
});
export type MillionairesResults = z.infer<typeof results>;

const questionAnswer = z.object({
  success: z.literal(true),
  question,
  userMillionaire,
  currentQuestionNumber: z.number(),
  server_time: z.string(),
});

export const millionairesApi = {
  state: defineCall({
    method: 'GET',
    path: '/api/millionaires-create/:slug',
    tag: 'millionaires',
    summary:
      'Where the player stands in the millionaires quiz: attempts left, the running question, the result that counts.',
    params: quizSlugParams,
    answer: z.object({
      success: z.literal(true),
      quiz: quizInfoSchema,
      isActive: z.boolean(),
      isStarted: z.boolean(),
      /** Passed, or no attempt left: nothing more to play. */
      isCompleted: z.boolean(),
      isWinner: z.boolean(),
      leftAttempts: z.number(),
      numberOfQuestions: z.number(),
      /** The question being answered (1-based); 0 when no attempt runs. */
      currentQuestionNumber: z.number(),
      /** The latest attempt. */
      userMillionaire: userMillionaire.nullable(),
      /** The result that counts: the passed attempt, else the latest finished one. */
      results: results.nullable(),
      /** The server's clock, so the browser's timer shows the server's time. */
      server_time: z.string(),
    }),
  }),
  checkIfStart: defineCall({
    method: 'GET',
    path: '/api/millionaires-check-if-start/:slug',
    tag: 'millionaires',
    summary: 'Called as the quiz page opens: a game left mid-way ends here and its attempt is spent.',
    params: quizSlugParams,
    answer: z.object({ success: z.literal(true), abandoned: z.boolean(), message: z.string().optional() }),
  }),
  question: defineCall({
    method: 'GET',
    path: '/api/millionaires-get-question/:slug',
    tag: 'millionaires',
    summary: "The question of the player's running attempt.",
    params: quizSlugParams,
    answer: questionAnswer,
  }),
  start: defineCall({
    method: 'POST',
    path: '/api/millionaires-store/:slug',
    tag: 'millionaires',
    summary: "START: draws the attempt's questions, stamps the start and gives the first question.",
    params: quizSlugParams,
    body: millionairesStartSchema,
    answer: questionAnswer.extend({ message: z.string(), leftAttempts: z.number() }),
  }),
  answer: defineCall({
    method: 'POST',
    path: '/api/millionaires-store-answer/:id',
    tag: 'millionaires',
    summary:
      'Answers the current question: a right answer brings the next one or passes, a wrong one ends the attempt.',
    params: quizAttemptParams,
    body: millionairesAnswerSchema,
    answer: z.object({
      success: z.literal(true),
      correct: z.boolean(),
      isCompleted: z.boolean(),
      isWinner: z.boolean(),
      /** The next question while the attempt goes on. */
      question: question.nullable(),
      currentQuestionNumber: z.number(),
      results: results.nullable(),
      leftAttempts: z.number(),
      userMillionaire,
      server_time: z.string(),
    }),
  }),
  lifebuoy: defineCall({
    method: 'POST',
    path: '/api/millionaires-get-lifebuoy/:id',
    tag: 'millionaires',
    summary:
      'Uses a lifeline on the current question, once per attempt: 50-50 hides wrong answers, the audience points at the right one.',
    params: quizAttemptParams,
    body: millionairesLifebuoySchema,
    answer: z.object({
      success: z.literal(true),
      answersToHide: z.array(z.number()).optional(),
      audienceHelpId: z.number().optional(),
      audience: z.array(audienceVote).optional(),
    }),
  }),
};
/** GET /api/millionaires-create/{slug}: the user's state in the quiz. */
export type MillionairesStateAnswer = AnswerOf<typeof millionairesApi.state>;
/** GET /api/millionaires-check-if-start/{slug}: a game left mid-way is over. */
export type MillionairesCheckAnswer = AnswerOf<typeof millionairesApi.checkIfStart>;
export type MillionairesQuestionAnswer = AnswerOf<typeof millionairesApi.question>;
/** POST /api/millionaires-store/{slug}: the attempt started, with its first question. */
export type MillionairesStartAnswer = AnswerOf<typeof millionairesApi.start>;
export type MillionairesAnswerResult = AnswerOf<typeof millionairesApi.answer>;
export type MillionairesLifebuoyAnswer = AnswerOf<typeof millionairesApi.lifebuoy>;
