import type { Kysely } from 'kysely';

/**
 * The back office's top-up orders (docs/product/back-office.md, screen 5): why an order was rejected (the
 * seller is told), which operator moved it last, and when it first went to the card issuer in an
 * export file, so the next export leaves it out (docs/decisions/0021-top-up-orders-queue.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('rejection_reason', 'varchar(500)').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('status_changed_by', 'integer', (col) => col.references('operators.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('orders').addColumn('exported_at', 'varchar(32)').execute();
  // The queue is read by status, newest first.
  await db.schema.createIndex('orders_status_index').on('orders').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_status_index').execute();
  await db.schema.alterTable('orders').dropColumn('exported_at').execute();
  await db.schema.alterTable('orders').dropColumn('status_changed_by').execute();
  await db.schema.alterTable('orders').dropColumn('rejection_reason').execute();
}
