import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Find the difference: a quiz's two pictures and its differences, each a circle in the pictures'
 * own drawing units. The areas stay on the server; a click is judged against them there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('find_diffs')
    .addColumn('quiz_id', 'integer', (col) => col.primaryKey().references('quizzes.id').onDelete('cascade'))
    .addColumn('img_original', 'varchar(255)', (col) => col.notNull())
    .addColumn('img_fake', 'varchar(255)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('find_diff_areas'))
    .addColumn('quiz_id', 'integer', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('cx', 'integer', (col) => col.notNull())
    .addColumn('cy', 'integer', (col) => col.notNull())
    .addColumn('r', 'integer', (col) => col.notNull())
    .addUniqueConstraint('find_diff_areas_number_unique', ['quiz_id', 'number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('find_diff_areas').execute();
  await db.schema.dropTable('find_diffs').execute();
}
