import type { DB } from '../../db/database.js';

export function findPictures(db: DB, quizId: number) {
  return db.selectFrom('find_diffs').selectAll().where('quiz_id', '=', quizId).executeTakeFirst();
}

/** The differences with their areas: for the server's judging; an area leaves it only once found. */
export function findAreas(db: DB, quizId: number) {
  return db.selectFrom('find_diff_areas').selectAll().where('quiz_id', '=', quizId).orderBy('number').execute();
}
