import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Programme products with their purchase targets, the purchases the manufacturer imports, the
 * target thresholds already credited, and what rankings group companies by (region, area manager)
 * and measure them against (a company's purchase target per edition). Money is kept in grosze.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('regions'))
    .addColumn('name', 'varchar(128)', (col) => col.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('area_managers'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)')
    .execute();

  // SQLite adds one column per ALTER TABLE.
  await db.schema
    .alterTable('companies')
    .addColumn('region_id', 'integer', (col) => col.references('regions.id'))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('area_manager_id', 'integer', (col) => col.references('area_managers.id'))
    .execute();

  await db.schema
    .createTable('company_targets')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('target_value_grosze', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('company_targets_pkey', ['company_id', 'edition'])
    .execute();

  await withId(db, db.schema.createTable('product_categories'))
    .addColumn('slug', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('products'))
    .addColumn('slug', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('product_categories.id'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('is_sss_value', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('is_promoted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('products_category_id_index').on('products').column('category_id').execute();

  await withId(db, db.schema.createTable('product_targets'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('threshold', 'integer', (col) => col.notNull())
    .addColumn('min_quantity', 'integer', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addUniqueConstraint('product_targets_threshold_unique', ['product_id', 'edition', 'threshold'])
    .execute();

  await withId(db, db.schema.createTable('purchase_imports'))
    .addColumn('source', 'varchar(255)', (col) => col.notNull())
    .addColumn('rows_count', 'integer', (col) => col.notNull())
    .addColumn('imported_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // external_id is the manufacturer's id of the invoice line, so a file imported twice adds nothing.
  await withId(db, db.schema.createTable('purchases'))
    .addColumn('external_id', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('import_id', 'integer', (col) => col.notNull().references('purchase_imports.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('sss_quantity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('value_grosze', 'integer', (col) => col.notNull())
    .addColumn('purchased_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('purchases_seller_index')
    .on('purchases')
    .columns(['user_id', 'company_id', 'edition', 'product_id'])
    .execute();
  await db.schema.createIndex('purchases_company_index').on('purchases').columns(['company_id', 'edition']).execute();
  await db.schema.createIndex('purchases_edition_index').on('purchases').columns(['edition', 'purchased_at']).execute();

  // One row per threshold a seller reached at a company: the unique key makes a credit happen once.
  await withId(db, db.schema.createTable('target_credits'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('threshold', 'integer', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('operation_id', 'integer', (col) => col.notNull().references('point_operations.id'))
    .addColumn('reached_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('target_credits_once', ['user_id', 'company_id', 'product_id', 'edition', 'threshold'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'target_credits',
    'purchases',
    'purchase_imports',
    'product_targets',
    'products',
    'product_categories',
    'company_targets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('companies').dropColumn('area_manager_id').execute();
  await db.schema.alterTable('companies').dropColumn('region_id').execute();
  await db.schema.dropTable('area_managers').execute();
  await db.schema.dropTable('regions').execute();
}
