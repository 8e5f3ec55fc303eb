import { type Kysely, sql } from 'kysely';
import { isPostgres, withId } from './helpers.js';

// Frozen once it has run anywhere: a later change gets a migration of its own.

/**
 * The manufacturer's corrections (docs/product/point-lots.md "Corrections and debt"): a threshold
 * credit that later purchase corrections no longer reach is reversed once, and the same threshold
 * reached again is credited again. So a credit row keeps when it was reversed and by which
 * operation, and "one credit per seller, company, product, edition and threshold" holds for the
 * credits not reversed only: a partial unique index in place of the table's unique constraint.
 * SQLite cannot drop a table constraint, so there the table is rebuilt with its rows and ids.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('target_credits').dropConstraint('target_credits_once').execute();
    await db.schema.alterTable('target_credits').addColumn('reversed_at', 'varchar(32)').execute();
    await db.schema
      .alterTable('target_credits')
      .addColumn('reversal_operation_id', 'integer', (col) => col.references('point_operations.id'))
      .execute();
  } else {
    await withId(db, db.schema.createTable('target_credits_rebuilt'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
      .addColumn('edition', 'varchar(16)', (col) => col.notNull())
      .addColumn('threshold', 'integer', (col) => col.notNull())
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('operation_id', 'integer', (col) => col.notNull().references('point_operations.id'))
      .addColumn('reached_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('reversed_at', 'varchar(32)')
      .addColumn('reversal_operation_id', 'integer', (col) => col.references('point_operations.id'))
      .execute();
    await sql`insert into target_credits_rebuilt
        (id, user_id, company_id, product_id, edition, threshold, points, operation_id, reached_at, created_at)
      select id, user_id, company_id, product_id, edition, threshold, points, operation_id, reached_at, created_at
      from target_credits`.execute(db);
    // AUTOINCREMENT keeps its counter in sqlite_sequence: the rebuilt table goes on after the old one's ids.
    await sql`update sqlite_sequence set seq = (select seq from sqlite_sequence where name = 'target_credits')
      where name = 'target_credits_rebuilt'`.execute(db);
    await db.schema.dropTable('target_credits').execute();
    await db.schema.alterTable('target_credits_rebuilt').renameTo('target_credits').execute();
  }
  await db.schema
    .createIndex('target_credits_once')
    .on('target_credits')
    .columns(['user_id', 'company_id', 'product_id', 'edition', 'threshold'])
    .unique()
    .where(sql.ref('reversed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('target_credits_user_index')
    .on('target_credits')
    .columns(['user_id', 'edition'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('target_credits_user_index').execute();
  await db.schema.dropIndex('target_credits_once').execute();
  await db.deleteFrom('target_credits').where('reversed_at', 'is not', null).execute();
  const once = ['user_id', 'company_id', 'product_id', 'edition', 'threshold'];
  if (isPostgres(db)) {
    await db.schema.alterTable('target_credits').dropColumn('reversal_operation_id').execute();
    await db.schema.alterTable('target_credits').dropColumn('reversed_at').execute();
    await db.schema.alterTable('target_credits').addUniqueConstraint('target_credits_once', once).execute();
    return;
  }
  // SQLite keeps the two columns (it cannot drop one with a reference); the key is whole again.
  await db.schema.createIndex('target_credits_once').on('target_credits').columns(once).unique().execute();
}
