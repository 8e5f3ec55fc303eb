import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

/**
 * Invitations to join the programme as a seller. The key in the link is kept only as its SHA-256,
 * like every other secret; at most one pending invitation per e-mail address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('invitations'))
    .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('inviter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('phone', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_sent_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('completed_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('invitations_inviter_id_index').on('invitations').column('inviter_id').execute();
  await db.schema
    .createIndex('invitations_pending_email_unique')
    .on('invitations')
    .column('email')
    .unique()
    .where(sql.ref('completed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
