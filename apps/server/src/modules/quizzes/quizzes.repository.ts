import type { Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Flag, QuizAttemptTable, QuizTable } from '../../db/schema.js';
import { findPage, type ListSort } from '../../lib/paging.js';

/**
 * The quizzes and their attempts as the engine reads them (docs/decisions/0001-foundation.md):
 * flags are booleans and an attempt's kind-specific state is its parsed JSON; the 0/1 columns and
 * the JSON text stay here.
 */

type QuizRow = Selectable<QuizTable>;
type AttemptRow = Selectable<QuizAttemptTable>;

export type Quiz = Omit<QuizRow, 'places_per_region'> & {
  /** prize_places in each region; otherwise prize_places in all. */
  places_per_region: boolean;
};

export type Attempt = Omit<AttemptRow, 'passed' | 'flagged_for_review' | 'state'> & {
  passed: boolean;
  flagged_for_review: boolean;
  /** The quiz kind's own state; the kind's schema reads it. */
  state: unknown;
};

export type NewAttempt = Omit<Attempt, 'id'>;
export type AttemptChanges = Partial<Omit<Attempt, 'id' | 'version' | 'quiz_id' | 'user_id'>>;

const toQuiz = (row: QuizRow): Quiz => ({ ...row, places_per_region: row.places_per_region === 1 });

const toAttempt = (row: AttemptRow): Attempt => ({
  ...row,
  passed: row.passed === 1,
  flagged_for_review: row.flagged_for_review === 1,
  state: JSON.parse(row.state) as unknown,
});

const flag = (value: boolean): Flag => (value ? 1 : 0);

/** Changes of an attempt as columns: the flags as 0/1, the state as JSON. */
function changedColumns(changes: AttemptChanges): Updateable<QuizAttemptTable> {
  const { passed, flagged_for_review, state, ...rest } = changes;
  return {
    ...rest,
    ...(passed !== undefined && { passed: flag(passed) }),
    ...(flagged_for_review !== undefined && { flagged_for_review: flag(flagged_for_review) }),
    ...(state !== undefined && { state: JSON.stringify(state) }),
  };
}

export async function findQuiz(db: DB, slug: string): Promise<Quiz | undefined> {
  const row = await db.selectFrom('quizzes').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row && toQuiz(row);
}

export async function findQuizById(db: DB, id: number): Promise<Quiz | undefined> {
  const row = await db.selectFrom('quizzes').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toQuiz(row);
}

/** A user's attempts at a quiz, first to last. */
export async function findAttempts(db: DB, quizId: number, userId: number): Promise<Attempt[]> {
  const rows = await db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('user_id', '=', userId)
    .orderBy('attempt_number')
    .execute();
  return rows.map(toAttempt);
}

/** One of the user's attempts; another user's id finds nothing. */
export async function findUserAttempt(db: DB, attemptId: number, userId: number): Promise<Attempt | undefined> {
  const row = await db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && toAttempt(row);
}

export async function insertAttempt(db: DB, attempt: NewAttempt): Promise<Attempt> {
  const { passed, flagged_for_review, state, ...rest } = attempt;
  const row = await db
    .insertInto('quiz_attempts')
    .values({
      ...rest,
      passed: flag(passed),
      flagged_for_review: flag(flagged_for_review),
      state: JSON.stringify(state),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAttempt(row);
}

/**
 * Writes the changes only if nobody changed the attempt since it was read (its version is still
 * `version`); false when another request got there first.
 */
export async function updateAttempt(db: DB, id: number, version: number, changes: AttemptChanges): Promise<boolean> {
  const result = await db
    .updateTable('quiz_attempts')
    .set({ ...changedColumns(changes), version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Passed, finished attempts of a quiz with who played them and their company's region. */
export async function findPassedResults(db: DB, quizId: number) {
  const rows = await db
    .selectFrom('quiz_attempts')
    .innerJoin('users', 'users.id', 'quiz_attempts.user_id')
    .innerJoin('companies', 'companies.id', 'quiz_attempts.company_id')
    .leftJoin('regions', 'regions.id', 'companies.region_id')
    .select([
      'quiz_attempts.id',
      'quiz_attempts.user_id',
      'quiz_attempts.duration_ms',
      'quiz_attempts.finished_at',
      'quiz_attempts.score',
      'quiz_attempts.mistakes',
      'quiz_attempts.flagged_for_review',
      'quiz_attempts.flag_reason',
      'quiz_attempts.reviewed_at',
      'quiz_attempts.review_decision',
      'users.first_name',
      'users.last_name',
      'users.email',
      'companies.sap',
      'companies.name as company_name',
      'regions.name as region',
    ])
    .where('quiz_attempts.quiz_id', '=', quizId)
    .where('quiz_attempts.status', '=', 'completed')
    .where('quiz_attempts.passed', '=', 1)
    .where('quiz_attempts.duration_ms', 'is not', null)
    .execute();
  return rows.map((row) => ({ ...row, flagged_for_review: row.flagged_for_review === 1 }));
}

/**
 * Records an operator's decision about a flagged result that waits for one; false when there is
 * no such result (not flagged, decided already, or of another quiz when `quizId` is given).
 */
export async function markReviewed(
  db: DB,
  attemptId: number,
  decision: 'accepted' | 'rejected',
  now: string,
  quizId?: number,
): Promise<boolean> {
  let query = db
    .updateTable('quiz_attempts')
    .set({ reviewed_at: now, review_decision: decision })
    .where('id', '=', attemptId)
    .where('flagged_for_review', '=', 1)
    .where('review_decision', 'is', null);
  if (quizId !== undefined) query = query.where('quiz_id', '=', quizId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface QuizResultFilters {
  flagged?: boolean | undefined;
  review?: 'pending' | 'accepted' | 'rejected' | undefined;
  quiz?: string | undefined;
  id?: number;
}

/** Passed results of every quiz for the back office, with the quiz, the player and the review. */
function scopedQuizResults(db: DB, filters: QuizResultFilters) {
  let query = db
    .selectFrom('quiz_attempts')
    .innerJoin('quizzes', 'quizzes.id', 'quiz_attempts.quiz_id')
    .innerJoin('users', 'users.id', 'quiz_attempts.user_id')
    .innerJoin('companies', 'companies.id', 'quiz_attempts.company_id')
    .leftJoin('regions', 'regions.id', 'companies.region_id')
    .where('quiz_attempts.status', '=', 'completed')
    .where('quiz_attempts.passed', '=', 1)
    .where('quiz_attempts.duration_ms', 'is not', null);
  if (filters.id !== undefined) query = query.where('quiz_attempts.id', '=', filters.id);
  if (filters.flagged !== undefined)
    query = query.where('quiz_attempts.flagged_for_review', '=', filters.flagged ? 1 : 0);
  if (filters.quiz !== undefined) query = query.where('quizzes.slug', '=', filters.quiz);
  if (filters.review === 'pending') {
    query = query.where('quiz_attempts.flagged_for_review', '=', 1).where('quiz_attempts.review_decision', 'is', null);
  } else if (filters.review !== undefined) {
    query = query.where('quiz_attempts.review_decision', '=', filters.review);
  }
  return query;
}

const withResultColumns = (query: ReturnType<typeof scopedQuizResults>) =>
  query.select([
    'quiz_attempts.id',
    'quizzes.slug as quiz',
    'quizzes.title as quiz_title',
    'users.first_name',
    'users.last_name',
    'users.email',
    'companies.sap',
    'companies.name as company_name',
    'regions.name as region',
    'quiz_attempts.duration_ms',
    'quiz_attempts.finished_at',
    'quiz_attempts.flagged_for_review',
    'quiz_attempts.flag_reason',
    'quiz_attempts.review_decision',
  ]);

export const findQuizResults = (db: DB, filters: QuizResultFilters) =>
  withResultColumns(scopedQuizResults(db, filters));

const RESULT_SORT = { time: 'quiz_attempts.duration_ms', finished_at: 'quiz_attempts.finished_at' } as const;

/** A page of the passed results, the latest finished first unless sorted by time. */
export function findQuizResultsPage(
  db: DB,
  filters: QuizResultFilters,
  sort: ListSort<keyof typeof RESULT_SORT>,
  page: number,
  perPage: number,
) {
  return findPage(scopedQuizResults(db, filters), withResultColumns, page, perPage, {
    columns: RESULT_SORT,
    ...sort,
    then: [['quiz_attempts.id', 'same']],
  });
}

/** The slugs of every quiz, oldest first. */
export async function findQuizSlugs(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('quizzes').select('slug').orderBy('id').execute();
  return rows.map((row) => row.slug);
}

/** Sets when a quiz can be played. False when there is no quiz of that slug. */
export async function setQuizTimes(
  db: DB,
  slug: string,
  times: Pick<Updateable<QuizTable>, 'opens_at' | 'closes_at'>,
): Promise<boolean> {
  const result = await db.updateTable('quizzes').set(times).where('slug', '=', slug).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
