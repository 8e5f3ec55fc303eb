import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * E-mails and text messages that follow a change, written in the change's transaction and sent
 * by a worker that claims them for a while (docs/decisions/0022-message-queue.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('message_queue'))
    .addColumn('channel', 'varchar(8)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(255)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('html', 'text')
    // pending, sent or failed (gave up).
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('claimed_by', 'varchar(64)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('message_queue_due_index')
    .on('message_queue')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_queue').execute();
}
