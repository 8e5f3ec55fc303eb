import type { DB } from '../../db/database.js';

/** The questions of an edition (or one question) with whether they were served and their orders. */
function questionsQuery(db: DB) {
  return db.selectFrom('questions').select((eb) => [
    'questions.id',
    'questions.edition',
    'questions.name',
    'questions.is_active',
    'questions.created_at',
    eb
      .selectFrom('question_servings')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .whereRef('question_servings.question_id', '=', 'questions.id')
      .as('servings'),
    eb
      .selectFrom('orders')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .whereRef('orders.question_id', '=', 'questions.id')
      .as('orders'),
  ]);
}
export type AdminQuestionRow = Awaited<ReturnType<ReturnType<typeof questionsQuery>['execute']>>[number];

export function findAdminQuestions(db: DB, edition: string) {
  return questionsQuery(db).where('questions.edition', '=', edition).orderBy('questions.id').execute();
}

export function findAdminQuestion(db: DB, id: number) {
  return questionsQuery(db).where('questions.id', '=', id).executeTakeFirst();
}

/** The answers of the questions, in their order, the right one marked. */
export function findAnswers(db: DB, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('question_answers')
    .select(['id', 'question_id', 'name', 'is_correct'])
    .where('question_id', 'in', questionIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertQuestion(db: DB, values: { edition: string; name: string; now: string }): Promise<number> {
  const row = await db
    .insertInto('questions')
    .values({ edition: values.edition, name: values.name, created_at: values.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuestion(db: DB, id: number, values: { name?: string; is_active?: 0 | 1 }) {
  await db.updateTable('questions').set(values).where('id', '=', id).execute();
}

type AnswerValues = { name: string; correct: boolean };

/** Puts in the answers of a question nobody was served: the old ones go, these take their place. */
export async function replaceAnswers(db: DB, questionId: number, answers: AnswerValues[]): Promise<void> {
  await db.deleteFrom('question_answers').where('question_id', '=', questionId).execute();
  await db
    .insertInto('question_answers')
    .values(
      answers.map((answer, position) => ({
        question_id: questionId,
        name: answer.name,
        is_correct: answer.correct ? (1 as const) : (0 as const),
        position,
      })),
    )
    .execute();
}

/** Corrects the text and place of a kept answer. */
export async function updateAnswer(db: DB, answerId: number, values: { name: string; position: number }) {
  await db.updateTable('question_answers').set(values).where('id', '=', answerId).execute();
}

/** The top-up form's questions of one edition, with their answers, become the next one's. */
export async function copyOrderQuestions(trx: DB, from: string, to: string, now: string): Promise<number> {
  const existing = await trx.selectFrom('questions').select('id').where('edition', '=', to).executeTakeFirst();
  if (existing) return 0;
  const questions = await trx
    .selectFrom('questions')
    .select(['id', 'name', 'is_active'])
    .where('edition', '=', from)
    .execute();
  for (const question of questions) {
    // A question switched off stays off in the next edition (docs/decisions/0041).
    const { id } = await trx
      .insertInto('questions')
      .values({ edition: to, name: question.name, is_active: question.is_active, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answers = await trx
      .selectFrom('question_answers')
      .select(['name', 'is_correct', 'position'])
      .where('question_id', '=', question.id)
      .execute();
    if (answers.length) {
      await trx
        .insertInto('question_answers')
        .values(answers.map((answer) => ({ ...answer, question_id: id })))
        .execute();
    }
  }
  return questions.length;
}
