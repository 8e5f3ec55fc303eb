import type { DB } from '../../db/database.js';

export async function findQuestionIds(db: DB, quizId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('millionaires_questions')
    .select('id')
    .where('quiz_id', '=', quizId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The answer ids of each of the questions, in the order they were written. */
export async function findAnswerIds(db: DB, questionIds: number[]): Promise<Map<number, number[]>> {
  const ids = new Map<number, number[]>(questionIds.map((id) => [id, []]));
  if (questionIds.length === 0) return ids;
  const rows = await db
    .selectFrom('millionaires_answers')
    .select(['id', 'question_id'])
    .where('question_id', 'in', questionIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) ids.get(row.question_id)?.push(row.id);
  return ids;
}

/** A question with its answers as the player sees them: which one is right is not selected. */
export async function findQuestion(db: DB, id: number) {
  const question = await db
    .selectFrom('millionaires_questions')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const answers = await db
    .selectFrom('millionaires_answers')
    .select(['id', 'name', 'type', 'alt'])
    .where('question_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ...question, answers };
}

/** The answers of a question with the key: for the server's decisions only, never for an answer. */
export async function findAnswerKey(db: DB, questionId: number): Promise<{ id: number; is_correct: boolean }[]> {
  const rows = await db
    .selectFrom('millionaires_answers')
    .select(['id', 'is_correct'])
    .where('question_id', '=', questionId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, is_correct: row.is_correct === 1 }));
}
