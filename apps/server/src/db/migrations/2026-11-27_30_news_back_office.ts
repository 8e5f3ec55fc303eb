import type { Kysely } from 'kysely';

/**
 * News written in the back office (docs/decisions/0037-news-back-office.md): when a news item was
 * withdrawn (the participants no longer see it; null while it is not), the photo's smaller size
 * the slide shows, and the slide's named style the operator chose. The demo's news keep the look
 * they had: a photo over the navy blue, the style called 'photo'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').addColumn('withdrawn_at', 'varchar(32)').execute();
  await db.schema.alterTable('news').addColumn('photo_slide', 'varchar(255)').execute();
  await db.schema
    .alterTable('news')
    .addColumn('slide_style', 'varchar(16)', (col) => col.notNull().defaultTo('photo'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').dropColumn('slide_style').execute();
  await db.schema.alterTable('news').dropColumn('photo_slide').execute();
  await db.schema.alterTable('news').dropColumn('withdrawn_at').execute();
}
