import { randomInt } from 'node:crypto';
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
  QUIZ_NO_ATTEMPTS_LEFT,
  type UserFindPair,
} from '@portal/contract';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/access/actor.js';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';
import { findAttempts } from '../quizzes/quizzes.repository.js';
import {
  type Attempt,
  attemptTime,
  fastStepReason,
  finishAttempt,
  isFinished,
  latestAttempt,
  leftAttempts,
  loadQuiz,
  openAttempt,
  type Quiz,
  quizInfo,
  requireOpen,
  runningAttempt,
  saveAttempt,
  startingRace,
  withFlag,
} from '../quizzes/quizzes.service.js';
import { findFaces, findReverse } from './find-pair.repository.js';

/**
 * Find a pair: every attempt deals the faces anew onto 20 places. The browser knows a card by its
 * place only; its face comes from the server when it is turned, and whether two turned cards are
 * a pair is the server's call. The time runs from START on the server's clock; coming back to a
 * running game (a reload, another tab) finds the board as it was and the clock still running.
 */

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

const readState = (attempt: Attempt): State => stateSchema.parse(attempt.state);

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

/** Each face twice, shuffled (Fisher–Yates with a cryptographic source: the deal must not be guessable). */
function deal(board: Board): number[] {
  const deck = [...board.faces.keys()].flatMap((number) => [number, number]);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
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
export async function showFindPair(db: DB, clock: Clock, actor: Actor, slug: string): Promise<FindPairShowAnswer> {
  const quiz = await loadQuiz(db, slug, 'find_pair');
  const attempts = await findAttempts(db, quiz.id, actor.userId);
  const attempt = latestAttempt(attempts);
  return {
    success: true,
    quiz: quizInfo(quiz, clock),
    userFindPair: attempt ? userFindPair(attempt, readState(attempt)) : null,
    left_attempts: leftAttempts(quiz, attempts),
    server_time: clock.now().toISOString(),
  };
}

/** GET find-pair-create: START with a fresh deal, or the board of the attempt already running. */
export async function createFindPair(db: DB, clock: Clock, actor: Actor, slug: string): Promise<FindPairCreateAnswer> {
  const quiz = await loadQuiz(db, slug, 'find_pair');
  const board = await loadBoard(db, quiz);
  const { attempt, state } = await startingRace(() =>
    db.transaction().execute(async (trx) => {
      requireOpen(quiz, clock);
      const attempts = await findAttempts(trx, quiz.id, actor.userId);
      const latest = latestAttempt(attempts);
      if (latest?.status === 'started') return { attempt: latest, state: readState(latest) };
      if (leftAttempts(quiz, attempts) === 0) throw new ForbiddenError(QUIZ_NO_ATTEMPTS_LEFT);
      const fresh: State = { deck: deal(board), found: [], selected: [], missed: 0, since: clock.now().toISOString() };
      return { attempt: await openAttempt(trx, clock, { quiz, actor, attempts, state: fresh }), state: fresh };
    }),
  );
  return {
    success: true,
    cards: cards(board, state),
    userFindPair: userFindPair(attempt, state),
    server_time: clock.now().toISOString(),
  };
}

/** The user's running attempt with its quiz and state, checked for a move. */
async function writableAttempt(trx: DB, clock: Clock, actor: Actor, attemptId: number) {
  const { attempt, quiz } = await runningAttempt(trx, clock, actor, attemptId, 'find_pair');
  return { attempt, quiz, state: readState(attempt) };
}

/**
 * POST find-pair-store-card: turns a card and gives its face. A place off the board, a card turned
 * already, a card of a found pair, or a third card before the two are checked is refused (§5).
 */
export async function storeCard(
  db: DB,
  clock: Clock,
  actor: Actor,
  attemptId: number,
  payload: z.output<typeof findPairStoreCardSchema>,
): Promise<FindPairStoreCardAnswer> {
  return db.transaction().execute(async (trx) => {
    const { attempt, quiz, state } = await writableAttempt(trx, clock, actor, attemptId);
    const place = payload.card_id;
    if (place > state.deck.length) throw ValidationError.field('card_id', FIND_PAIR_CARD_INVALID);
    if (state.found.includes(faceAt(state, place))) throw ValidationError.field('card_id', FIND_PAIR_CARD_FOUND);
    if (state.selected.includes(place)) throw ValidationError.field('card_id', FIND_PAIR_CARD_TWICE);
    if (state.selected.length >= 2) throw ValidationError.field('card_id', FIND_PAIR_TOO_MANY);

    const now = clock.now();
    const next: State = { ...state, selected: [...state.selected, place], since: now.toISOString() };
    const saved = await saveAttempt(trx, clock, attempt, {
      state: next,
      ...withFlag(attempt, fastStepReason(quiz, state.since, now, 'odkrycie karty')),
    });
    const board = await loadBoard(trx, quiz);
    return { success: true, card: cardAt(board, next, place), userFindPair: userFindPair(saved, next) };
  });
}

/**
 * POST find-pair-check-cards: the two turned cards are a pair or not. A pair stays face up; either
 * way the turned cards are cleared. The last pair completes the attempt with the server's time.
 */
export async function checkCards(
  db: DB,
  clock: Clock,
  actor: Actor,
  attemptId: number,
  payload: z.output<typeof findPairCheckCardsSchema>,
): Promise<FindPairCheckCardsAnswer> {
  return db.transaction().execute(async (trx) => {
    const { attempt, quiz, state } = await writableAttempt(trx, clock, actor, attemptId);
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
    const saved = await saveAttempt(trx, clock, attempt, {
      state: next,
      score: next.found.length,
      mistakes: next.missed,
      ...(complete
        ? finishAttempt(clock, quiz, attempt, {
            status: 'completed',
            score: next.found.length,
            mistakes: next.missed,
            passed: true,
          })
        : {}),
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
  });
}

/** GET find-pair-store: "Zakończ". The game ends as it stands; only all pairs found is a pass. */
export async function storeFindPair(
  db: DB,
  clock: Clock,
  actor: Actor,
  attemptId: number,
): Promise<FindPairStoreAnswer> {
  return db.transaction().execute(async (trx) => {
    const { attempt, quiz, state } = await writableAttempt(trx, clock, actor, attemptId);
    const next: State = { ...state, selected: [] };
    const saved = await saveAttempt(trx, clock, attempt, {
      state: next,
      ...finishAttempt(clock, quiz, attempt, {
        status: 'completed',
        score: next.found.length,
        mistakes: next.missed,
        passed: next.found.length === next.deck.length / 2,
      }),
    });
    return { success: true, message: FIND_PAIR_SAVED, userFindPair: userFindPair(saved, next) };
  });
}
