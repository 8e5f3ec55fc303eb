import type { Kysely } from 'kysely';

/**
 * The back office edits the vote's options and the top-up order questions
 * (docs/decisions/0041-vote-options-and-top-up-questions.md). An option gets its picture's path
 * (an upload, or the web app's public folder for the demo's two directions, which the page drew
 * by slug until now); a question can be switched off: no longer drawn, its history kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vote_options').addColumn('image', 'varchar(255)').execute();
  for (const slug of ['event', 'wyjazd']) {
    await db
      .updateTable('vote_options')
      .set({ image: `/votes/${slug}.svg` })
      .where('slug', '=', slug)
      .execute();
  }
  await db.schema
    .alterTable('questions')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('is_active').execute();
  await db.schema.alterTable('vote_options').dropColumn('image').execute();
}
