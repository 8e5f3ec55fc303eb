import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { quizAttemptParams, quizInfoSchema, quizSlugParams } from './quizzes.js';

/** Find a pair (docs/product/quizzes.md). */

/** 20 cards, 10 pairs, two turned at a time; a checked pair stays in view this long. */
export const FIND_PAIR_CLEAR_MS = 500;

export const FIND_PAIR_CARD_INVALID = 'Wybierz kartę z planszy.';
export const FIND_PAIR_CARD_TWICE = 'Ta karta jest już odkryta.';
export const FIND_PAIR_TOO_MANY = 'Możesz odkryć najwyżej dwie karty naraz.';
export const FIND_PAIR_CARD_FOUND = 'Ta para jest już znaleziona.';
export const FIND_PAIR_SELECTION_INVALID = 'Sprawdzić można tylko dwie odkryte karty.';
export const FIND_PAIR_MATCH = 'Brawo! To jest para.';
export const FIND_PAIR_ALL_FOUND = 'Brawo! Wszystkie pary znalezione.';
export const FIND_PAIR_MISS = 'To nie jest para.';
export const FIND_PAIR_SAVED = 'Twój wynik został zapisany.';

const cardId = z.number({ error: FIND_PAIR_CARD_INVALID }).int(FIND_PAIR_CARD_INVALID).positive(FIND_PAIR_CARD_INVALID);

export const findPairStoreCardSchema = z.object({ card_id: cardId });
export type FindPairStoreCardPayload = z.input<typeof findPairStoreCardSchema>;

export const findPairCheckCardsSchema = z.object({
  selected_cards: z
    .array(z.unknown(), { error: FIND_PAIR_SELECTION_INVALID })
    .length(2, FIND_PAIR_SELECTION_INVALID)
    .refine(
      (cards): cards is [number, number] => cards.every((card) => Number.isInteger(card) && (card as number) > 0),
      FIND_PAIR_SELECTION_INVALID,
    ),
});
export type FindPairCheckCardsPayload = z.input<typeof findPairCheckCardsSchema>;

/**
 * A card on the board, by its place (1 to 20, dealt anew for every attempt). `img` is the reverse
 * until the card is turned: its face leaves the server only when it is picked or its pair is found.
 */
const card = z.object({
  id: z.number(),
  img: z.string(),
  alt: z.string(),
  /** Face up: picked now, or part of a pair already found. */
  is_open: z.boolean(),
  is_found: z.boolean(),
});
export type FindPairCard = z.infer<typeof card>;

const userFindPair = z.object({
  id: z.number(),
  founded_pairs: z.number(),
  missed_pairs: z.number(),
  pairs_total: z.number(),
  /** The server's START. */
  start_at: z.string(),
  is_completed: z.boolean(),
  /** Every pair found. */
  is_passed: z.boolean(),
  /** Seconds from START to the end; null while the attempt runs. */
  time: z.number().nullable(),
  time_formatted: z.string().nullable(),
  /** The cards turned now, waiting to be checked (at most two). */
  selected_cards: z.array(z.number()),
});
export type UserFindPair = z.infer<typeof userFindPair>;

export const findPairApi = {
  show: defineCall({
    method: 'GET',
    path: '/api/find-pair-show/:slug',
    tag: 'find-pair',
    summary: "The find-a-pair quiz and the player's attempt (none before START); changes nothing.",
    params: quizSlugParams,
    answer: z.object({
      success: z.literal(true),
      quiz: quizInfoSchema,
      userFindPair: userFindPair.nullable(),
      left_attempts: z.number(),
      server_time: z.string(),
    }),
  }),
  create: defineCall({
    method: 'GET',
    path: '/api/find-pair-create/:slug',
    tag: 'find-pair',
    summary: 'START with a fresh deal, or back into the running attempt: the board, face down but for what was earned.',
    params: quizSlugParams,
    answer: z.object({
      success: z.literal(true),
      cards: z.array(card),
      userFindPair,
      server_time: z.string(),
    }),
  }),
  storeCard: defineCall({
    method: 'POST',
    path: '/api/find-pair-store-card/:id',
    tag: 'find-pair',
    summary: 'Turns a card and gives its face.',
    params: quizAttemptParams,
    body: findPairStoreCardSchema,
    answer: z.object({ success: z.literal(true), card, userFindPair }),
  }),
  checkCards: defineCall({
    method: 'POST',
    path: '/api/find-pair-check-cards/:id',
    tag: 'find-pair',
    summary: 'Whether the two turned cards are a pair; either way they are cleared.',
    params: quizAttemptParams,
    body: findPairCheckCardsSchema,
    answer: z.object({
      success: z.literal(true),
      is_pair: z.boolean(),
      message: z.string(),
      /** The two checked cards, face up, for the moment before they are cleared. */
      user_selected_cards: z.array(card),
      userFindPair,
    }),
  }),
  store: defineCall({
    method: 'GET',
    path: '/api/find-pair-store/:id',
    tag: 'find-pair',
    summary: '"Zakończ": the game ends as it stands; only every pair found is a pass.',
    params: quizAttemptParams,
    answer: z.object({ success: z.literal(true), message: z.string(), userFindPair }),
  }),
};
/** GET /api/find-pair-show/{slug}: the quiz and the user's attempt (null before START); changes nothing. */
export type FindPairShowAnswer = AnswerOf<typeof findPairApi.show>;
/** GET /api/find-pair-create/{slug}: START, or back into the running attempt: the board. */
export type FindPairCreateAnswer = AnswerOf<typeof findPairApi.create>;
/** POST /api/find-pair-store-card/{id}: the picked card, face up. */
export type FindPairStoreCardAnswer = AnswerOf<typeof findPairApi.storeCard>;
/** POST /api/find-pair-check-cards/{id}: whether the two turned cards are a pair. */
export type FindPairCheckCardsAnswer = AnswerOf<typeof findPairApi.checkCards>;
/** GET /api/find-pair-store/{id}: "Zakończ", the game ends as it stands. */
export type FindPairStoreAnswer = AnswerOf<typeof findPairApi.store>;
