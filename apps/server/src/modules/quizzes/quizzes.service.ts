import {
  formatQuizTime,
  QUIZ_ALREADY_STARTED,
  QUIZ_ATTEMPT_FINISHED,
  QUIZ_NOT_ACTIVE,
  QUIZ_STATE_CHANGED,
  type QuizInfo,
  type QuizKind,
  quizSeconds,
} from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { QuizAttemptStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/access/actor.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import {
  type AttemptChanges,
  type Attempt,
  findQuiz,
  findQuizById,
  findUserAttempt,
  insertAttempt,
  type Quiz,
  updateAttempt,
} from './quizzes.repository.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export type { Attempt, Quiz };

/**
 * The quiz engine every quiz kind runs on: the window, who may play, attempts numbered per user
 * (the unique number keeps two tabs from opening two at once), the server's clock for every time,
 * optimistic versions so that racing requests cannot both change an attempt, and flags on results
 * faster than a person can act.
 */

export async function loadQuiz(db: DB, slug: string, kind: QuizKind): Promise<Quiz> {
  const quiz = await findQuiz(db, slug);
  if (quiz?.kind !== kind) throw new NotFoundError('Nie znaleziono quizu.');
  return quiz;
}

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

/**
 * The user's running attempt at a quiz of `kind`, with its quiz, checked for a move: inside the
 * window and still running. Another user's attempt is not found; the route's playerAccess has
 * let only sellers in person in.
 */
export async function runningAttempt(
  trx: DB,
  clock: Clock,
  actor: Actor,
  attemptId: number,
  kind: QuizKind,
): Promise<{ attempt: Attempt; quiz: Quiz }> {
  const attempt = await findUserAttempt(trx, attemptId, actor.userId);
  const quiz = attempt && (await findQuizById(trx, attempt.quiz_id));
  if (!attempt || quiz?.kind !== kind) throw new NotFoundError('Nie znaleziono podejścia do quizu.');
  requireOpen(quiz, clock);
  if (attempt.status !== 'started') throw new ConflictError(QUIZ_ATTEMPT_FINISHED);
  return { attempt, quiz };
}

export const leftAttempts = (quiz: Quiz, attempts: Attempt[]) => Math.max(0, quiz.attempts_allowed - attempts.length);

export const latestAttempt = (attempts: Attempt[]): Attempt | undefined => attempts[attempts.length - 1];

export const isFinished = (attempt: Attempt) => attempt.status === 'completed' || attempt.status === 'failed';

/**
 * Runs a transaction that opens an attempt. Two tabs starting at the same moment both try to
 * take the same attempt number: the loser's transaction fails on the unique key and is refused.
 */
export async function startingRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(QUIZ_ALREADY_STARTED);
    throw error;
  }
}

/** Opens the user's next attempt, stamped START by the server's clock. */
export async function openAttempt(
  trx: DB,
  clock: Clock,
  input: { quiz: Quiz; actor: Actor; attempts: Attempt[]; state: unknown; timedFrom?: string },
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
    state: input.state,
    version: 0,
    updated_at: now,
  });
}

/**
 * Changes an attempt as read; a request that raced another on the same attempt (a second tab, a
 * replay) finds it changed and is refused, so exactly one of them counts.
 */
export async function saveAttempt(trx: DB, clock: Clock, attempt: Attempt, changes: AttemptChanges): Promise<Attempt> {
  const updated_at = clock.now().toISOString();
  if (!(await updateAttempt(trx, attempt.id, attempt.version, { ...changes, updated_at }))) {
    throw new ConflictError(QUIZ_STATE_CHANGED);
  }
  return { ...attempt, ...changes, updated_at, version: attempt.version + 1 };
}

/** Adds a reason to an attempt's review flag, keeping earlier ones. */
export function withFlag(attempt: Attempt, reason: string | null): AttemptChanges {
  if (reason === null) return {};
  return {
    flagged_for_review: true,
    flag_reason: attempt.flag_reason ? `${attempt.flag_reason}; ${reason}` : reason,
  };
}

const seconds = (ms: number) => (ms / 1000).toLocaleString('pl-PL', { maximumFractionDigits: 2 });

/** A reason to review a single move (an answer, a click) made faster than the quiz allows, or null. */
export function fastStepReason(quiz: Quiz, sinceIso: string, now: Date, what: string): string | null {
  if (quiz.min_step_ms === null) return null;
  const elapsed = now.getTime() - Date.parse(sinceIso);
  return elapsed < quiz.min_step_ms ? `${what} po ${seconds(elapsed)} s` : null;
}

/**
 * The changes that end an attempt: the finish stamped by the server, the time measured from its
 * START, and a review flag when the whole attempt took less than a person needs.
 */
export function finishAttempt(
  clock: Clock,
  quiz: Quiz,
  attempt: Attempt,
  outcome: {
    status: Exclude<QuizAttemptStatus, 'started' | 'abandoned'>;
    score: number;
    mistakes: number;
    passed: boolean;
  },
): AttemptChanges {
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

/** A started attempt left behind (a reload, a new tab): it ends without a result. */
export function abandonAttempt(clock: Clock): AttemptChanges {
  return { status: 'abandoned', finished_at: clock.now().toISOString() };
}

/** The attempt's time in whole seconds, as every screen shows it. */
export function attemptTime(attempt: Attempt): { time: number; time_formatted: string } | null {
  if (attempt.duration_ms === null) return null;
  const time = quizSeconds(attempt.duration_ms);
  return { time, time_formatted: formatQuizTime(time) };
}

/** Any quiz's card by its slug. */
export async function quizCard(db: DB, clock: Clock, slug: string): Promise<QuizInfo> {
  const quiz = await findQuiz(db, slug);
  if (!quiz) throw new NotFoundError('Nie znaleziono quizu.');
  return quizInfo(quiz, clock);
}
