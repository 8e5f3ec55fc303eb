import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Codes from product packages and training coupons (docs/product/catalogue-and-codes.md "Codes",
 * "Trainings"). A code is kept only as a keyed hash (code_hash) and its last four characters
 * (suffix, what "Moje kody" shows): a leaked table gives no unregistered code away. A product's
 * code is registered once ever (codes.registered_by, claimed by one conditional UPDATE); a
 * training's coupon is shared by its participants and registered once per person
 * (code_registrations' unique code and user).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The products whose codes earn points ("produkty premium"): not the purchase-target products.
  await withId(db, db.schema.createTable('premium_products'))
    .addColumn('index', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('trainings'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    /** Days (YYYY-MM-DD, Warsaw). */
    .addColumn('starts_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('ends_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // What an operator generated at once; the plain codes exist only in the batch's download.
  await withId(db, db.schema.createTable('code_batches'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('premium_product_id', 'integer', (col) => col.references('premium_products.id'))
    .addColumn('training_id', 'integer', (col) => col.references('trainings.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('operators.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('deactivated_at', 'varchar(32)')
    .addColumn('deactivated_by', 'integer', (col) => col.references('operators.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('codes'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('suffix', 'varchar(4)', (col) => col.notNull())
    .addColumn('batch_id', 'integer', (col) => col.references('code_batches.id'))
    .addColumn('premium_product_id', 'integer', (col) => col.references('premium_products.id'))
    .addColumn('training_id', 'integer', (col) => col.references('trainings.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('registered_by', 'integer', (col) => col.references('users.id'))
    .addColumn('registered_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('codes_batch_id_index').on('codes').column('batch_id').execute();
  await db.schema.createIndex('codes_training_id_index').on('codes').column('training_id').execute();

  await withId(db, db.schema.createTable('code_registrations'))
    .addColumn('code_id', 'integer', (col) => col.notNull().references('codes.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('operation_id', 'integer', (col) => col.notNull().references('point_operations.id'))
    .addColumn('registered_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('code_registrations_code_user_unique', ['code_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('code_registrations_user_index')
    .on('code_registrations')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_registrations').execute();
  await db.schema.dropTable('codes').execute();
  await db.schema.dropTable('code_batches').execute();
  await db.schema.dropTable('trainings').execute();
  await db.schema.dropTable('premium_products').execute();
}
