import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/** Password reset links: only the SHA-256 of each token is kept, never the token itself. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('password_resets_user_id_index').on('password_resets').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
