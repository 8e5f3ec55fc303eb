import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The back office's people and its memory: operators (not participants: a table and a session of
 * their own), the audit trail every operator write appends to, the operator behind an
 * impersonated participant session, and who handled a contact message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('operators'))
    .addColumn('email', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)')
    // The TOTP secret (base32) once enrolled; the pending one waits for its first correct code.
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('totp_pending_secret', 'varchar(64)')
    // The time step of the last accepted code: a code works once.
    .addColumn('totp_last_step', 'bigint')
    // An invited operator (or one whose password was reset) sets a password through a link.
    .addColumn('password_token_hash', 'varchar(64)')
    .addColumn('password_token_expires_at', 'varchar(32)')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('operator_sessions_operator_index')
    .on('operator_sessions')
    .column('operator_id')
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    // Kept by value as well as by id: the row must still say who did it if the operator goes.
    .addColumn('operator_id', 'integer', (col) => col.references('operators.id').onDelete('set null'))
    .addColumn('operator_email', 'varchar(255)', (col) => col.notNull())
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(32)')
    .addColumn('target_id', 'varchar(64)')
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at_index').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_action_index').on('audit_log').column('action').execute();
  await db.schema.createIndex('audit_log_target_index').on('audit_log').columns(['target_type', 'target_id']).execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('impersonated_by', 'integer', (col) => col.references('operators.id').onDelete('cascade'))
    .execute();

  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('handled_by', 'integer', (col) => col.references('operators.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('handled_by').execute();
  await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute();
  await db.schema.alterTable('sessions').dropColumn('impersonated_by').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
