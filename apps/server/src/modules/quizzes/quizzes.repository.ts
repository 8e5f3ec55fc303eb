import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { QuizAttemptTable, QuizTable } from '../../db/schema.js';

export type QuizRow = Selectable<QuizTable>;
export type AttemptRow = Selectable<QuizAttemptTable>;
export type AttemptChanges = Omit<Updateable<QuizAttemptTable>, 'id' | 'version' | 'quiz_id' | 'user_id'>;

export function findQuiz(db: DB, slug: string): Promise<QuizRow | undefined> {
  return db.selectFrom('quizzes').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** A user's attempts at a quiz, first to last. */
export function findAttempts(db: DB, quizId: number, userId: number): Promise<AttemptRow[]> {
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('user_id', '=', userId)
    .orderBy('attempt_number')
    .execute();
}

/** One of the user's attempts; another user's id finds nothing. */
export function findUserAttempt(db: DB, attemptId: number, userId: number): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findQuizById(db: DB, id: number): Promise<QuizRow | undefined> {
  return db.selectFrom('quizzes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertAttempt(db: DB, values: Insertable<QuizAttemptTable>): Promise<AttemptRow> {
  return db.insertInto('quiz_attempts').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Writes the changes only if nobody changed the attempt since it was read (its version is still
 * `version`); false when another request got there first.
 */
export async function updateAttempt(db: DB, id: number, version: number, changes: AttemptChanges): Promise<boolean> {
  const result = await db
    .updateTable('quiz_attempts')
    .set({ ...changes, version: version + 1 })
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

export async function markReviewed(db: DB, quizId: number, attemptId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('quiz_attempts')
    .set({ reviewed_at: now })
    .where('id', '=', attemptId)
    .where('quiz_id', '=', quizId)
    .where('flagged_for_review', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
