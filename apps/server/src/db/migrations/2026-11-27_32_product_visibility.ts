import type { Kysely } from 'kysely';

/**
 * Products an operator hides from the participants' pages (docs/decisions/0040-products-and-targets-back-office.md):
 * a product purchases name is never deleted, since its purchases and the points credited for its
 * thresholds stay; hiding it takes it off /produkty and /lista-produktow only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('is_hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('is_hidden').execute();
}
