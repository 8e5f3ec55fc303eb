import type { DB } from '../../db/database.js';

export function findReverse(db: DB, quizId: number) {
  return db.selectFrom('find_pairs').select('img_reverse').where('quiz_id', '=', quizId).executeTakeFirst();
}

/** The faces, for the server's dealing and judging; a face leaves it only on a turned card. */
export function findFaces(db: DB, quizId: number) {
  return db.selectFrom('find_pair_faces').selectAll().where('quiz_id', '=', quizId).orderBy('number').execute();
}
