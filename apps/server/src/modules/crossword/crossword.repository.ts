import type { DB } from '../../db/database.js';

export function findCrossword(db: DB, quizId: number) {
  return db.selectFrom('crosswords').selectAll().where('quiz_id', '=', quizId).executeTakeFirst();
}

/** The rows of a crossword with their answers: for the server's checking; answers never leave it. */
export function findQuestions(db: DB, quizId: number) {
  return db
    .selectFrom('crossword_questions')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .orderBy('number')
    .orderBy('id')
    .execute();
}
