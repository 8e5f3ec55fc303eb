import { z } from 'zod';
import type { QuizInfo } from './quizzes.js';

/** Find the difference (docs/product/quizzes.md). */

export const FIND_DIFF_FOUND = 'Brawo! Znalazłeś różnicę.';
export const FIND_DIFF_ALL_FOUND = 'Brawo! Znalazłeś wszystkie różnice.';
export const FIND_DIFF_MISSED = 'Tu nie ma różnicy. Tracisz jedno życie.';
export const FIND_DIFF_ALREADY_FOUND = 'Tę różnicę już znalazłeś.';
export const FIND_DIFF_NO_LIVES = 'Straciłeś wszystkie życia. Quiz został zakończony.';
export const FIND_DIFF_REENTRY = 'Ponowne wejście do quizu kosztowało jedno życie.';
export const FIND_DIFF_SAVED = 'Twój wynik został zapisany.';
export const FIND_DIFF_POINT_INVALID = 'Kliknij w obrazek.';

/** A coordinate of the click, as a fraction of the image's width or height. */
const fraction = z
  .number({ error: FIND_DIFF_POINT_INVALID })
  .min(0, FIND_DIFF_POINT_INVALID)
  .max(1, FIND_DIFF_POINT_INVALID);

export const findDiffStoreDiffSchema = z.object({
  /** The click point on either image, relative to the image (0..1 from its top left corner). */
  diff: z.object({ x: fraction, y: fraction }, { error: FIND_DIFF_POINT_INVALID }),
});
export type FindDiffStoreDiffPayload = z.input<typeof findDiffStoreDiffSchema>;

/** The pictures to compare; the differences are only counted and numbered, never placed. */
export interface FindDiff {
  img_fake: string;
  img_original: string;
  /** The images' drawing size (their viewBox): the areas found are given in these units. */
  width: number;
  height: number;
  count_of_diff: number;
  diff_ids: number[];
}

/** A difference already found: a circle in the images' units (FindDiff width and height). */
export interface FindDiffArea {
  id: number;
  number: number;
  cx: number;
  cy: number;
  r: number;
}

export interface UserFindDiff {
  id: number;
  life: number;
  lost_life: number;
  /** Seconds from START to the end; null while the attempt runs. */
  time: number | null;
  time_formatted: string | null;
  founded_diff_count: number;
  diff_to_found: number;
  /** Ended: all found, lives lost or the result sent. */
  is_completed: boolean;
  /** All differences found. */
  is_passed: boolean;
  founded_diffs: number[];
}

/** GET /api/find-diff-show/{slug}: whether this user may play now, and the message when not. */
export interface FindDiffShowAnswer {
  success: boolean;
  message: string | null;
  quiz: QuizInfo;
  /** An attempt runs: coming back to it costs a life. */
  is_started: boolean;
}

/** GET /api/find-diff-create/{slug}: START, or the way back into the running attempt. */
export interface FindDiffCreateAnswer {
  success: true;
  /** Set when coming back cost a life. */
  message: string | null;
  findDiff: FindDiff;
  userFindDiff: UserFindDiff;
  /** The differences found so far, to draw again. */
  areas: FindDiffArea[];
}

/** GET /api/user-find-diff-show/{slug}: the user's attempt (null before START) and what it found. */
export interface UserFindDiffShowAnswer {
  success: true;
  quiz: QuizInfo;
  userFindDiff: UserFindDiff | null;
  areas: FindDiffArea[];
}

/** POST /api/find-diff-store-diff/{id}: a hit reveals its area; a miss (success false) costs a life. */
export interface FindDiffStoreDiffAnswer {
  success: boolean;
  message: string;
  area: FindDiffArea | null;
  userFindDiff: UserFindDiff;
}

/** POST /api/find-diff-store/{id}: the result is sent as it stands. */
export interface FindDiffStoreAnswer {
  success: true;
  message: string;
  userFindDiff: UserFindDiff;
}
