import type { Kysely } from 'kysely';

/**
 * Quizzes built in the back office (docs/decisions/0038-operator-built-quizzes.md): a quiz is a
 * draft until an operator publishes it, and a withdrawn one is hidden from participants with its
 * results kept. The quizzes that exist already were playable, so they are published. A crossword
 * keeps the main column's word its operator typed, against which its rows were checked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quizzes')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('crosswords').addColumn('main_password', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('crosswords').dropColumn('main_password').execute();
  await db.schema.alterTable('quizzes').dropColumn('status').execute();
}
