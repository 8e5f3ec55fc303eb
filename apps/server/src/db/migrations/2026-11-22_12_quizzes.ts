import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The quiz engine: quizzes with their windows, limits and prize places, every user's attempts
 * (stamped by the server's clock), and the content of the millionaires quiz and the crossword.
 * Find-the-difference and find-pair keep their content in tables of their own, on the same engine.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('quizzes'))
    .addColumn('slug', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('opens_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('closes_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('attempts_allowed', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('questions_per_attempt', 'integer')
    .addColumn('lives', 'integer')
    .addColumn('prize_places', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('places_per_region', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('min_duration_ms', 'integer')
    .addColumn('min_step_ms', 'integer')
    .addColumn('prizes', 'text', (col) => col.notNull())
    .addColumn('rules', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // The unique attempt number per user is what keeps two tabs from opening two attempts at once.
  await withId(db, db.schema.createTable('quiz_attempts'))
    .addColumn('quiz_id', 'integer', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('attempt_number', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('timed_from', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('duration_ms', 'integer')
    .addColumn('score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('mistakes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('passed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('flagged_for_review', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('flag_reason', 'text')
    .addColumn('reviewed_at', 'varchar(32)')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('quiz_attempts_number_unique', ['quiz_id', 'user_id', 'attempt_number'])
    .execute();
  await db.schema
    .createIndex('quiz_attempts_results_index')
    .on('quiz_attempts')
    .columns(['quiz_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('millionaires_questions'))
    .addColumn('quiz_id', 'integer', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('millionaires_questions_quiz_index')
    .on('millionaires_questions')
    .column('quiz_id')
    .execute();

  await withId(db, db.schema.createTable('millionaires_answers'))
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('millionaires_questions.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(8)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('alt', 'varchar(255)')
    .addColumn('is_correct', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('millionaires_answers_question_index')
    .on('millionaires_answers')
    .column('question_id')
    .execute();

  await db.schema
    .createTable('crosswords')
    .addColumn('quiz_id', 'integer', (col) => col.primaryKey().references('quizzes.id').onDelete('cascade'))
    .addColumn('additional_password', 'varchar(64)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('crossword_questions'))
    .addColumn('quiz_id', 'integer', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('clue', 'text', (col) => col.notNull())
    .addColumn('answer', 'varchar(64)', (col) => col.notNull())
    .addColumn('grid_start_position', 'integer', (col) => col.notNull())
    .addColumn('position_main_letter', 'integer', (col) => col.notNull())
    .addColumn('position_additional_letter', 'integer')
    .addColumn('additional_password_letter_index', 'integer')
    .addColumn('disabled_letters', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('crossword_questions_quiz_index')
    .on('crossword_questions')
    .columns(['quiz_id', 'number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'crossword_questions',
    'crosswords',
    'millionaires_answers',
    'millionaires_questions',
    'quiz_attempts',
    'quizzes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
