import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Codes sent by SMS to a logged-in user: to the current phone, proving the account before its
 * credentials or phone change ('identity'), or to a new phone, proving the user has it ('phone').
 * Kept apart from the login codes so that neither kind can ever open a session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('phone', 'varchar(16)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('verification_codes_user_index')
    .on('verification_codes')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('verification_codes').execute();
}
