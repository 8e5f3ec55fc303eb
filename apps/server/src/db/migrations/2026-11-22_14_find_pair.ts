import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Find a pair: a quiz's card reverse and its faces, each face on two cards. Every attempt deals
 * the cards anew (in its state); a face leaves the server only when its card is turned.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('find_pairs')
    .addColumn('quiz_id', 'integer', (col) => col.primaryKey().references('quizzes.id').onDelete('cascade'))
    .addColumn('img_reverse', 'varchar(255)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('find_pair_faces'))
    .addColumn('quiz_id', 'integer', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('img', 'varchar(255)', (col) => col.notNull())
    .addColumn('alt', 'varchar(255)', (col) => col.notNull())
    .addUniqueConstraint('find_pair_faces_number_unique', ['quiz_id', 'number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('find_pair_faces').execute();
  await db.schema.dropTable('find_pairs').execute();
}
