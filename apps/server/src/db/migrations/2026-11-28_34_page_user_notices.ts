import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * PostgreSQL tells every portal process when what the page-wide user shows changes: the user's
 * name and contacts, the companies they may switch between and those companies' SAP numbers,
 * names and addresses (modules/auth/session-user-cache.ts). Triggers rather than calls in the
 * services: the profile, the back office's screens and the imports all write these rows, and no
 * writer can forget a trigger. One notification a statement, delivered at the commit; the
 * processes forget every user they keep (such writes are rare next to the reads).
 *
 * SQLite keeps nothing between requests and gets nothing.
 */
const CHANNEL = 'portal_page_users';

const triggers = [
  { table: 'users', on: 'UPDATE OF first_name, last_name, email, phone OR DELETE OR TRUNCATE' },
  {
    table: 'companies',
    on: 'UPDATE OF sap, name, street, building, local, post_code, city, is_central OR DELETE OR TRUNCATE',
  },
  { table: 'user_companies', on: 'INSERT OR UPDATE OR DELETE OR TRUNCATE' },
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(
      `CREATE FUNCTION portal_page_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('${CHANNEL}', '');
         RETURN NULL;
       END $$`,
    )
    .execute(db);
  for (const { table, on } of triggers) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_page_users AFTER ${on} ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION portal_page_users_changed()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table } of triggers) await sql.raw(`DROP TRIGGER ${table}_page_users ON ${table}`).execute(db);
  await sql.raw('DROP FUNCTION portal_page_users_changed()').execute(db);
}
