import { randomInt } from 'node:crypto';
import {
  formatQuizTime,
  type QuizKind as KindName,
  QUIZ_ALREADY_STARTED,
  QUIZ_ATTEMPT_FINISHED,
  QUIZ_IMPERSONATION_REFUSED,
  QUIZ_NO_ATTEMPTS_LEFT,
  QUIZ_NOT_ACTIVE,
  QUIZ_SELLERS_ONLY,
  QUIZ_STATE_CHANGED,
  type QuizInfo,
  quizSeconds,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { QuizAttemptStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Actor } from '../../plugins/access/actor.js';
import { member, refuseImpersonation, requireSeller, sameOriginOnly } from '../../plugins/access/policies.js';
import {
  type Attempt,
  type AttemptChanges,
  findAttempts,
  findQuiz,
  findQuizById,
  findUserAttempt,
  insertAttempt,
  type Quiz,
  updateAttempt,
} from './quizzes.repository.js';

export type { Attempt, Quiz };

/**
 * The quiz engine every quiz kind runs on (docs/decisions/0005-quiz-engine.md): the window, who
 * may play, attempts numbered per user (the unique number keeps two tabs from opening two at
 * once), the server's clock for every time, optimistic versions so that racing requests cannot
 * both change an attempt, and flags on results faster than a person can act. A kind declares
 * only what is its own (QuizKind): its state, how a new attempt begins, what START does with a
 * running one; its moves run through `move` and `saveMove`.
 */

/** A quiz kind as the engine runs it. */
export interface QuizKind<State> {
  /** Its `quizzes.kind`. */
  name: KindName;
  /** The attempt's own state (the questions drawn, the cards dealt), checked whenever it is read. */
  state: z.ZodType<State>;
  /** The state a new attempt begins with. */
  deal(start: { trx: DB; clock: Clock; quiz: Quiz }): Promise<State> | State;
  /** Refuses START before anything else (the quiz passed already, the answers sent). */
  refuseStart?(attempts: Attempt[]): void;
  /**
   * START while an attempt runs (a reload, another tab): go on in it, as it is or changed (a life
   * taken), or 'abandon' it for a new one; or refuse. Without it, START goes back into it.
   */
  reenter?(running: Move<State> & { left: number }): Promise<Playing<State> | 'abandon'> | Playing<State> | 'abandon';
  /** Where a new attempt's clock runs from; by default its START. */
  timedFrom?(attempts: Attempt[]): string | undefined;
}

/** Who makes a quiz call and with what: the database, the server's clock and the caller. */
export interface Play {
  db: DB;
  clock: Clock;
  actor: Actor;
}

/** An attempt with its state as the kind reads it. */
export interface Playing<State> {
  attempt: Attempt;
  state: State;
}

/** A move on a running attempt: everything it needs, inside the move's transaction. */
export interface Move<State> extends Playing<State> {
  trx: DB;
  clock: Clock;
  actor: Actor;
  quiz: Quiz;
}

// Who may look and who may play: anyone who may use the portal looks; sellers play.

/** A quiz's description, time and the player's own results. */
export const viewerAccess = member();

/**
 * Quizzes are the sellers' contest: an operator looking as a seller must not spend their
 * attempts, and a leader who does not sell does not play.
 */
export const playerAccess = member(refuseImpersonation(QUIZ_IMPERSONATION_REFUSED), requireSeller(QUIZ_SELLERS_ONLY));

/** The GETs that change a game (START, ending a left game): only from the portal's own pages. */
export const playerGetAccess = member(
  sameOriginOnly,
  refuseImpersonation(QUIZ_IMPERSONATION_REFUSED),
  requireSeller(QUIZ_SELLERS_ONLY),
);

// The quiz and the player's attempts.

export async function loadQuiz(db: DB, slug: string, kind: KindName): Promise<Quiz> {
  const quiz = await findQuiz(db, slug);
  if (quiz?.kind !== kind || !isPublished(quiz)) throw new NotFoundError('Nie znaleziono quizu.');
  return quiz;
}

/**
 * Participants see only a published quiz: a draft is not ready and a withdrawn one was taken down
 * (docs/decisions/0038-operator-built-quizzes.md); to them, neither exists.
 */
export const isPublished = (quiz: Quiz) => quiz.status === 'published';

export function isQuizActive(quiz: Quiz, clock: Clock): boolean {
  const now = clock.now().toISOString();
  return quiz.opens_at <= now && now < quiz.closes_at;
}

export function quizInfo(quiz: Quiz, clock: Clock): QuizInfo {
  return {
    slug: quiz.slug,
    title: quiz.title,
    prizes: quiz.prizes,
    rules: quiz.rules,
    opens_at: quiz.opens_at,
    closes_at: quiz.closes_at,
    is_active: isQuizActive(quiz, clock),
    attempts_allowed: quiz.attempts_allowed,
  };
}

/** Every write of a quiz happens inside its window. */
export function requireOpen(quiz: Quiz, clock: Clock): void {
  if (!isQuizActive(quiz, clock)) throw new ForbiddenError(QUIZ_NOT_ACTIVE);
}

export const leftAttempts = (quiz: Quiz, attempts: Attempt[]) => Math.max(0, quiz.attempts_allowed - attempts.length);

export const latestAttempt = (attempts: Attempt[]): Attempt | undefined => attempts[attempts.length - 1];

export const isFinished = (attempt: Attempt) => attempt.status === 'completed' || attempt.status === 'failed';

export const readState = <State>(kind: QuizKind<State>, attempt: Attempt): State => kind.state.parse(attempt.state);

/**
 * The items in a random order for a deal (the questions drawn, the answers' order, the cards):
 * Fisher–Yates with a cryptographic source, so that a deal cannot be guessed.
 */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The attempt's time in whole seconds, as every screen shows it. */
export function attemptTime(attempt: Attempt): { time: number; time_formatted: string } | null {
  if (attempt.duration_ms === null) return null;
  const time = quizSeconds(attempt.duration_ms);
  return { time, time_formatted: formatQuizTime(time) };
}

/** Where the player stands in a quiz of the kind, for the calls that only read. */
export async function standing<State>(play: Play, kind: QuizKind<State>, slug: string) {
  return standingAt(play, await loadQuiz(play.db, slug, kind.name));
}

/** Where the player stands in a quiz already loaded. */
export async function standingAt(play: Play, quiz: Quiz) {
  const attempts = await playerAttempts(play.db, quiz, play.actor);
  const latest = latestAttempt(attempts);
  return {
    quiz,
    info: quizInfo(quiz, play.clock),
    attempts,
    latest,
    left: leftAttempts(quiz, attempts),
    isStarted: latest?.status === 'started',
  };
}

/** The player's attempts at a quiz, first to last. */
export const playerAttempts = (db: DB, quiz: Quiz, actor: Actor): Promise<Attempt[]> =>
  findAttempts(db, quiz.id, actor.userId);

// START.

/**
 * START of a quiz of the kind, in one transaction: inside the window, after the kind's own
 * refusals; a running attempt is gone back into, changed or left as the kind says; then, with an
 * attempt left, a new one is opened with the kind's first state, stamped by the server's clock.
 * Two tabs starting at the same moment both take the same attempt number: the loser's
 * transaction fails on the unique key and is refused.
 */
export async function startAttempt<State>(
  play: Play,
  kind: QuizKind<State>,
  quiz: Quiz,
): Promise<Playing<State> & { left: number; resumed: boolean }> {
  const { db, clock, actor } = play;
  try {
    return await db.transaction().execute(async (trx) => {
      requireOpen(quiz, clock);
      const attempts = await playerAttempts(trx, quiz, actor);
      kind.refuseStart?.(attempts);
      const latest = latestAttempt(attempts);
      const left = leftAttempts(quiz, attempts);
      if (latest?.status === 'started') {
        const running = { trx, clock, actor, quiz, attempt: latest, state: readState(kind, latest), left };
        const next = kind.reenter ? await kind.reenter(running) : running;
        if (next !== 'abandon') return { attempt: next.attempt, state: next.state, left, resumed: true };
        await abandon(trx, clock, latest);
      }
      if (left === 0) throw new ForbiddenError(QUIZ_NO_ATTEMPTS_LEFT);
      const state = await kind.deal({ trx, clock, quiz });
      const attempt = await openAttempt(trx, clock, {
        quiz,
        actor,
        attempts,
        state,
        timedFrom: kind.timedFrom?.(attempts),
      });
      return { attempt, state, left: leftAttempts(quiz, [...attempts, attempt]), resumed: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(QUIZ_ALREADY_STARTED);
    throw error;
  }
}

/** Opens the user's next attempt, stamped START by the server's clock. */
async function openAttempt(
  trx: DB,
  clock: Clock,
  input: { quiz: Quiz; actor: Actor; attempts: Attempt[]; state: unknown; timedFrom: string | undefined },
): Promise<Attempt> {
  const now = clock.now().toISOString();
  const number = (latestAttempt(input.attempts)?.attempt_number ?? 0) + 1;
  return insertAttempt(trx, {
    quiz_id: input.quiz.id,
    user_id: input.actor.userId,
    company_id: input.actor.companyId,
    attempt_number: number,
    status: 'started',
    started_at: now,
    timed_from: input.timedFrom ?? now,
    finished_at: null,
    duration_ms: null,
    score: 0,
    mistakes: 0,
    passed: false,
    flagged_for_review: false,
    flag_reason: null,
    reviewed_at: null,
    review_decision: null,
    state: input.state,
    version: 0,
    updated_at: now,
  });
}

/** Ends a started attempt left behind (a reload, a new tab) without a result. */
export function abandon(trx: DB, clock: Clock, attempt: Attempt): Promise<Attempt> {
  return saveAttempt(trx, clock, attempt, { status: 'abandoned', finished_at: clock.now().toISOString() });
}

// Moves.

/**
 * A move on the user's running attempt of the kind, in one transaction: inside the window and
 * still running, with its state read. Another user's attempt is not found; the route's
 * playerAccess has let only sellers in person in.
 */
export function move<State, T>(
  play: Play,
  kind: QuizKind<State>,
  attemptId: number,
  run: (move: Move<State>) => Promise<T>,
): Promise<T> {
  const { db, clock, actor } = play;
  return db.transaction().execute(async (trx) => {
    const attempt = await findUserAttempt(trx, attemptId, actor.userId);
    const quiz = attempt && (await findQuizById(trx, attempt.quiz_id));
    if (!attempt || quiz?.kind !== kind.name || !isPublished(quiz)) {
      throw new NotFoundError('Nie znaleziono podejścia do quizu.');
    }
    requireOpen(quiz, clock);
    if (attempt.status !== 'started') throw new ConflictError(QUIZ_ATTEMPT_FINISHED);
    return run({ trx, clock, actor, quiz, attempt, state: readState(kind, attempt) });
  });
}

/** How an attempt ends: its result. */
export interface Outcome {
  status: Exclude<QuizAttemptStatus, 'started' | 'abandoned'>;
  score: number;
  mistakes: number;
  passed: boolean;
}

/** What a move changes; `finish` ends the attempt. */
export interface MoveChanges<State> {
  state?: State;
  score?: number;
  mistakes?: number;
  /** Why this move is to be reviewed (made faster than a person can), or null. */
  review?: string | null;
  finish?: Outcome;
}

/**
 * Records a move on the attempt as it was read; a request that raced another on the same attempt
 * (a second tab, a replay) finds it changed and is refused, so exactly one of them counts. A
 * finish is stamped by the server, its time measured from the attempt's START.
 */
export function saveMove<State>(move: Move<State>, changes: MoveChanges<State>): Promise<Attempt> {
  const { state, score, mistakes, review, finish } = changes;
  const flag = withFlag(move.attempt, review ?? null);
  return saveAttempt(move.trx, move.clock, move.attempt, {
    ...(state !== undefined && { state }),
    ...(score !== undefined && { score }),
    ...(mistakes !== undefined && { mistakes }),
    ...flag,
    ...(finish && finishAttempt(move.clock, move.quiz, { ...move.attempt, ...flag }, finish)),
  });
}

async function saveAttempt(trx: DB, clock: Clock, attempt: Attempt, changes: AttemptChanges): Promise<Attempt> {
  const updated_at = clock.now().toISOString();
  if (!(await updateAttempt(trx, attempt.id, attempt.version, { ...changes, updated_at }))) {
    throw new ConflictError(QUIZ_STATE_CHANGED);
  }
  return { ...attempt, ...changes, updated_at, version: attempt.version + 1 };
}

/** Adds a reason to an attempt's review flag, keeping earlier ones. */
function withFlag(attempt: Attempt, reason: string | null): AttemptChanges {
  if (reason === null) return {};
  return {
    flagged_for_review: true,
    flag_reason: attempt.flag_reason ? `${attempt.flag_reason}; ${reason}` : reason,
  };
}

const seconds = (ms: number) => (ms / 1000).toLocaleString('pl-PL', { maximumFractionDigits: 2 });

/** A reason to review a single move (an answer, a click) made faster than the quiz allows, or null. */
export function fastStepReason(move: Move<unknown>, sinceIso: string, what: string): string | null {
  if (move.quiz.min_step_ms === null) return null;
  const elapsed = move.clock.now().getTime() - Date.parse(sinceIso);
  return elapsed < move.quiz.min_step_ms ? `${what} po ${seconds(elapsed)} s` : null;
}

/**
 * The changes that end an attempt: the finish stamped by the server, the time measured from its
 * START, and a review flag when the whole attempt took less than a person needs.
 */
function finishAttempt(clock: Clock, quiz: Quiz, attempt: Attempt, outcome: Outcome): AttemptChanges {
  const now = clock.now();
  const durationMs = Math.max(0, now.getTime() - Date.parse(attempt.timed_from));
  const tooFast =
    outcome.passed && quiz.min_duration_ms !== null && durationMs < quiz.min_duration_ms
      ? `ukończony w ${seconds(durationMs)} s (minimum ${seconds(quiz.min_duration_ms)} s)`
      : null;
  return {
    status: outcome.status,
    finished_at: now.toISOString(),
    duration_ms: durationMs,
    score: outcome.score,
    mistakes: outcome.mistakes,
    passed: outcome.passed,
    ...withFlag(attempt, tooFast),
  };
}
