import type { Kysely } from 'kysely';

/**
 * An operator's look as a participant remembers the operator session it was opened in, so that it
 * ends with that session (a logout, its 30 minutes idle or 8 hours) rather than outliving it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('impersonated_in', 'varchar(64)').execute();
  await db.schema.createIndex('sessions_impersonated_in_index').on('sessions').column('impersonated_in').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_impersonated_in_index').execute();
  await db.schema.alterTable('sessions').dropColumn('impersonated_in').execute();
}
