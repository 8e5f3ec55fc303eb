import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The card issuer's results files (docs/product/point-lots.md "Card issuer's results"): each file
 * an operator imported, with its figures and the problems of its lines, and each line it applied,
 * one per order (an order has one result from the issuer: `loaded` or `failed`), so that a check
 * can compare every result with its order. An order the issuer loaded keeps when (`loaded_at`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('loaded_at', 'varchar(32)').execute();
  await withId(db, db.schema.createTable('issuer_result_files'))
    .addColumn('file', 'varchar(255)', (col) => col.notNull())
    .addColumn('lines', 'integer', (col) => col.notNull())
    .addColumn('loaded', 'integer', (col) => col.notNull())
    .addColumn('failed', 'integer', (col) => col.notNull())
    .addColumn('unchanged', 'integer', (col) => col.notNull())
    // The problems of its lines as JSON: [{ line, order_id, message }].
    .addColumn('problems', 'text', (col) => col.notNull())
    .addColumn('refunded_points', 'integer', (col) => col.notNull())
    .addColumn('operator_id', 'integer', (col) => col.references('operators.id').onDelete('set null'))
    .addColumn('imported_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('issuer_result_files_imported_at_index')
    .on('issuer_result_files')
    .column('imported_at')
    .execute();
  await withId(db, db.schema.createTable('issuer_results'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('issuer_result_files.id'))
    .addColumn('line', 'integer', (col) => col.notNull())
    // One result per order: a second file, even one imported at the same moment, cannot add another.
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('card_number', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('loaded_at', 'varchar(32)')
    .addColumn('reason', 'varchar(500)')
    .execute();
  await db.schema.createIndex('issuer_results_file_index').on('issuer_results').column('file_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('issuer_results').execute();
  await db.schema.dropTable('issuer_result_files').execute();
  await db.schema.alterTable('orders').dropColumn('loaded_at').execute();
}
