import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { quizAttemptParams, quizInfoSchema, quizSlugParams } from './quizzes.js';

/** Find the difference (docs/product/quizzes.md). */

export const FIND_DIFF_FOUND = 'Brawo! To jedna z różnic.';
export const FIND_DIFF_ALL_FOUND = 'Brawo! Wszystkie różnice znalezione.';
export const FIND_DIFF_MISSED = 'Tu nie ma różnicy. Tracisz jedno życie.';
export const FIND_DIFF_ALREADY_FOUND = 'Ta różnica jest już znaleziona.';
export const FIND_DIFF_NO_LIVES = 'Nie ma już żyć. Quiz został zakończony.';
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

/** The two pictures, as PNGs rendered on the server from drawings that never leave it. */
export const findDiffPictureFiles = ['original.png', 'fake.png'] as const;
export type FindDiffPictureFile = (typeof findDiffPictureFiles)[number];

/** The pictures to compare; the differences are only counted and numbered, never placed. */
const findDiff = z.object({
  img_fake: z.string(),
  img_original: z.string(),
  /** The images' drawing size (their viewBox): the areas found are given in these units. */
  width: z.number(),
  height: z.number(),
  count_of_diff: z.number(),
  diff_ids: z.array(z.number()),
});
export type FindDiff = z.infer<typeof findDiff>;

/** A difference already found: a circle in the images' units (FindDiff width and height). */
const area = z.object({
  id: z.number(),
  number: z.number(),
  cx: z.number(),
  cy: z.number(),
  r: z.number(),
});
export type FindDiffArea = z.infer<typeof area>;

const userFindDiff = z.object({
  id: z.number(),
  life: z.number(),
  lost_life: z.number(),
  /** Seconds from START to the end; null while the attempt runs. */
  time: z.number().nullable(),
  time_formatted: z.string().nullable(),
  founded_diff_count: z.number(),
  diff_to_found: z.number(),
  /** Ended: all found, lives lost or the result sent. */
  is_completed: z.boolean(),
  /** All differences found. */
  is_passed: z.boolean(),
  founded_diffs: z.array(z.number()),
});
export type UserFindDiff = z.infer<typeof userFindDiff>;

export const findDiffApi = {
  show: defineCall({
    method: 'GET',
    path: '/api/find-diff-show/:slug',
    tag: 'find-diff',
    summary: 'Whether the player may play find-the-difference now, and when not, why.',
    params: quizSlugParams,
    answer: z.object({
      success: z.boolean(),
      message: z.string().nullable(),
      quiz: quizInfoSchema,
      /** An attempt runs: coming back to it costs a life. */
      is_started: z.boolean(),
    }),
  }),
  create: defineCall({
    method: 'GET',
    path: '/api/find-diff-create/:slug',
    tag: 'find-diff',
    summary: 'START, or the way back into the running attempt (which costs a life): the pictures, never the areas.',
    params: quizSlugParams,
    answer: z.object({
      success: z.literal(true),
      /** Set when coming back cost a life. */
      message: z.string().nullable(),
      findDiff,
      userFindDiff,
      /** The differences found so far, to draw again. */
      areas: z.array(area),
    }),
  }),
  user: defineCall({
    method: 'GET',
    path: '/api/user-find-diff-show/:slug',
    tag: 'find-diff',
    summary: "The player's attempt as it stands (none before START) and the differences it found; changes nothing.",
    params: quizSlugParams,
    answer: z.object({
      success: z.literal(true),
      quiz: quizInfoSchema,
      userFindDiff: userFindDiff.nullable(),
      areas: z.array(area),
    }),
  }),
  storeDiff: defineCall({
    method: 'POST',
    path: '/api/find-diff-store-diff/:id',
    tag: 'find-diff',
    summary: 'Judges a click: a new difference reveals its area, a miss (success false) costs a life.',
    params: quizAttemptParams,
    body: findDiffStoreDiffSchema,
    answer: z.object({
      success: z.boolean(),
      message: z.string(),
      area: area.nullable(),
      userFindDiff,
    }),
  }),
  store: defineCall({
    method: 'POST',
    path: '/api/find-diff-store/:id',
    tag: 'find-diff',
    summary: 'Sends the result as it stands and ends the attempt.',
    params: quizAttemptParams,
    answer: z.object({ success: z.literal(true), message: z.string(), userFindDiff }),
  }),
  picture: defineCall({
    method: 'GET',
    path: '/api/find-diff-pictures/:slug/:file',
    tag: 'find-diff',
    summary: 'One of the two pictures as a PNG.',
    params: z.object({ slug: z.string().max(64), file: z.enum(findDiffPictureFiles) }),
    answer: null,
    produces: 'image/png',
  }),
};
/** GET /api/find-diff-show/{slug}: whether this user may play now, and the message when not. */
export type FindDiffShowAnswer = AnswerOf<typeof findDiffApi.show>;
/** GET /api/find-diff-create/{slug}: START, or the way back into the running attempt. */
export type FindDiffCreateAnswer = AnswerOf<typeof findDiffApi.create>;
/** GET /api/user-find-diff-show/{slug}: the user's attempt (null before START) and what it found. */
export type UserFindDiffShowAnswer = AnswerOf<typeof findDiffApi.user>;
/** POST /api/find-diff-store-diff/{id}: a hit reveals its area; a miss (success false) costs a life. */
export type FindDiffStoreDiffAnswer = AnswerOf<typeof findDiffApi.storeDiff>;
/** POST /api/find-diff-store/{id}: the result is sent as it stands. */
export type FindDiffStoreAnswer = AnswerOf<typeof findDiffApi.store>;
