import type { Insertable, Updateable } from 'kysely';
import { type DB, onPostgres } from '../../db/database.js';
import type { QuizKind, QuizStatus, QuizTable } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';
import { containsText } from '../../lib/search.js';

/*
 * The quizzes as the back office builds them (docs/decisions/0038-operator-built-quizzes.md): the
 * quiz row, the kind's content in its own tables, and how many attempts were played.
 */

export interface QuizScope {
  search?: string | undefined;
  kind?: QuizKind | undefined;
  status?: QuizStatus | undefined;
}

const SORT = {
  slug: 'quizzes.slug',
  title: 'quizzes.title',
  opens_at: 'quizzes.opens_at',
  closes_at: 'quizzes.closes_at',
  status: 'quizzes.status',
} as const;

/** The list's columns and, unsorted, the newest first. */
const ORDER = { ...SORT, id: 'quizzes.id' } as const;
const NEWEST_FIRST = { column: 'id', direction: 'desc' } as const;

function scoped(db: DB, scope: QuizScope) {
  let query = db.selectFrom('quizzes');
  if (scope.kind) query = query.where('quizzes.kind', '=', scope.kind);
  if (scope.status) query = query.where('quizzes.status', '=', scope.status);
  const search = scope.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('quizzes.slug'), search), containsText(eb.ref('quizzes.title'), search)]),
    );
  }
  return query;
}

const withPlayed = <Q extends ReturnType<typeof scoped>>(query: Q) =>
  query.selectAll('quizzes').select((eb) =>
    eb
      .selectFrom('quiz_attempts')
      .select((inner) => inner.fn.countAll<number | string>().as('played'))
      .whereRef('quiz_attempts.quiz_id', '=', 'quizzes.id')
      .as('played'),
  );

export type QuizRow = NonNullable<Awaited<ReturnType<typeof findQuizRow>>>;

export function findQuizzesPage(
  db: DB,
  scope: QuizScope,
  sort: { column: keyof typeof SORT; direction: 'asc' | 'desc' } | undefined,
  page: number,
  perPage: number,
) {
  return findPage(scoped(db, scope), (rows) => withPlayed(rows), page, perPage, {
    columns: ORDER,
    ...(sort ?? NEWEST_FIRST),
    then: [['quizzes.id', 'same']],
  });
}

/**
 * Holds a quiz against new attempts until the transaction ends, so an edit's "played yet?" stays
 * true while it changes the content: on PostgreSQL an attempt's insert checks its quiz's key
 * (FOR KEY SHARE), which waits for this lock, and a lock taken after an attempt's insert waits for
 * that attempt to commit. SQLite's transactions already run one at a time (BEGIN IMMEDIATE).
 */
export async function lockQuiz(trx: DB, id: number): Promise<void> {
  if (onPostgres(trx)) await trx.selectFrom('quizzes').select('id').where('id', '=', id).forUpdate().execute();
}

export function findQuizRow(db: DB, id: number) {
  return withPlayed(scoped(db, {})).where('quizzes.id', '=', id).executeTakeFirst();
}

export async function quizSlugTaken(db: DB, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('quizzes').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertQuiz(db: DB, values: Insertable<QuizTable>): Promise<number> {
  const { id } = await db.insertInto('quizzes').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateQuiz(db: DB, id: number, values: Updateable<QuizTable>): Promise<void> {
  await db.updateTable('quizzes').set(values).where('id', '=', id).execute();
}

// The kinds' content, as the tables of migrations 12 to 14 hold it.

export interface MillionairesContent {
  questions: {
    name: string;
    answers: { type: 'text' | 'img'; name: string; alt: string | null; correct: boolean }[];
  }[];
}
export interface CrosswordContent {
  additional_password: string;
  main_password: string | null;
  questions: {
    clue: string;
    answer: string;
    grid_start_position: number;
    position_main_letter: number;
    position_additional_letter: number | null;
    additional_password_letter_index: number | null;
    disabled_letters: number[];
  }[];
}
export interface FindDiffContent {
  img_original: string;
  img_fake: string;
  width: number;
  height: number;
  areas: { cx: number; cy: number; r: number }[];
}
export interface FindPairContent {
  img_reverse: string;
  faces: { img: string; alt: string }[];
}

export async function findMillionairesContent(db: DB, quizId: number): Promise<MillionairesContent> {
  const questions = await db
    .selectFrom('millionaires_questions')
    .select(['id', 'name'])
    .where('quiz_id', '=', quizId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const answers = questions.length
    ? await db
        .selectFrom('millionaires_answers')
        .selectAll()
        .where(
          'question_id',
          'in',
          questions.map((question) => question.id),
        )
        .orderBy('position')
        .execute()
    : [];
  return {
    questions: questions.map((question) => ({
      name: question.name,
      answers: answers
        .filter((answer) => answer.question_id === question.id)
        .map((answer) => ({ type: answer.type, name: answer.name, alt: answer.alt, correct: answer.is_correct === 1 })),
    })),
  };
}

export async function findCrosswordContent(db: DB, quizId: number): Promise<CrosswordContent> {
  const [row, questions] = await Promise.all([
    db.selectFrom('crosswords').selectAll().where('quiz_id', '=', quizId).executeTakeFirst(),
    db.selectFrom('crossword_questions').selectAll().where('quiz_id', '=', quizId).orderBy('number').execute(),
  ]);
  return {
    additional_password: row?.additional_password ?? '',
    main_password: row?.main_password ?? null,
    questions: questions.map((question) => ({
      clue: question.clue,
      answer: question.answer,
      grid_start_position: question.grid_start_position,
      position_main_letter: question.position_main_letter,
      position_additional_letter: question.position_additional_letter,
      additional_password_letter_index: question.additional_password_letter_index,
      disabled_letters: JSON.parse(question.disabled_letters) as number[],
    })),
  };
}

export async function findFindDiffContent(db: DB, quizId: number): Promise<FindDiffContent> {
  const [row, areas] = await Promise.all([
    db.selectFrom('find_diffs').selectAll().where('quiz_id', '=', quizId).executeTakeFirst(),
    db
      .selectFrom('find_diff_areas')
      .select(['cx', 'cy', 'r'])
      .where('quiz_id', '=', quizId)
      .orderBy('number')
      .execute(),
  ]);
  return {
    img_original: row?.img_original ?? '',
    img_fake: row?.img_fake ?? '',
    width: row?.width ?? 0,
    height: row?.height ?? 0,
    areas,
  };
}

export async function findFindPairContent(db: DB, quizId: number): Promise<FindPairContent> {
  const [row, faces] = await Promise.all([
    db.selectFrom('find_pairs').selectAll().where('quiz_id', '=', quizId).executeTakeFirst(),
    db.selectFrom('find_pair_faces').select(['img', 'alt']).where('quiz_id', '=', quizId).orderBy('number').execute(),
  ]);
  return { img_reverse: row?.img_reverse ?? '', faces };
}

/** Removes a quiz's content of every kind (a quiz without attempts is rewritten whole). */
async function clearContent(trx: DB, quizId: number): Promise<void> {
  const questions = trx.selectFrom('millionaires_questions').select('id').where('quiz_id', '=', quizId);
  await trx.deleteFrom('millionaires_answers').where('question_id', 'in', questions).execute();
  await trx.deleteFrom('millionaires_questions').where('quiz_id', '=', quizId).execute();
  await trx.deleteFrom('crossword_questions').where('quiz_id', '=', quizId).execute();
  await trx.deleteFrom('crosswords').where('quiz_id', '=', quizId).execute();
  await trx.deleteFrom('find_diff_areas').where('quiz_id', '=', quizId).execute();
  await trx.deleteFrom('find_diffs').where('quiz_id', '=', quizId).execute();
  await trx.deleteFrom('find_pair_faces').where('quiz_id', '=', quizId).execute();
  await trx.deleteFrom('find_pairs').where('quiz_id', '=', quizId).execute();
}

export type QuizContent =
  | { kind: 'millionaires'; content: MillionairesContent }
  | { kind: 'crossword'; content: CrosswordContent }
  | { kind: 'find_diff'; content: FindDiffContent }
  | { kind: 'find_pair'; content: FindPairContent };

/** Writes the quiz's content anew, in the tables of its kind. */
export async function replaceContent(trx: DB, quizId: number, value: QuizContent): Promise<void> {
  await clearContent(trx, quizId);
  switch (value.kind) {
    case 'millionaires':
      for (const [sort, question] of value.content.questions.entries()) {
        const { id } = await trx
          .insertInto('millionaires_questions')
          .values({ quiz_id: quizId, name: question.name, sort })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('millionaires_answers')
          .values(
            question.answers.map((answer, position) => ({
              question_id: id,
              type: answer.type,
              name: answer.name,
              alt: answer.alt,
              is_correct: answer.correct ? 1 : 0,
              position,
            })),
          )
          .execute();
      }
      return;
    case 'crossword':
      await trx
        .insertInto('crosswords')
        .values({
          quiz_id: quizId,
          additional_password: value.content.additional_password,
          main_password: value.content.main_password,
        })
        .execute();
      await trx
        .insertInto('crossword_questions')
        .values(
          value.content.questions.map((question, index) => ({
            quiz_id: quizId,
            number: index + 1,
            ...question,
            disabled_letters: JSON.stringify(question.disabled_letters),
          })),
        )
        .execute();
      return;
    case 'find_diff':
      await trx
        .insertInto('find_diffs')
        .values({
          quiz_id: quizId,
          img_original: value.content.img_original,
          img_fake: value.content.img_fake,
          width: value.content.width,
          height: value.content.height,
        })
        .execute();
      await trx
        .insertInto('find_diff_areas')
        .values(value.content.areas.map((area, index) => ({ quiz_id: quizId, number: index + 1, ...area })))
        .execute();
      return;
    case 'find_pair':
      await trx.insertInto('find_pairs').values({ quiz_id: quizId, img_reverse: value.content.img_reverse }).execute();
      await trx
        .insertInto('find_pair_faces')
        .values(value.content.faces.map((face, index) => ({ quiz_id: quizId, number: index + 1, ...face })))
        .execute();
      return;
  }
}

/** The published quizzes, oldest first: what participants' pages list. */
export function findPublishedQuizzes(db: DB) {
  return db.selectFrom('quizzes').selectAll().where('status', '=', 'published').orderBy('id').execute();
}
