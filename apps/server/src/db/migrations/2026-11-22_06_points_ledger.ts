import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  // The current balance of each holder of points: a user, or a company's pool.
  await db.schema
    .createTable('point_balances')
    .addColumn('owner_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('balance', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('point_balances_pkey', ['owner_type', 'owner_id'])
    .addCheckConstraint('point_balances_never_negative', sql`balance >= 0`)
    .execute();

  // One business event (a reward, an order, a share): its entries move points together.
  await withId(db, db.schema.createTable('point_operations'))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(128)', (col) => col.unique())
    .addColumn('actor_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // Append-only: a correction is a new operation, never an edit.
  await withId(db, db.schema.createTable('point_entries'))
    .addColumn('operation_id', 'integer', (col) => col.notNull().references('point_operations.id'))
    .addColumn('owner_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('point_entries_owner_index')
    .on('point_entries')
    .columns(['owner_type', 'owner_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('point_entries').execute();
  await db.schema.dropTable('point_operations').execute();
  await db.schema.dropTable('point_balances').execute();
}
