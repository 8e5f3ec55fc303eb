import type { Kysely } from 'kysely';

/**
 * Each purchase line keeps its line number in the file it came in (the header is line 1), so a
 * threshold's explanation can name the lines behind it, and the line a correction line corrects
 * (its stored id; null for an ordinary line). Lines imported before have neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('purchases').addColumn('line', 'integer').execute();
  await db.schema
    .alterTable('purchases')
    .addColumn('corrects_id', 'integer', (column) => column.references('purchases.id'))
    .execute();
  await db.schema.createIndex('purchases_corrects_id_index').on('purchases').column('corrects_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('purchases_corrects_id_index').execute();
  await db.schema.alterTable('purchases').dropColumn('corrects_id').execute();
  await db.schema.alterTable('purchases').dropColumn('line').execute();
}
