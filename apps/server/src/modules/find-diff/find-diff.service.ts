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
import { ConflictError, ForbiddenError } from '../../lib/errors.js';
import { refusalOf } from '../../plugins/access/policies.js';
import {
  type Attempt,
  attemptTime,
  fastStepReason,
  isFinished,
  loadQuiz,
  type Move,
  type MoveChanges,
  type Play,
  playerAccess,
  type Quiz,
  type QuizKind,
  readState,
  saveMove,
  standing,
  standingAt,
  startAttempt,
} from '../quizzes/quiz-engine.js';
import { pictureUrl, renderedPicture } from './find-diff.pictures.js';
import { findAreas, findPictures } from './find-diff.repository.js';

type AreaRow = Awaited<ReturnType<typeof findAreas>>[number];

/** An attempt's own state: the differences found (area ids, in order), lives lost, since when. */
const stateSchema = z.object({
  found: z.array(z.number()),
  lost: z.number(),
  reentries: z.number(),
  since: z.string(),
});
type State = z.infer<typeof stateSchema>;

const DEFAULT_LIVES = 3;
const livesOf = (quiz: Quiz) => quiz.lives ?? DEFAULT_LIVES;

/** A life lost (a miss, coming back): the attempt ends, as failed, with the last one. */
function loseLife(move: Move<State>, state: State): { next: State; ended: boolean; changes: MoveChanges<State> } {
  const next: State = { ...state, lost: state.lost + 1, since: move.clock.now().toISOString() };
  const ended = next.lost >= livesOf(move.quiz);
  const finish = { status: 'failed', score: next.found.length, mistakes: next.lost, passed: false } as const;
  return { next, ended, changes: { state: next, mistakes: next.lost, finish: ended ? finish : undefined } };
}

/**
 * Find the difference: the browser sends where it was clicked, the server judges it against the
 * areas it never gives away before they are found. A miss costs a life, the last life ends the
 * attempt, the last difference completes it; the time runs from START on the server's clock.
 * Coming back to a running attempt (a reload, another tab) costs a life, as the page warns; the
 * life is spent even when it was the last one.
 */
export const findDiff: QuizKind<State> = {
  name: 'find_diff',
  state: stateSchema,
  async reenter(running) {
    const lost = loseLife(running, { ...running.state, reentries: running.state.reentries + 1 });
    return { attempt: await saveMove(running, lost.changes), state: lost.next };
  },
  deal: ({ clock }) => ({ found: [], lost: 0, reentries: 0, since: clock.now().toISOString() }),
};

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

/** One of a find-the-difference quiz's pictures as a PNG, for anyone who may see the quiz. */
export async function findDiffPicture(
  db: DB,
  uploadsDir: string,
  slug: string,
  file: FindDiffPictureFile,
): Promise<Buffer> {
  const quiz = await loadQuiz(db, slug, findDiff.name);
  const { pictures } = await loadPictures(db, quiz);
  return renderedPicture(file === 'original.png' ? pictures.img_original : pictures.img_fake, uploadsDir);
}

/** GET find-diff-show: whether the user may play now; when not, the reason as the message. */
export async function showFindDiff(play: Play, slug: string): Promise<FindDiffShowAnswer> {
  const { info, left, isStarted } = await standing(play, findDiff, slug);
  const answer = (message: string | null): FindDiffShowAnswer => ({
    success: message === null,
    message,
    quiz: info,
    is_started: isStarted,
  });
  if (!info.is_active) return answer(QUIZ_NOT_ACTIVE);
  const refusal = refusalOf(playerAccess, play.actor);
  if (refusal) return answer(refusal.message);
  if (!isStarted && left === 0) return answer(QUIZ_NO_ATTEMPTS_LEFT);
  return answer(null);
}

/** GET user-find-diff-show: the user's attempt as it stands and the areas it found; changes nothing. */
export async function showUserFindDiff(play: Play, slug: string): Promise<UserFindDiffShowAnswer> {
  const quiz = await loadQuiz(play.db, slug, findDiff.name);
  const [{ info, latest }, areas] = await Promise.all([standingAt(play, quiz), findAreas(play.db, quiz.id)]);
  const state = latest && readState(findDiff, latest);
  return {
    success: true,
    quiz: info,
    userFindDiff: latest && state ? userFindDiff(quiz, latest, state, areas.length) : null,
    areas: state ? foundAreas(areas, state) : [],
  };
}

/**
 * GET find-diff-create: START. With an attempt running (a reload, another tab, coming back later)
 * it is the way back into it, and that costs a life; the clock keeps running from the first START.
 */
export async function createFindDiff(play: Play, slug: string): Promise<FindDiffCreateAnswer> {
  const quiz = await loadQuiz(play.db, slug, findDiff.name);
  const { pictures, areas } = await loadPictures(play.db, quiz);
  const { attempt, state, resumed } = await startAttempt(play, findDiff, quiz);
  if (isFinished(attempt)) throw new ForbiddenError(FIND_DIFF_NO_LIVES);
  return {
    success: true,
    message: resumed ? FIND_DIFF_REENTRY : null,
    findDiff: describe(quiz, pictures, areas),
    userFindDiff: userFindDiff(quiz, attempt, state, areas.length),
    areas: foundAreas(areas, state),
  };
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
  move: Move<State>,
  payload: z.output<typeof findDiffStoreDiffSchema>,
): Promise<FindDiffStoreDiffAnswer> {
  const { trx, clock, quiz, state } = move;
  const { pictures, areas } = await loadPictures(trx, quiz);
  const area = areaAt(areas, payload.diff.x * pictures.width, payload.diff.y * pictures.height);
  if (area && state.found.includes(area.id)) throw new ConflictError(FIND_DIFF_ALREADY_FOUND);
  const review = fastStepReason(move, state.since, 'kliknięcie');

  if (!area) {
    const lost = loseLife(move, state);
    const saved = await saveMove(move, { ...lost.changes, review });
    return {
      success: false,
      message: lost.ended ? FIND_DIFF_NO_LIVES : FIND_DIFF_MISSED,
      area: null,
      userFindDiff: userFindDiff(quiz, saved, lost.next, areas.length),
    };
  }

  const next: State = { ...state, found: [...state.found, area.id], since: clock.now().toISOString() };
  const complete = next.found.length === areas.length;
  const finish = { status: 'completed', score: next.found.length, mistakes: next.lost, passed: true } as const;
  const saved = await saveMove(move, {
    state: next,
    score: next.found.length,
    review,
    finish: complete ? finish : undefined,
  });
  return {
    success: true,
    message: complete ? FIND_DIFF_ALL_FOUND : FIND_DIFF_FOUND,
    area: revealed(area),
    userFindDiff: userFindDiff(quiz, saved, next, areas.length),
  };
}

/**
 * POST find-diff-store: the player sends the result as it stands. With every difference found the
 * attempt is already complete; sent earlier it ends without a place among the winners.
 */
export async function storeFindDiff(move: Move<State>): Promise<FindDiffStoreAnswer> {
  const { trx, quiz, state } = move;
  const areas = await findAreas(trx, quiz.id);
  const saved = await saveMove(move, {
    finish: {
      status: 'completed',
      score: state.found.length,
      mistakes: state.lost,
      passed: state.found.length === areas.length,
    },
  });
  return { success: true, message: FIND_DIFF_SAVED, userFindDiff: userFindDiff(quiz, saved, state, areas.length) };
}
