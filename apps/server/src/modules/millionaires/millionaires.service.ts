import { randomInt } from 'node:crypto';
import {
  type AudienceVote,
  FIFTY_FIFTY_MIN_ANSWERS,
  type Lifebuoy,
  MILLIONAIRES_ALREADY_PASSED,
  MILLIONAIRES_ANSWER_INVALID,
  MILLIONAIRES_FIFTY_FIFTY_UNAVAILABLE,
  MILLIONAIRES_LIFEBUOY_USED,
  MILLIONAIRES_NOT_PASSED,
  MILLIONAIRES_PASSED,
  MILLIONAIRES_QUESTION_OUTDATED,
  MILLIONAIRES_QUESTIONS,
  MILLIONAIRES_STARTED,
  type MillionairesAnswerResult,
  type millionairesAnswerSchema,
  type MillionairesCheckAnswer,
  type MillionairesLifebuoyAnswer,
  type millionairesLifebuoySchema,
  type MillionairesQuestion,
  type MillionairesQuestionAnswer,
  type MillionairesResults,
  type MillionairesStartAnswer,
  type MillionairesStateAnswer,
  QUIZ_ALREADY_STARTED,
  QUIZ_ATTEMPT_FINISHED,
  QUIZ_NO_ATTEMPTS_LEFT,
  QUIZ_NOT_STARTED,
  type UserMillionaire,
} from '@portal/contract';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { type Actor, actsInPerson } from '../../plugins/access/actor.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { findAttempts } from '../quizzes/quizzes.repository.js';
import {
  abandonAttempt,
  type Attempt,
  attemptTime,
  fastStepReason,
  finishAttempt,
  isFinished,
  isQuizActive,
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
import { findAnswerIds, findAnswerKey, findQuestion, findQuestionIds } from './millionaires.repository.js';

/**
 * An attempt's own state: the questions drawn for it in order, the order their answers are shown
 * in (shuffled for each attempt, so the letter of the right answer cannot be learnt or passed on),
 * the one being answered, since when, and the lifelines with the question each was used on.
 */
const stateSchema = z.object({
  questions: z.array(z.number()),
  /** Answer ids per question id, in the order A, B, C, D; absent in attempts begun before. */
  orders: z.record(z.string(), z.array(z.number())).default({}),
  current: z.number(),
  since: z.string(),
  fifty: z.object({ question: z.number(), hidden: z.array(z.number()) }).nullable(),
  audience: z
    .object({
      question: z.number(),
      answer: z.number(),
      votes: z.array(z.object({ answer_id: z.number(), percent: z.number() })),
    })
    .nullable(),
});
type State = z.infer<typeof stateSchema>;

const readState = (attempt: Attempt): State => stateSchema.parse(attempt.state);

const questionCount = (quiz: Quiz) => quiz.questions_per_attempt ?? MILLIONAIRES_QUESTIONS;

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function userMillionaire(attempt: Attempt, state: State): UserMillionaire {
  const time = attemptTime(attempt);
  return {
    id: attempt.id,
    start_at: attempt.started_at,
    time: time?.time ?? null,
    time_formatted: time?.time_formatted ?? null,
    is_completed: isFinished(attempt),
    is_winner: attempt.passed,
    used_audience_help: state.audience?.question ?? null,
    used_50_50: state.fifty?.question ?? null,
  };
}

function results(attempt: Attempt): MillionairesResults | null {
  const time = attemptTime(attempt);
  if (!time || !isFinished(attempt)) return null;
  const passed = attempt.passed;
  return { ...time, is_winner: passed, message: passed ? MILLIONAIRES_PASSED : MILLIONAIRES_NOT_PASSED };
}

/** The question being answered, as the player may see it: no key, only the lifelines they earned. */
async function currentQuestionOf(db: DB, state: State): Promise<MillionairesQuestion> {
  const id = state.questions[state.current];
  if (id === undefined) throw new ConflictError(QUIZ_ATTEMPT_FINISHED);
  const question = await findQuestion(db, id);
  const order = state.orders[String(id)] ?? [];
  const place = (answerId: number) => {
    const at = order.indexOf(answerId);
    return at === -1 ? order.length : at;
  };
  return {
    id: question.id,
    number: state.current + 1,
    name: question.name,
    answers: question.answers.toSorted((a, b) => place(a.id) - place(b.id)),
    hidden_answers: state.fifty?.question === id ? state.fifty.hidden : [],
    audience: state.audience?.question === id ? state.audience.votes : null,
    audienceHelpId: state.audience?.question === id ? state.audience.answer : null,
  };
}

/** GET millionaires-create: where the user stands in the quiz. */
export async function millionairesState(
  db: DB,
  clock: Clock,
  actor: Actor,
  slug: string,
): Promise<MillionairesStateAnswer> {
  const quiz = await loadQuiz(db, slug, 'millionaires');
  const attempts = await findAttempts(db, quiz.id, actor.userId);
  const latest = latestAttempt(attempts);
  const passed = attempts.find((attempt) => attempt.passed);
  const left = leftAttempts(quiz, attempts);
  const isStarted = latest?.status === 'started';
  const counted = passed ?? attempts.filter(isFinished).at(-1);
  const info = quizInfo(quiz, clock);
  return {
    success: true,
    quiz: info,
    isActive: info.is_active,
    isStarted,
    isCompleted: passed !== undefined || (left === 0 && !isStarted),
    isWinner: passed !== undefined,
    leftAttempts: left,
    numberOfQuestions: questionCount(quiz),
    currentQuestionNumber: isStarted ? readState(latest).current + 1 : 0,
    userMillionaire: latest ? userMillionaire(latest, readState(latest)) : null,
    results: counted ? results(counted) : null,
    server_time: clock.now().toISOString(),
  };
}

/**
 * GET millionaires-check-if-start: called as the quiz page opens. A game still running was left
 * (a reload, a closed tab, another tab): it ends here and its attempt is spent, as the leave
 * warning says. An operator looking as the user, or a request after the window closed, changes
 * nothing.
 */
export async function checkIfStart(db: DB, clock: Clock, actor: Actor, slug: string): Promise<MillionairesCheckAnswer> {
  const quiz = await loadQuiz(db, slug, 'millionaires');
  // An operator looks without consequences; once the window has closed nothing changes any more.
  if (!actsInPerson(actor) || !isQuizActive(quiz, clock)) return { success: true, abandoned: false };
  return db.transaction().execute(async (trx) => {
    const latest = latestAttempt(await findAttempts(trx, quiz.id, actor.userId));
    if (latest?.status !== 'started') return { success: true, abandoned: false };
    await saveAttempt(trx, clock, latest, abandonAttempt(clock));
    return { success: true, abandoned: true, message: 'Poprzednie podejście zostało przerwane i zakończone.' };
  });
}

async function startedAttempt(db: DB, quiz: Quiz, userId: number): Promise<Attempt> {
  const latest = latestAttempt(await findAttempts(db, quiz.id, userId));
  if (latest?.status !== 'started') throw new NotFoundError(QUIZ_NOT_STARTED);
  return latest;
}

/** GET millionaires-get-question: the question of the running attempt. */
export async function currentQuestion(
  db: DB,
  clock: Clock,
  actor: Actor,
  slug: string,
): Promise<MillionairesQuestionAnswer> {
  const quiz = await loadQuiz(db, slug, 'millionaires');
  const attempt = await startedAttempt(db, quiz, actor.userId);
  const state = readState(attempt);
  return {
    success: true,
    question: await currentQuestionOf(db, state),
    userMillionaire: userMillionaire(attempt, state),
    currentQuestionNumber: state.current + 1,
    server_time: clock.now().toISOString(),
  };
}

/**
 * POST millionaires-store: START. Draws the attempt's questions at random from the quiz's pool
 * and stamps the start with the server's clock.
 */
export async function startMillionaires(
  db: DB,
  clock: Clock,
  actor: Actor,
  slug: string,
): Promise<MillionairesStartAnswer> {
  const quiz = await loadQuiz(db, slug, 'millionaires');
  return startingRace(() =>
    db.transaction().execute(async (trx) => {
      requireOpen(quiz, clock);
      const attempts = await findAttempts(trx, quiz.id, actor.userId);
      if (attempts.some((attempt) => attempt.passed)) throw new ForbiddenError(MILLIONAIRES_ALREADY_PASSED);
      if (latestAttempt(attempts)?.status === 'started') throw new ConflictError(QUIZ_ALREADY_STARTED);
      if (leftAttempts(quiz, attempts) === 0) throw new ForbiddenError(QUIZ_NO_ATTEMPTS_LEFT);

      const pool = await findQuestionIds(trx, quiz.id);
      if (pool.length < questionCount(quiz)) throw new Error(`Quiz ${quiz.slug} has too few questions`);
      const questions = shuffled(pool).slice(0, questionCount(quiz));
      const answers = await findAnswerIds(trx, questions);
      const state: State = {
        questions,
        orders: Object.fromEntries(questions.map((id) => [String(id), shuffled(answers.get(id) ?? [])])),
        current: 0,
        since: clock.now().toISOString(),
        fifty: null,
        audience: null,
      };
      const attempt = await openAttempt(trx, clock, { quiz, actor, attempts, state });
      return {
        success: true,
        message: MILLIONAIRES_STARTED,
        question: await currentQuestionOf(trx, state),
        userMillionaire: userMillionaire(attempt, state),
        currentQuestionNumber: 1,
        leftAttempts: leftAttempts(quiz, [...attempts, attempt]),
        server_time: clock.now().toISOString(),
      };
    }),
  );
}

/** The user's running attempt with its quiz and state, checked for a move. */
async function writableAttempt(trx: DB, clock: Clock, actor: Actor, attemptId: number) {
  const { attempt, quiz } = await runningAttempt(trx, clock, actor, attemptId, 'millionaires');
  return { attempt, quiz, state: readState(attempt) };
}

function requireCurrent(state: State, questionId: number): void {
  if (state.questions[state.current] !== questionId) throw new ConflictError(MILLIONAIRES_QUESTION_OUTDATED);
}

/**
 * POST millionaires-store-answer: only the current question of the user's own running attempt
 * can be answered, once. A right answer brings the next question, the last one passes the quiz;
 * a wrong one ends the attempt. An answer faster than a person can read is flagged for review.
 */
export async function storeAnswer(
  db: DB,
  clock: Clock,
  actor: Actor,
  attemptId: number,
  payload: z.output<typeof millionairesAnswerSchema>,
): Promise<MillionairesAnswerResult> {
  return db.transaction().execute(async (trx) => {
    const { attempt, quiz, state } = await writableAttempt(trx, clock, actor, attemptId);
    requireCurrent(state, payload.question);
    const key = await findAnswerKey(trx, payload.question);
    const chosen = key.find((answer) => answer.id === payload.answer);
    if (!chosen) throw ValidationError.field('answer', MILLIONAIRES_ANSWER_INVALID);

    const now = clock.now();
    const flag = withFlag(attempt, fastStepReason(quiz, state.since, now, `odpowiedź na pytanie ${state.current + 1}`));
    const flagged = { ...attempt, ...flag };
    const correct = chosen.is_correct;
    const last = state.current + 1 >= state.questions.length;

    let saved: Attempt;
    let next: State = state;
    if (correct && !last) {
      next = { ...state, current: state.current + 1, since: now.toISOString() };
      saved = await saveAttempt(trx, clock, attempt, {
        ...flag,
        score: state.current + 1,
        state: next,
      });
    } else {
      const outcome = correct
        ? { status: 'completed' as const, score: state.questions.length, mistakes: 0, passed: true }
        : { status: 'failed' as const, score: state.current, mistakes: 1, passed: false };
      saved = await saveAttempt(trx, clock, attempt, { ...flag, ...finishAttempt(clock, quiz, flagged, outcome) });
    }

    const attempts = await findAttempts(trx, quiz.id, actor.userId);
    const finished = isFinished(saved);
    return {
      success: true,
      correct,
      isCompleted: finished,
      isWinner: saved.passed,
      question: finished ? null : await currentQuestionOf(trx, next),
      currentQuestionNumber: finished ? 0 : next.current + 1,
      results: results(saved),
      leftAttempts: leftAttempts(quiz, attempts),
      userMillionaire: userMillionaire(saved, next),
      server_time: now.toISOString(),
    };
  });
}

/** The audience favours the right answer; the other visible answers share what is left. */
function audienceVotes(visible: number[], right: number): AudienceVote[] {
  if (visible.length < 2) return [{ answer_id: right, percent: 100 }];
  const rightShare = randomInt(51, 81);
  const others = visible.filter((id) => id !== right);
  const weights = others.map(() => randomInt(1, 11));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor(((100 - rightShare) * weight) / total));
  shares[0]! += 100 - rightShare - shares.reduce((sum, share) => sum + share, 0);
  return visible.map((id) => ({
    answer_id: id,
    percent: id === right ? rightShare : (shares[others.indexOf(id)] ?? 0),
  }));
}

/**
 * POST millionaires-get-lifebuoy: each lifeline once per attempt, on the current question. 50-50
 * takes away all wrong answers but one (it needs at least 3 answers); the audience points at the
 * right one. Asking again on the same question repeats the same help.
 */
export async function useLifebuoy(
  db: DB,
  clock: Clock,
  actor: Actor,
  attemptId: number,
  payload: z.output<typeof millionairesLifebuoySchema>,
): Promise<MillionairesLifebuoyAnswer> {
  return db.transaction().execute(async (trx) => {
    const { attempt, state } = await writableAttempt(trx, clock, actor, attemptId);
    requireCurrent(state, payload.question);
    const lifebuoy: Lifebuoy = payload.lifebuoy;

    if (lifebuoy === '50_50') {
      if (state.fifty) {
        if (state.fifty.question !== payload.question) throw new ForbiddenError(MILLIONAIRES_LIFEBUOY_USED);
        return { success: true, answersToHide: state.fifty.hidden };
      }
      const key = await findAnswerKey(trx, payload.question);
      if (key.length < FIFTY_FIFTY_MIN_ANSWERS) {
        throw ValidationError.field('lifebuoy', MILLIONAIRES_FIFTY_FIFTY_UNAVAILABLE);
      }
      const wrong = key.filter((answer) => !answer.is_correct).map((answer) => answer.id);
      const hidden = shuffled(wrong).slice(0, key.length - 2);
      const next: State = { ...state, fifty: { question: payload.question, hidden } };
      await saveAttempt(trx, clock, attempt, { state: next });
      return { success: true, answersToHide: hidden };
    }

    if (state.audience) {
      if (state.audience.question !== payload.question) throw new ForbiddenError(MILLIONAIRES_LIFEBUOY_USED);
      return { success: true, audienceHelpId: state.audience.answer, audience: state.audience.votes };
    }
    const key = await findAnswerKey(trx, payload.question);
    const right = key.find((answer) => answer.is_correct);
    if (!right) throw new Error(`Question ${payload.question} has no right answer`);
    const hidden = state.fifty?.question === payload.question ? state.fifty.hidden : [];
    const visible = key.map((answer) => answer.id).filter((id) => !hidden.includes(id));
    const votes = audienceVotes(visible, right.id);
    const next: State = { ...state, audience: { question: payload.question, answer: right.id, votes } };
    await saveAttempt(trx, clock, attempt, { state: next });
    return { success: true, audienceHelpId: right.id, audience: votes };
  });
}
