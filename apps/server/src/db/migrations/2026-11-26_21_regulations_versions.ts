import type { Kysely } from 'kysely';

/** The version the portal took when no version was ever stored in the settings. */
const DEFAULT_RULES_VERSION = '20250401';

/**
 * A consent records which version of the regulations it accepted: a new version within an
 * edition asks everyone to accept again (docs/decisions/0019-closing-an-edition.md). The
 * consents already given accepted the version in force now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('consents')
    .addColumn('rules_version', 'varchar(8)', (col) => col.notNull().defaultTo(''))
    .execute();
  const stored: { value: string } | undefined = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'rules_version')
    .executeTakeFirst();
  const version = stored ? (JSON.parse(stored.value) as string) : DEFAULT_RULES_VERSION;
  await db.updateTable('consents').set({ rules_version: version }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consents').dropColumn('rules_version').execute();
}
