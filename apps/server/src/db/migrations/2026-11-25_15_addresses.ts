import type { Kysely } from 'kysely';

/**
 * The addresses registration may send (correspondence and
 * residence address objects): the rest of the residence address, and the correspondence address
 * the profile page shows. All may be empty: the registration form does not ask for them.
 */
const columns = [
  ['residence_commune', 'varchar(128)'],
  ['residence_county', 'varchar(128)'],
  ['residence_province', 'varchar(64)'],
  ['correspondence_street', 'varchar(255)'],
  ['correspondence_building', 'varchar(32)'],
  ['correspondence_local', 'varchar(32)'],
  ['correspondence_post_code', 'varchar(16)'],
  ['correspondence_city', 'varchar(128)'],
  ['correspondence_commune', 'varchar(128)'],
  ['correspondence_county', 'varchar(128)'],
  ['correspondence_province', 'varchar(64)'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One column at a time: SQLite adds a single column per ALTER TABLE.
  for (const [column, type] of columns) {
    await db.schema.alterTable('users').addColumn(column, type).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [column] of [...columns].reverse()) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
