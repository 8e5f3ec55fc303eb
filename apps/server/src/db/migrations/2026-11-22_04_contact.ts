import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  // The answer of a captcha shown to a visitor, kept on the server so any process can check it.
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('captchas_expires_at_index').on('captchas').column('expires_at').execute();

  await withId(db, db.schema.createTable('contact_messages'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('phone', 'varchar(16)')
    .addColumn('sap', 'varchar(32)')
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at_index')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('captchas').execute();
}
