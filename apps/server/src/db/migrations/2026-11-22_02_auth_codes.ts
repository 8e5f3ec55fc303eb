import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('auth_codes'))
    .addColumn('phone', 'varchar(16)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('auth_codes_phone_index').on('auth_codes').column('phone').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_codes').execute();
}
