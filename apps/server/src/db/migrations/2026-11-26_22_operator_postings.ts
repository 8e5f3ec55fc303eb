import type { Kysely } from 'kysely';

/**
 * A point operation an operator posted from the back office names that operator: `actor_id`
 * names only participants (users), so an operator's posting keeps it null and records who in
 * `operator_id` (docs/decisions/0020-operator-postings.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('point_operations')
    .addColumn('operator_id', 'integer', (col) => col.references('operators.id'))
    .execute();
  await db.schema
    .createIndex('point_operations_operator_id_index')
    .on('point_operations')
    .column('operator_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('point_operations_operator_id_index').execute();
  await db.schema.alterTable('point_operations').dropColumn('operator_id').execute();
}
