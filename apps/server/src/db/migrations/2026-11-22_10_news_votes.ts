import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * News for leaders, sellers or both, and the leaders' vote on the main prize: the options to vote
 * for and one vote per leader and edition, which the unique constraint keeps even when two
 * requests arrive at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('news'))
    .addColumn('slug', 'varchar(160)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('preface_html', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('photo', 'varchar(255)')
    .addColumn('frontend_style', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    // 'leader', 'seller' or 'both'.
    .addColumn('roles', 'varchar(16)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_listing_index').on('news').columns(['is_published', 'published_at']).execute();

  await withId(db, db.schema.createTable('vote_options'))
    .addColumn('slug', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('votes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('option_id', 'integer', (col) => col.notNull().references('vote_options.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('votes_user_edition_unique', ['user_id', 'edition'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('votes').execute();
  await db.schema.dropTable('vote_options').execute();
  await db.schema.dropTable('news').execute();
}
