import type { Kysely } from 'kysely';

/**
 * The profile pages' data: a login name users may log in with instead of their e-mail, where
 * they live, and where their company is on the map (geocoded from its address by the browser).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('login', 'varchar(64)').execute();
  // SQLite cannot add a UNIQUE column; a unique index does the same in both databases and lets
  // any number of users have no login name yet.
  await db.schema.createIndex('users_login_unique').on('users').column('login').unique().execute();
  for (const [column, type] of [
    ['residence_street', 'varchar(255)'],
    ['residence_building', 'varchar(32)'],
    ['residence_local', 'varchar(32)'],
    ['residence_post_code', 'varchar(16)'],
    ['residence_city', 'varchar(128)'],
  ] as const) {
    await db.schema.alterTable('users').addColumn(column, type).execute();
  }

  await db.schema.alterTable('companies').addColumn('latitude', 'double precision').execute();
  await db.schema.alterTable('companies').addColumn('longitude', 'double precision').execute();
  await db.schema.alterTable('companies').addColumn('located_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['located_at', 'longitude', 'latitude']) {
    await db.schema.alterTable('companies').dropColumn(column).execute();
  }
  await db.schema.dropIndex('users_login_unique').execute();
  for (const column of [
    'residence_city',
    'residence_post_code',
    'residence_local',
    'residence_building',
    'residence_street',
    'login',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
