import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

/**
 * The fulfilment partner's statuses (docs/product/point-lots.md "Fulfilment partner's statuses").
 * Each prize order line keeps its position in its order (`line`, 1, 2, …, as the partner's export
 * and statuses file name it; the lines stored before get theirs in the order they were written),
 * the partner's status (null: none yet, `shipped`, `delivered`, `returned`), the carrier, the
 * tracking number and the days it moved, and the ledger operation that refunded it when returned.
 * `partner_results` keeps every statuses file loaded, with its counts and problems.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('prize_order_lines').addColumn('line', 'integer').execute();
  await sql`UPDATE prize_order_lines SET line = (
    SELECT count(*) FROM prize_order_lines AS earlier
    WHERE earlier.order_id = prize_order_lines.order_id AND earlier.id <= prize_order_lines.id
  )`.execute(db);
  for (const [column, type] of [
    ['status', 'varchar(16)'],
    ['carrier', 'varchar(100)'],
    ['tracking_number', 'varchar(100)'],
    ['shipped_at', 'varchar(32)'],
    ['delivered_at', 'varchar(32)'],
    ['returned_at', 'varchar(32)'],
    ['refund_operation_id', 'integer'],
  ] as const) {
    await db.schema.alterTable('prize_order_lines').addColumn(column, type).execute();
  }
  await db.schema
    .createIndex('prize_order_lines_position')
    .on('prize_order_lines')
    .columns(['order_id', 'line'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('partner_results'))
    .addColumn('file', 'varchar(255)', (col) => col.notNull())
    .addColumn('lines', 'integer', (col) => col.notNull())
    .addColumn('shipped', 'integer', (col) => col.notNull())
    .addColumn('delivered', 'integer', (col) => col.notNull())
    .addColumn('returned', 'integer', (col) => col.notNull())
    .addColumn('unchanged', 'integer', (col) => col.notNull())
    .addColumn('refunded_points', 'integer', (col) => col.notNull())
    // The problems as JSON: [{ line, order_id, message }].
    .addColumn('problems', 'text', (col) => col.notNull())
    .addColumn('operator_id', 'integer', (col) => col.references('operators.id').onDelete('set null'))
    .addColumn('imported_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('partner_results_imported_at').on('partner_results').column('imported_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('partner_results').execute();
  await db.schema.dropIndex('prize_order_lines_position').execute();
  for (const column of [
    'refund_operation_id',
    'returned_at',
    'delivered_at',
    'shipped_at',
    'tracking_number',
    'carrier',
    'status',
    'line',
  ]) {
    await db.schema.alterTable('prize_order_lines').dropColumn(column).execute();
  }
}
