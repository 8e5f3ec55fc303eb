import { z } from 'zod';
import type { DB } from '../../db/database.js';

const positions = z.array(z.number().int());

export function findCrossword(db: DB, quizId: number) {
  return db.selectFrom('crosswords').selectAll().where('quiz_id', '=', quizId).executeTakeFirst();
}

/**
 * The rows of a crossword with their answers: for the server's checking; answers never leave it.
 * `disabled_letters` are the positions of the given letters, read from their JSON.
 */
export async function findQuestions(db: DB, quizId: number) {
  const rows = await db
    .selectFrom('crossword_questions')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .orderBy('number')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, disabled_letters: positions.parse(JSON.parse(row.disabled_letters)) }));
}
