import { z } from 'zod';
import type { QuizInfo } from './quizzes.js';

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
export interface CrosswordGivenLetter {
  /** 1-based position in the answer. */
  position: number;
  letter: string;
}

export interface CrosswordQuestion {
  id: number;
  /** The clue. */
  name: string;
  number: number;
  answer_length: number;
  /** The grid column (1-based) where the row starts, so the main letters form one column. */
  grid_start_position: number;
  /** 1-based positions in the answer. */
  position_main_letter: number;
  position_additional_letter: number | null;
  /** Which letter of the additional password the marked cell gives (1-based). */
  additional_password_letter_index: number | null;
  disabled_letters_array: CrosswordGivenLetter[];
}

export interface Crossword {
  slug: string;
  title: string;
  /** Clues listed (number above 0). */
  questions_count: number;
  additional_password_length: number;
  /** The additional password's last letter, fixed for everyone. */
  additional_password_last_letter: string;
  /** Columns of the grid. */
  grid_width: number;
  /** The column of the main letters. */
  main_column: number;
  left_attempts: number;
}

/** GET /api/crossword-show-time/{slug}: what the widget shows. */
export interface CrosswordShowTimeAnswer {
  success: true;
  quiz: QuizInfo;
  /** Seconds from START to sending; null until the answers are sent. */
  time: number | null;
  time_formatted: string | null;
  is_active: boolean;
  left_attempts: number;
  /** All rows and the additional password right. */
  passed: boolean | null;
}

/** GET /api/crossword-show/{slug}: the crossword may be solved now (else 403/404, and the browser goes home). */
export interface CrosswordShowAnswer {
  success: true;
  quiz: QuizInfo;
  crossword: Crossword;
  /** An attempt is running: its clock did not stop when its page was left. */
  is_started: boolean;
}

/** GET /api/crossword-create/{slug}: START: the clues, never the answers. */
export interface CrosswordCreateAnswer {
  success: true;
  crossword: Crossword;
  questions: CrosswordQuestion[];
  /** ISO: where the time runs from. */
  start_at: string;
  server_time: string;
}

/** POST /api/crossword-store/{slug} */
export interface CrosswordStoreAnswer {
  success: true;
  message: string;
  /** Per question id: the row is right. */
  result: Record<string, boolean>;
  additional_password: boolean;
  passed: boolean;
  time: number;
  time_formatted: string;
}
