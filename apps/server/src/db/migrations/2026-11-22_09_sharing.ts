import type { Kysely } from 'kysely';

/**
 * Sharing points from a company's pool: operators can switch it off per company (the
 * server flag can_share_points). It is on unless they do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('can_share_points', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('can_share_points').execute();
}
