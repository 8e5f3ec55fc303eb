import { z } from 'zod';
import type { QuizInfo } from './quizzes.js';

/** Find a pair (docs/product/quizzes.md). */

/** 20 cards, 10 pairs, two turned at a time; a checked pair stays in view this long. */
export const FIND_PAIR_CLEAR_MS = 500;

export const FIND_PAIR_CARD_INVALID = 'Wybierz kartę z planszy.';
export const FIND_PAIR_CARD_TWICE = 'Ta karta jest już odkryta.';
export const FIND_PAIR_TOO_MANY = 'Możesz odkryć najwyżej dwie karty naraz.';
export const FIND_PAIR_CARD_FOUND = 'Ta para jest już znaleziona.';
export const FIND_PAIR_SELECTION_INVALID = 'Sprawdzić można tylko dwie odkryte karty.';
export const FIND_PAIR_MATCH = 'Brawo! To jest para.';
export const FIND_PAIR_ALL_FOUND = 'Brawo! Znalazłeś wszystkie pary.';
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
export interface FindPairCard {
  id: number;
  img: string;
  alt: string;
  /** Face up: picked now, or part of a pair already found. */
  is_open: boolean;
  is_found: boolean;
}

export interface UserFindPair {
  id: number;
  founded_pairs: number;
  missed_pairs: number;
  pairs_total: number;
  /** The server's START. */
  start_at: string;
  is_completed: boolean;
  /** Every pair found. */
  is_passed: boolean;
  /** Seconds from START to the end; null while the attempt runs. */
  time: number | null;
  time_formatted: string | null;
  /** The cards turned now, waiting to be checked (at most two). */
  selected_cards: number[];
}

/** GET /api/find-pair-show/{slug}: the quiz and the user's attempt (null before START); changes nothing. */
export interface FindPairShowAnswer {
  success: true;
  quiz: QuizInfo;
  userFindPair: UserFindPair | null;
  left_attempts: number;
  server_time: string;
}

/** GET /api/find-pair-create/{slug}: START, or back into the running attempt: the board. */
export interface FindPairCreateAnswer {
  success: true;
  cards: FindPairCard[];
  userFindPair: UserFindPair;
  server_time: string;
}

/** POST /api/find-pair-store-card/{id}: the picked card, face up. */
export interface FindPairStoreCardAnswer {
  success: true;
  card: FindPairCard;
  userFindPair: UserFindPair;
}

/** POST /api/find-pair-check-cards/{id}: whether the two turned cards are a pair. */
export interface FindPairCheckCardsAnswer {
  success: true;
  is_pair: boolean;
  message: string;
  /** The two checked cards, face up, for the moment before they are cleared. */
  user_selected_cards: FindPairCard[];
  userFindPair: UserFindPair;
}

/** GET /api/find-pair-store/{id}: "Zakończ", the game ends as it stands. */
export interface FindPairStoreAnswer {
  success: true;
  message: string;
  userFindPair: UserFindPair;
}
