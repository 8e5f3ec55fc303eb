import {
  FIND_DIFF_ALL_FOUND,
  FIND_DIFF_ALREADY_FOUND,
  FIND_DIFF_FOUND,
  FIND_DIFF_MISSED,
  FIND_DIFF_NO_LIVES,
  FIND_DIFF_REENTRY,
  FIND_DIFF_SAVED,
  type FindDiff,
  type FindDiffArea,
  type FindDiffCreateAnswer,
  type FindDiffPictureFile,
  type FindDiffShowAnswer,
  type FindDiffStoreAnswer,
  type FindDiffStoreDiffAnswer,
  type findDiffStoreDiffSchema,
  QUIZ_NO_ATTEMPTS_LEFT,
  QUIZ_NOT_ACTIVE,
  type UserFindDiff,
  type UserFindDiffShowAnswer,
} from '@portal/contract';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/access/actor.js';
import { refusalOf } from '../../plugins/access/policies.js';
import { playerAccess } from '../quizzes/quiz-access.js';
import { ConflictError, ForbiddenError } from '../../lib/errors.js';
import { findAttempts } from '../quizzes/quizzes.repository.js';
import {
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
import { pictureUrl, renderedPicture } from './find-diff.pictures.js';
import { findAreas, findPictures } from './find-diff.repository.js';

/**
 * Find the difference: the browser sends where it was clicked, the server judges it against the
 * areas it never gives away before they are found. A miss costs a life, the last life ends the
 * attempt, the last difference completes it; the time runs from START on the server's clock.
 * Coming back to a running attempt (a reload, another tab) costs a life, as the page warns.
 */

type AreaRow = Awaited<ReturnType<typeof findAreas>>[number];

/** An attempt's own state: the differences found (area ids, in order), lives lost, since when. */
const stateSchema = z.object({
  found: z.array(z.number()),
  lost: z.number(),
  reentries: z.number(),
  since: z.string(),
});
type State = z.infer<typeof stateSchema>;

const readState = (attempt: Attempt): State => stateSchema.parse(attempt.state);

const DEFAULT_LIVES = 3;
const livesOf = (quiz: Quiz) => quiz.lives ?? DEFAULT_LIVES;

async function loadPictures(db: DB, quiz: Quiz) {
  const [pictures, areas] = await Promise.all([findPictures(db, quiz.id), findAreas(db, quiz.id)]);
  if (!pictures) throw new Error(`Find-the-difference ${quiz.slug} has no pictures`);
  return { pictures, areas };
}

function describe(
  quiz: Quiz,
  pictures: NonNullable<Awaited<ReturnType<typeof findPictures>>>,
  areas: AreaRow[],
): FindDiff {
  return {
    // Rendered PNGs, never the drawings: see find-diff.pictures.
    img_fake: pictureUrl(quiz.slug, 'fake.png'),
    img_original: pictureUrl(quiz.slug, 'original.png'),
    width: pictures.width,
    height: pictures.height,
    count_of_diff: areas.length,
    diff_ids: areas.map((area) => area.id),
  };
}

const revealed = (area: AreaRow): FindDiffArea => ({
  id: area.id,
  number: area.number,
  cx: area.cx,
  cy: area.cy,
  r: area.r,
});

/** Only the areas this attempt found: what the page may draw. */
const foundAreas = (areas: AreaRow[], state: State) =>
  state.found.flatMap((id) => areas.filter((area) => area.id === id).map(revealed));

function userFindDiff(quiz: Quiz, attempt: Attempt, state: State, total: number): UserFindDiff {
  const time = attemptTime(attempt);
  return {
    id: attempt.id,
    life: Math.max(0, livesOf(quiz) - state.lost),
    lost_life: state.lost,
    time: time?.time ?? null,
    time_formatted: time?.time_formatted ?? null,
    founded_diff_count: state.found.length,
    diff_to_found: Math.max(0, total - state.found.length),
    is_completed: isFinished(attempt),
    is_passed: attempt.passed,
    founded_diffs: state.found,
  };
}

/** GET find-diff-show: whether the user may play now; when not, the reason as the message. */
/** One of a find-the-difference quiz's pictures as a PNG, for anyone who may see the quiz. */
export async function findDiffPicture(db: DB, slug: string, file: FindDiffPictureFile): Promise<Buffer> {
  const quiz = await loadQuiz(db, slug, 'find_diff');
  const { pictures } = await loadPictures(db, quiz);
  return renderedPicture(file === 'original.png' ? pictures.img_original : pictures.img_fake);
}

export async function showFindDiff(db: DB, clock: Clock, actor: Actor, slug: string): Promise<FindDiffShowAnswer> {
  const quiz = await loadQuiz(db, slug, 'find_diff');
  const attempts = await findAttempts(db, quiz.id, actor.userId);
  const isStarted = latestAttempt(attempts)?.status === 'started';
  const answer = (message: string | null): FindDiffShowAnswer => ({
    success: message === null,
    message,
    quiz: quizInfo(quiz, clock),
    is_started: isStarted,
  });
  if (!isQuizActive(quiz, clock)) return answer(QUIZ_NOT_ACTIVE);
  const refusal = refusalOf(playerAccess, actor);
  if (refusal) return answer(refusal.message);
  if (!isStarted && leftAttempts(quiz, attempts) === 0) return answer(QUIZ_NO_ATTEMPTS_LEFT);
  return answer(null);
}

/** GET user-find-diff-show: the user's attempt as it stands and the areas it found; changes nothing. */
export async function showUserFindDiff(
  db: DB,
  clock: Clock,
  actor: Actor,
  slug: string,
): Promise<UserFindDiffShowAnswer> {
  const quiz = await loadQuiz(db, slug, 'find_diff');
  const [attempts, areas] = await Promise.all([findAttempts(db, quiz.id, actor.userId), findAreas(db, quiz.id)]);
  const attempt = latestAttempt(attempts);
  const state = attempt && readState(attempt);
  return {
    success: true,
    quiz: quizInfo(quiz, clock),
    userFindDiff: attempt && state ? userFindDiff(quiz, attempt, state, areas.length) : null,
    areas: state ? foundAreas(areas, state) : [],
  };
}

/** The changes of an attempt that lost a life: it ends, as failed, with the last one. */
function loseLife(clock: Clock, quiz: Quiz, attempt: Attempt, state: State) {
  const next: State = { ...state, lost: state.lost + 1, since: clock.now().toISOString() };
  const ended = next.lost >= livesOf(quiz);
  return {
    next,
    ended,
    changes: {
      state: next,
      mistakes: next.lost,
      ...(ended
        ? finishAttempt(clock, quiz, attempt, {
            status: 'failed',
            score: next.found.length,
            mistakes: next.lost,
            passed: false,
          })
        : {}),
    },
  };
}

/**
 * GET find-diff-create: START. With an attempt running (a reload, another tab, coming back later)
 * it is the way back into it, and that costs a life; the clock keeps running from the first START.
 */
export async function createFindDiff(db: DB, clock: Clock, actor: Actor, slug: string): Promise<FindDiffCreateAnswer> {
  const quiz = await loadQuiz(db, slug, 'find_diff');
  const { pictures, areas } = await loadPictures(db, quiz);
  const outcome = await startingRace(() =>
    db.transaction().execute(async (trx) => {
      requireOpen(quiz, clock);
      const attempts = await findAttempts(trx, quiz.id, actor.userId);
      const latest = latestAttempt(attempts);
      if (latest?.status === 'started') {
        const state = readState(latest);
        const lost = loseLife(clock, quiz, latest, { ...state, reentries: state.reentries + 1 });
        const saved = await saveAttempt(trx, clock, latest, lost.changes);
        // The life is spent even when it was the last one, so no throw inside the transaction.
        return { attempt: saved, state: lost.next, reentry: true };
      }
      if (leftAttempts(quiz, attempts) === 0) throw new ForbiddenError(QUIZ_NO_ATTEMPTS_LEFT);
      const state: State = { found: [], lost: 0, reentries: 0, since: clock.now().toISOString() };
      const attempt = await openAttempt(trx, clock, { quiz, actor, attempts, state });
      return { attempt, state, reentry: false };
    }),
  );
  if (isFinished(outcome.attempt)) throw new ForbiddenError(FIND_DIFF_NO_LIVES);
  return {
    success: true,
    message: outcome.reentry ? FIND_DIFF_REENTRY : null,
    findDiff: describe(quiz, pictures, areas),
    userFindDiff: userFindDiff(quiz, outcome.attempt, outcome.state, areas.length),
    areas: foundAreas(areas, outcome.state),
  };
}

/** The user's running attempt with its quiz and state, checked for a move. */
async function writableAttempt(trx: DB, clock: Clock, actor: Actor, attemptId: number) {
  const { attempt, quiz } = await runningAttempt(trx, clock, actor, attemptId, 'find_diff');
  return { attempt, quiz, state: readState(attempt) };
}

/** The area the point (in the pictures' units) falls into, if any. */
const areaAt = (areas: AreaRow[], x: number, y: number) =>
  areas.find((area) => (x - area.cx) ** 2 + (y - area.cy) ** 2 <= area.r ** 2);

/**
 * POST find-diff-store-diff: judges a click. A new difference is recorded and its area revealed;
 * the last one completes the attempt. A miss costs a life. A click on a difference already found
 * is refused and costs nothing: the player sees its circle, and a replayed or doubled hit must not
 * be punished (nor counted twice).
 */
export async function storeDiff(
  db: DB,
  clock: Clock,
  actor: Actor,
  attemptId: number,
  payload: z.output<typeof findDiffStoreDiffSchema>,
): Promise<FindDiffStoreDiffAnswer> {
  return db.transaction().execute(async (trx) => {
    const { attempt, quiz, state } = await writableAttempt(trx, clock, actor, attemptId);
    const { pictures, areas } = await loadPictures(trx, quiz);
    const now = clock.now();
    const area = areaAt(areas, payload.diff.x * pictures.width, payload.diff.y * pictures.height);
    if (area && state.found.includes(area.id)) throw new ConflictError(FIND_DIFF_ALREADY_FOUND);
    const fast = withFlag(attempt, fastStepReason(quiz, state.since, now, 'kliknięcie'));

    if (!area) {
      const lost = loseLife(clock, quiz, attempt, state);
      const saved = await saveAttempt(trx, clock, attempt, { ...lost.changes, ...fast });
      return {
        success: false,
        message: lost.ended ? FIND_DIFF_NO_LIVES : FIND_DIFF_MISSED,
        area: null,
        userFindDiff: userFindDiff(quiz, saved, lost.next, areas.length),
      };
    }

    const next: State = { ...state, found: [...state.found, area.id], since: now.toISOString() };
    const complete = next.found.length === areas.length;
    const saved = await saveAttempt(trx, clock, attempt, {
      state: next,
      score: next.found.length,
      ...fast,
      ...(complete
        ? finishAttempt(
            clock,
            quiz,
            { ...attempt, ...fast },
            {
              status: 'completed',
              score: next.found.length,
              mistakes: next.lost,
              passed: true,
            },
          )
        : {}),
    });
    return {
      success: true,
      message: complete ? FIND_DIFF_ALL_FOUND : FIND_DIFF_FOUND,
      area: revealed(area),
      userFindDiff: userFindDiff(quiz, saved, next, areas.length),
    };
  });
}

/**
 * POST find-diff-store: the player sends the result as it stands. With every difference found the
 * attempt is already complete; sent earlier it ends without a place among the winners.
 */
export async function storeFindDiff(
  db: DB,
  clock: Clock,
  actor: Actor,
  attemptId: number,
): Promise<FindDiffStoreAnswer> {
  return db.transaction().execute(async (trx) => {
    const { attempt, quiz, state } = await writableAttempt(trx, clock, actor, attemptId);
    const areas = await findAreas(trx, quiz.id);
    const complete = state.found.length === areas.length;
    const saved = await saveAttempt(
      trx,
      clock,
      attempt,
      finishAttempt(clock, quiz, attempt, {
        status: 'completed',
        score: state.found.length,
        mistakes: state.lost,
        passed: complete,
      }),
    );
    return { success: true, message: FIND_DIFF_SAVED, userFindDiff: userFindDiff(quiz, saved, state, areas.length) };
  });
}
