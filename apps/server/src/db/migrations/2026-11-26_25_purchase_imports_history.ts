import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Purchase imports from the back office (docs/product/back-office.md, screen 7).
 *
 * A purchase line may leave the seller out: it names only the company by SAP and counts for the
 * company's targets and rankings, so `purchases.user_id` becomes nullable. Each import now keeps
 * who ran it and its figures for the history: the lines of the file, the companies and products
 * it named and the points it credited.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('purchase_imports')
    .addColumn('operator_id', 'integer', (col) => col.references('operators.id').onDelete('set null'))
    .execute();
  for (const column of ['lines', 'companies', 'products', 'points_credited']) {
    await db.schema
      .alterTable('purchase_imports')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createIndex('purchase_imports_imported_at_index')
    .on('purchase_imports')
    .column('imported_at')
    .execute();

  if (isPostgres(db)) {
    await sql`ALTER TABLE purchases ALTER COLUMN user_id DROP NOT NULL`.execute(db);
    return;
  }

  // SQLite cannot drop a NOT NULL: the table is rebuilt with the same rows, ids, unique key and
  // indexes (nothing refers to purchases).
  await sql`CREATE TABLE purchases_next (
    id integer PRIMARY KEY AUTOINCREMENT,
    external_id varchar(128) NOT NULL UNIQUE,
    import_id integer NOT NULL REFERENCES purchase_imports(id),
    user_id integer REFERENCES users(id),
    company_id integer NOT NULL REFERENCES companies(id),
    product_id integer NOT NULL REFERENCES products(id),
    edition varchar(16) NOT NULL,
    quantity integer NOT NULL,
    sss_quantity integer NOT NULL DEFAULT 0,
    value_grosze integer NOT NULL,
    purchased_at varchar(32) NOT NULL
  )`.execute(db);
  await sql`INSERT INTO purchases_next
    (id, external_id, import_id, user_id, company_id, product_id, edition, quantity, sss_quantity,
     value_grosze, purchased_at)
    SELECT id, external_id, import_id, user_id, company_id, product_id, edition, quantity, sss_quantity,
     value_grosze, purchased_at FROM purchases`.execute(db);
  await sql`DROP TABLE purchases`.execute(db);
  await sql`ALTER TABLE purchases_next RENAME TO purchases`.execute(db);
  await createPurchaseIndexes(db);
}

async function createPurchaseIndexes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('purchases_seller_index')
    .on('purchases')
    .columns(['user_id', 'company_id', 'edition', 'product_id'])
    .execute();
  await db.schema.createIndex('purchases_company_index').on('purchases').columns(['company_id', 'edition']).execute();
  await db.schema.createIndex('purchases_edition_index').on('purchases').columns(['edition', 'purchased_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('purchases').where('user_id', 'is', null).execute();
  if (isPostgres(db)) {
    await sql`ALTER TABLE purchases ALTER COLUMN user_id SET NOT NULL`.execute(db);
  } else {
    await sql`CREATE TABLE purchases_next (
      id integer PRIMARY KEY AUTOINCREMENT,
      external_id varchar(128) NOT NULL UNIQUE,
      import_id integer NOT NULL REFERENCES purchase_imports(id),
      user_id integer NOT NULL REFERENCES users(id),
      company_id integer NOT NULL REFERENCES companies(id),
      product_id integer NOT NULL REFERENCES products(id),
      edition varchar(16) NOT NULL,
      quantity integer NOT NULL,
      sss_quantity integer NOT NULL DEFAULT 0,
      value_grosze integer NOT NULL,
      purchased_at varchar(32) NOT NULL
    )`.execute(db);
    await sql`INSERT INTO purchases_next SELECT * FROM purchases`.execute(db);
    await sql`DROP TABLE purchases`.execute(db);
    await sql`ALTER TABLE purchases_next RENAME TO purchases`.execute(db);
    await createPurchaseIndexes(db);
  }
  await db.schema.dropIndex('purchase_imports_imported_at_index').execute();
  for (const column of ['points_credited', 'products', 'companies', 'lines', 'operator_id']) {
    await db.schema.alterTable('purchase_imports').dropColumn(column).execute();
  }
}
