import {
  FIND_PAIR_ALL_FOUND,
  FIND_PAIR_CARD_FOUND,
  FIND_PAIR_CARD_INVALID,
  FIND_PAIR_CARD_TWICE,
  FIND_PAIR_MATCH,
  FIND_PAIR_MISS,
  FIND_PAIR_SAVED,
  FIND_PAIR_SELECTION_INVALID,
  FIND_PAIR_TOO_MANY,
  type FindPairCard,
  type FindPairCheckCardsAnswer,
  type findPairCheckCardsSchema,
  type FindPairCreateAnswer,
  type FindPairShowAnswer,
  type FindPairStoreAnswer,
  type FindPairStoreCardAnswer,
  type findPairStoreCardSchema,
  type UserFindPair,
} from '@portal/contract';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { ValidationError } from '../../lib/errors.js';
import {
  type Attempt,
  attemptTime,
  fastStepReason,
  isFinished,
  loadQuiz,
  type Move,
  type Play,
  type Quiz,
  type QuizKind,
  readState,
  saveMove,
  shuffled,
  standing,
  startAttempt,
} from '../quizzes/quiz-engine.js';
import { findFaces, findReverse } from './find-pair.repository.js';

/** An attempt's own state: which face lies on each place, the faces found, the cards turned now. */
const stateSchema = z.object({
  /** deck[place - 1] is the face number on that place. */
  deck: z.array(z.number()),
  found: z.array(z.number()),
  selected: z.array(z.number()),
  missed: z.number(),
  since: z.string(),
});
type State = z.infer<typeof stateSchema>;

/**
 * Find a pair: every attempt deals the faces anew onto 20 places. The browser knows a card by its
 * place only; its face comes from the server when it is turned, and whether two turned cards are
 * a pair is the server's call. The time runs from START on the server's clock; coming back to a
 * running game (a reload, another tab) finds the board as it was and the clock still running.
 */
export const findPair: QuizKind<State> = {
  name: 'find_pair',
  state: stateSchema,
  async deal({ trx, clock, quiz }) {
    const faces = await findFaces(trx, quiz.id);
    // Each face twice, shuffled.
    const deck = shuffled(faces.flatMap((face) => [face.number, face.number]));
    return { deck, found: [], selected: [], missed: 0, since: clock.now().toISOString() };
  },
};

type FaceRow = Awaited<ReturnType<typeof findFaces>>[number];

interface Board {
  reverse: string;
  faces: Map<number, FaceRow>;
}

async function loadBoard(db: DB, quiz: Quiz): Promise<Board> {
  const [reverse, faces] = await Promise.all([findReverse(db, quiz.id), findFaces(db, quiz.id)]);
  if (!reverse || faces.length === 0) throw new Error(`Find-a-pair ${quiz.slug} has no cards`);
  return { reverse: reverse.img_reverse, faces: new Map(faces.map((face) => [face.number, face])) };
}

const faceAt = (state: State, place: number) => state.deck[place - 1]!;

/** A place as the browser may see it: face up only when turned now or its pair is found. */
function cardAt(board: Board, state: State, place: number): FindPairCard {
  const number = faceAt(state, place);
  const isFound = state.found.includes(number);
  const isOpen = isFound || state.selected.includes(place);
  const face = board.faces.get(number)!;
  return {
    id: place,
    img: isOpen ? face.img : board.reverse,
    alt: isOpen ? face.alt : 'Karta zakryta',
    is_open: isOpen,
    is_found: isFound,
  };
}

const cards = (board: Board, state: State) => state.deck.map((_, index) => cardAt(board, state, index + 1));

function userFindPair(attempt: Attempt, state: State): UserFindPair {
  const time = attemptTime(attempt);
  return {
    id: attempt.id,
    founded_pairs: state.found.length,
    missed_pairs: state.missed,
    pairs_total: state.deck.length / 2,
    start_at: attempt.timed_from,
    is_completed: isFinished(attempt),
    is_passed: attempt.passed,
    time: time?.time ?? null,
    time_formatted: time?.time_formatted ?? null,
    selected_cards: state.selected,
  };
}

/** GET find-pair-show: the quiz and where the user stands; changes nothing. */
export async function showFindPair(play: Play, slug: string): Promise<FindPairShowAnswer> {
  const { info, latest, left } = await standing(play, findPair, slug);
  return {
    success: true,
    quiz: info,
    userFindPair: latest ? userFindPair(latest, readState(findPair, latest)) : null,
    left_attempts: left,
    server_time: play.clock.now().toISOString(),
  };
}

/** GET find-pair-create: START with a fresh deal, or the board of the attempt already running. */
export async function createFindPair(play: Play, slug: string): Promise<FindPairCreateAnswer> {
  const quiz = await loadQuiz(play.db, slug, findPair.name);
  const board = await loadBoard(play.db, quiz);
  const { attempt, state } = await startAttempt(play, findPair, quiz);
  return {
    success: true,
    cards: cards(board, state),
    userFindPair: userFindPair(attempt, state),
    server_time: play.clock.now().toISOString(),
  };
}

/**
 * POST find-pair-store-card: turns a card and gives its face. A place off the board, a card turned
 * already, a card of a found pair, or a third card before the two are checked is refused (§5).
 */
export async function storeCard(
  move: Move<State>,
  payload: z.output<typeof findPairStoreCardSchema>,
): Promise<FindPairStoreCardAnswer> {
  const { trx, clock, quiz, state } = move;
  const place = payload.card_id;
  if (place > state.deck.length) throw ValidationError.field('card_id', FIND_PAIR_CARD_INVALID);
  if (state.found.includes(faceAt(state, place))) throw ValidationError.field('card_id', FIND_PAIR_CARD_FOUND);
  if (state.selected.includes(place)) throw ValidationError.field('card_id', FIND_PAIR_CARD_TWICE);
  if (state.selected.length >= 2) throw ValidationError.field('card_id', FIND_PAIR_TOO_MANY);

  const next: State = { ...state, selected: [...state.selected, place], since: clock.now().toISOString() };
  const saved = await saveMove(move, { state: next, review: fastStepReason(move, state.since, 'odkrycie karty') });
  const board = await loadBoard(trx, quiz);
  return { success: true, card: cardAt(board, next, place), userFindPair: userFindPair(saved, next) };
}

/**
 * POST find-pair-check-cards: the two turned cards are a pair or not. A pair stays face up; either
 * way the turned cards are cleared. The last pair completes the attempt with the server's time.
 */
export async function checkCards(
  move: Move<State>,
  payload: z.output<typeof findPairCheckCardsSchema>,
): Promise<FindPairCheckCardsAnswer> {
  const { trx, quiz, state } = move;
  const [first, second] = payload.selected_cards;
  const matchesTurned =
    state.selected.length === 2 && state.selected.includes(first) && state.selected.includes(second);
  if (!matchesTurned || first === second) throw ValidationError.field('selected_cards', FIND_PAIR_SELECTION_INVALID);

  const isPair = faceAt(state, first) === faceAt(state, second);
  const next: State = {
    ...state,
    found: isPair ? [...state.found, faceAt(state, first)] : state.found,
    missed: isPair ? state.missed : state.missed + 1,
    selected: [],
  };
  const complete = next.found.length === next.deck.length / 2;
  const finish = { status: 'completed', score: next.found.length, mistakes: next.missed, passed: true } as const;
  const saved = await saveMove(move, {
    state: next,
    score: next.found.length,
    mistakes: next.missed,
    finish: complete ? finish : undefined,
  });
  const board = await loadBoard(trx, quiz);
  // Shown face up for the moment before they are cleared: both were turned, so both are earned.
  const turned = { ...state, found: next.found };
  return {
    success: true,
    is_pair: isPair,
    message: complete ? FIND_PAIR_ALL_FOUND : isPair ? FIND_PAIR_MATCH : FIND_PAIR_MISS,
    user_selected_cards: [cardAt(board, turned, first), cardAt(board, turned, second)],
    userFindPair: userFindPair(saved, next),
  };
}

/** GET find-pair-store: "Zakończ". The game ends as it stands; only all pairs found is a pass. */
export async function storeFindPair(move: Move<State>): Promise<FindPairStoreAnswer> {
  const next: State = { ...move.state, selected: [] };
  const saved = await saveMove(move, {
    state: next,
    finish: {
      status: 'completed',
      score: next.found.length,
      mistakes: next.missed,
      passed: next.found.length === next.deck.length / 2,
    },
  });
  return { success: true, message: FIND_PAIR_SAVED, userFindPair: userFindPair(saved, next) };
}
