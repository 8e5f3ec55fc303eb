import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { quizInfoSchema, quizSlugParams } from './quizzes.js';

/** The crossword (docs/product/quizzes.md). */

export const CROSSWORD_ALREADY_SENT = 'Odpowiedzi zostały już wysłane.';
export const CROSSWORD_LETTER_INVALID = 'Każde pole mieści jedną literę.';
export const CROSSWORD_THANKS = 'Dziękujemy! Twoje odpowiedzi zostały zapisane.';

/** Letters are compared as Polish readers write them: upper case, Ą to Ż intact. */
export const crosswordLetter = (letter: string) => letter.normalize('NFC').trim().toLocaleUpperCase('pl-PL');

const letter = z
  .string({ error: CROSSWORD_LETTER_INVALID })
  .nullish()
  .transform((value) => crosswordLetter(value ?? ''))
  .pipe(z.string().max(1, CROSSWORD_LETTER_INVALID));

export const crosswordStoreSchema = z.object({
  /** The letters typed in each row, keyed by question id; an empty string is an empty cell. */
  answers: z.record(z.string().regex(/^\d+$/, 'Nieznane pytanie.'), z.array(letter).max(40)).default({}),
  additional_password: z.array(letter).max(40).default([]),
});
export type CrosswordStorePayload = z.input<typeof crosswordStoreSchema>;

/** A letter of the grid given to every player (shown, not typed). */
const givenLetter = z.object({
  /** 1-based position in the answer. */
  position: z.number(),
  letter: z.string(),
});
export type CrosswordGivenLetter = z.infer<typeof givenLetter>;

const question = z.object({
  id: z.number(),
  /** The clue. */
  name: z.string(),
  number: z.number(),
  answer_length: z.number(),
  /** The grid column (1-based) where the row starts, so the main letters form one column. */
  grid_start_position: z.number(),
  /** 1-based positions in the answer. */
  position_main_letter: z.number(),
  position_additional_letter: z.number().nullable(),
  /** Which letter of the additional password the marked cell gives (1-based). */
  additional_password_letter_index: z.number().nullable(),
  disabled_letters_array: z.array(givenLetter),
});
export type CrosswordQuestion = z.infer<typeof question>;

const crossword = z.object({
  slug: z.string(),
  title: z.string(),
  /** Clues listed (number above 0). */
  questions_count: z.number(),
  additional_password_length: z.number(),
  /** The additional password's last letter, fixed for everyone. */
  additional_password_last_letter: z.string(),
  /** Columns of the grid. */
  grid_width: z.number(),
  /** The column of the main letters. */
  main_column: z.number(),
  left_attempts: z.number(),
});
export type Crossword = z.infer<typeof crossword>;

export const crosswordApi = {
  showTime: defineCall({
    method: 'GET',
    path: '/api/crossword-show-time/:slug',
    tag: 'crossword',
    summary: "What the crossword's widget shows: the player's time once sent, whether it is open, attempts left.",
    params: quizSlugParams,
    answer: z.object({
      success: z.literal(true),
      quiz: quizInfoSchema,
      /** Seconds from START to sending; null until the answers are sent. */
      time: z.number().nullable(),
      time_formatted: z.string().nullable(),
      is_active: z.boolean(),
      left_attempts: z.number(),
      /** All rows and the additional password right. */
      passed: z.boolean().nullable(),
    }),
  }),
  show: defineCall({
    method: 'GET',
    path: '/api/crossword-show/:slug',
    tag: 'crossword',
    summary: 'Whether the player may solve the crossword now (refused otherwise, and the page goes home).',
    params: quizSlugParams,
    answer: z.object({
      success: z.literal(true),
      quiz: quizInfoSchema,
      crossword,
      /** An attempt is running: its clock did not stop when its page was left. */
      is_started: z.boolean(),
    }),
  }),
  create: defineCall({
    method: 'GET',
    path: '/api/crossword-create/:slug',
    tag: 'crossword',
    summary: 'START: stamps the attempt and gives the clues, never the answers.',
    params: quizSlugParams,
    answer: z.object({
      success: z.literal(true),
      crossword,
      questions: z.array(question),
      /** ISO: where the time runs from. */
      start_at: z.string(),
      server_time: z.string(),
    }),
  }),
  store: defineCall({
    method: 'POST',
    path: '/api/crossword-store/:slug',
    tag: 'crossword',
    summary: 'Sends the letters: checks the rows and the additional password and ends the attempt.',
    params: quizSlugParams,
    body: crosswordStoreSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      /** Per question id: the row is right. */
      result: z.record(z.string(), z.boolean()),
      additional_password: z.boolean(),
      passed: z.boolean(),
      time: z.number(),
      time_formatted: z.string(),
    }),
  }),
};
/** GET /api/crossword-show-time/{slug}: what the widget shows. */
export type CrosswordShowTimeAnswer = AnswerOf<typeof crosswordApi.showTime>;
/** GET /api/crossword-show/{slug}: the crossword may be solved now (else 403/404, and the browser goes home). */
export type CrosswordShowAnswer = AnswerOf<typeof crosswordApi.show>;
/** GET /api/crossword-create/{slug}: START: the clues, never the answers. */
export type CrosswordCreateAnswer = AnswerOf<typeof crosswordApi.create>;
export type CrosswordStoreAnswer = AnswerOf<typeof crosswordApi.store>;
