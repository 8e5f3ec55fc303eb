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
  QUIZ_NOT_STARTED,
  type UserMillionaire,
} from '@portal/contract';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { actsInPerson } from '../../plugins/access/actor.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import {
  abandon,
  type Attempt,
  attemptTime,
  fastStepReason,
  isFinished,
  isQuizActive,
  latestAttempt,
  leftAttempts,
  loadQuiz,
  type Move,
  type Play,
  playerAttempts,
  type Quiz,
  type QuizKind,
  readState,
  saveMove,
  shuffled,
  standing,
  startAttempt,
} from '../quizzes/quiz-engine.js';
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

const questionCount = (quiz: Quiz) => quiz.questions_per_attempt ?? MILLIONAIRES_QUESTIONS;

/**
 * The millionaires quiz: START draws the attempt's questions at random from the quiz's pool, in
 * an answer order of its own; it is refused once the quiz is passed, and while a game runs (the
 * page ends a left game first, through check-if-start).
 */
export const millionaires: QuizKind<State> = {
  name: 'millionaires',
  state: stateSchema,
  refuseStart(attempts) {
    if (attempts.some((attempt) => attempt.passed)) throw new ForbiddenError(MILLIONAIRES_ALREADY_PASSED);
  },
  reenter() {
    throw new ConflictError(QUIZ_ALREADY_STARTED);
  },
  async deal({ trx, clock, quiz }) {
    const pool = await findQuestionIds(trx, quiz.id);
    if (pool.length < questionCount(quiz)) throw new Error(`Quiz ${quiz.slug} has too few questions`);
    const questions = shuffled(pool).slice(0, questionCount(quiz));
    const answers = await findAnswerIds(trx, questions);
    return {
      questions,
      orders: Object.fromEntries(questions.map((id) => [String(id), shuffled(answers.get(id) ?? [])])),
      current: 0,
      since: clock.now().toISOString(),
      fifty: null,
      audience: null,
    };
  },
};

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
  return {
    ...time,
    is_winner: attempt.passed,
    message: attempt.passed ? MILLIONAIRES_PASSED : MILLIONAIRES_NOT_PASSED,
  };
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
export async function millionairesState(play: Play, slug: string): Promise<MillionairesStateAnswer> {
  const { quiz, info, attempts, latest, left, isStarted } = await standing(play, millionaires, slug);
  const passed = attempts.find((attempt) => attempt.passed);
  const counted = passed ?? attempts.filter(isFinished).at(-1);
  return {
    success: true,
    quiz: info,
    isActive: info.is_active,
    isStarted,
    isCompleted: passed !== undefined || (left === 0 && !isStarted),
    isWinner: passed !== undefined,
    leftAttempts: left,
    numberOfQuestions: questionCount(quiz),
    currentQuestionNumber: isStarted ? readState(millionaires, latest!).current + 1 : 0,
    userMillionaire: latest ? userMillionaire(latest, readState(millionaires, latest)) : null,
    results: counted ? results(counted) : null,
    server_time: play.clock.now().toISOString(),
  };
}

/**
 * GET millionaires-check-if-start: called as the quiz page opens. A game still running was left
 * (a reload, a closed tab, another tab): it ends here and its attempt is spent, as the leave
 * warning says. An operator looking as the user, or a request after the window closed, changes
 * nothing.
 */
export async function checkIfStart(play: Play, slug: string): Promise<MillionairesCheckAnswer> {
  const { db, clock, actor } = play;
  const quiz = await loadQuiz(db, slug, millionaires.name);
  // An operator looks without consequences; once the window has closed nothing changes any more.
  if (!actsInPerson(actor) || !isQuizActive(quiz, clock)) return { success: true, abandoned: false };
  return db.transaction().execute(async (trx) => {
    const latest = latestAttempt(await playerAttempts(trx, quiz, actor));
    if (latest?.status !== 'started') return { success: true, abandoned: false };
    await abandon(trx, clock, latest);
    return { success: true, abandoned: true, message: 'Poprzednie podejście zostało przerwane i zakończone.' };
  });
}

/** GET millionaires-get-question: the question of the running attempt. */
export async function currentQuestion(play: Play, slug: string): Promise<MillionairesQuestionAnswer> {
  const { latest, isStarted } = await standing(play, millionaires, slug);
  if (!latest || !isStarted) throw new NotFoundError(QUIZ_NOT_STARTED);
  const state = readState(millionaires, latest);
  return {
    success: true,
    question: await currentQuestionOf(play.db, state),
    userMillionaire: userMillionaire(latest, state),
    currentQuestionNumber: state.current + 1,
    server_time: play.clock.now().toISOString(),
  };
}

/** POST millionaires-store: START, with the first question; stamped by the server's clock. */
export async function startMillionaires(play: Play, slug: string): Promise<MillionairesStartAnswer> {
  const quiz = await loadQuiz(play.db, slug, millionaires.name);
  const { attempt, state, left } = await startAttempt(play, millionaires, quiz);
  return {
    success: true,
    message: MILLIONAIRES_STARTED,
    question: await currentQuestionOf(play.db, state),
    userMillionaire: userMillionaire(attempt, state),
    currentQuestionNumber: 1,
    leftAttempts: left,
    server_time: play.clock.now().toISOString(),
  };
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
  move: Move<State>,
  payload: z.output<typeof millionairesAnswerSchema>,
): Promise<MillionairesAnswerResult> {
  const { trx, clock, actor, quiz, state } = move;
  requireCurrent(state, payload.question);
  const key = await findAnswerKey(trx, payload.question);
  const chosen = key.find((answer) => answer.id === payload.answer);
  if (!chosen) throw ValidationError.field('answer', MILLIONAIRES_ANSWER_INVALID);

  const now = clock.now();
  const review = fastStepReason(move, state.since, `odpowiedź na pytanie ${state.current + 1}`);
  const correct = chosen.is_correct;
  const last = state.current + 1 >= state.questions.length;
  const next: State = correct && !last ? { ...state, current: state.current + 1, since: now.toISOString() } : state;
  const saved = await saveMove(
    move,
    correct && !last
      ? { review, score: state.current + 1, state: next }
      : {
          review,
          finish: correct
            ? { status: 'completed', score: state.questions.length, mistakes: 0, passed: true }
            : { status: 'failed', score: state.current, mistakes: 1, passed: false },
        },
  );

  const finished = isFinished(saved);
  return {
    success: true,
    correct,
    isCompleted: finished,
    isWinner: saved.passed,
    question: finished ? null : await currentQuestionOf(trx, next),
    currentQuestionNumber: finished ? 0 : next.current + 1,
    results: results(saved),
    leftAttempts: leftAttempts(quiz, await playerAttempts(trx, quiz, actor)),
    userMillionaire: userMillionaire(saved, next),
    server_time: now.toISOString(),
  };
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
  move: Move<State>,
  payload: z.output<typeof millionairesLifebuoySchema>,
): Promise<MillionairesLifebuoyAnswer> {
  const { trx, state } = move;
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
    await saveMove(move, { state: { ...state, fifty: { question: payload.question, hidden } } });
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
  await saveMove(move, { state: { ...state, audience: { question: payload.question, answer: right.id, votes } } });
  return { success: true, audienceHelpId: right.id, audience: votes };
}
