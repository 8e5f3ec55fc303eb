import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The prize catalogue, the cart kept on the server and the catalogue's orders
 * (docs/product/catalogue-and-codes.md "The prize catalogue"). An order is paid by the ledger operation
 * operation_id and refunded once by refund_operation_id; its lines keep the prize's index, name
 * and points as they were when ordered, so a later change to the catalogue rewrites no order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('prize_categories'))
    .addColumn('slug', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('prizes'))
    .addColumn('index', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('prize_categories.id'))
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('description', 'text')
    /** The picture's path under the uploads (or the web app's public folder), null without one. */
    .addColumn('image', 'varchar(255)')
    /** 0 when withdrawn: not shown, not orderable; kept for the orders that name it. */
    .addColumn('is_available', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('prizes_category_id_index').on('prizes').column('category_id').execute();

  await db.schema
    .createTable('cart_lines')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('prize_id', 'integer', (col) => col.notNull().references('prizes.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('cart_lines_pkey', ['user_id', 'prize_id'])
    .execute();

  await withId(db, db.schema.createTable('prize_orders'))
    .addColumn('number', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('total_points', 'integer', (col) => col.notNull())
    /** pending | in_progress | sent | delivered | cancelled */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('street', 'varchar(255)', (col) => col.notNull())
    .addColumn('building', 'varchar(32)', (col) => col.notNull())
    .addColumn('local', 'varchar(32)')
    .addColumn('post_code', 'varchar(6)', (col) => col.notNull())
    .addColumn('city', 'varchar(255)', (col) => col.notNull())
    .addColumn('operation_id', 'integer', (col) => col.notNull().unique().references('point_operations.id'))
    .addColumn('refund_operation_id', 'integer', (col) => col.references('point_operations.id'))
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('status_changed_by', 'integer', (col) => col.references('operators.id').onDelete('set null'))
    .addColumn('cancellation_reason', 'varchar(500)')
    .addColumn('exported_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('prize_orders_user_index').on('prize_orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('prize_orders_status_index').on('prize_orders').columns(['status', 'id']).execute();

  await withId(db, db.schema.createTable('prize_order_lines'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('prize_orders.id').onDelete('cascade'))
    .addColumn('prize_id', 'integer', (col) => col.notNull().references('prizes.id'))
    .addColumn('index', 'varchar(32)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    /** Points of one piece when ordered. */
    .addColumn('points', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('prize_order_lines_order_index').on('prize_order_lines').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('prize_order_lines').execute();
  await db.schema.dropTable('prize_orders').execute();
  await db.schema.dropTable('cart_lines').execute();
  await db.schema.dropTable('prizes').execute();
  await db.schema.dropTable('prize_categories').execute();
}
