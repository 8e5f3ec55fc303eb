import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The back office's companies (docs/product/back-office.md, screen 3).
 *
 * A branch names its central company (`central_company_id`); until now only `is_central` and the
 * users' branches (user_companies) said which companies belong together. The backfill links each
 * company that is not central to the central company whose people also work at it (the demo's
 * 1000002 and 1000003 to 1000001).
 *
 * Operators invite participants by bulk import: such an invitation has no inviting user
 * (`inviter_id` becomes nullable) but the operator who imported it, and it says whether the
 * invited person sells (`is_seller`; the participants' own invitations are all sellers).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('central_company_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('companies_central_company_index').on('companies').column('central_company_id').execute();

  const branches = await db
    .selectFrom('companies as branch')
    .innerJoin('user_companies as at_branch', 'at_branch.company_id', 'branch.id')
    .innerJoin('user_companies as at_central', 'at_central.user_id', 'at_branch.user_id')
    .innerJoin('companies as central', 'central.id', 'at_central.company_id')
    .where('branch.is_central', '=', 0)
    .where('central.is_central', '=', 1)
    .select(['branch.id as branch_id', (eb) => eb.fn.min('central.id').as('central_id')])
    .groupBy('branch.id')
    .execute();
  for (const { branch_id, central_id } of branches as { branch_id: number; central_id: number }[]) {
    await db.updateTable('companies').set({ central_company_id: central_id }).where('id', '=', branch_id).execute();
  }

  if (isPostgres(db)) {
    await sql`ALTER TABLE invitations ALTER COLUMN inviter_id DROP NOT NULL`.execute(db);
    await db.schema
      .alterTable('invitations')
      .addColumn('is_seller', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('invitations')
      .addColumn('invited_by_operator_id', 'integer', (col) => col.references('operators.id').onDelete('set null'))
      .execute();
    return;
  }

  // SQLite cannot drop a NOT NULL: the table is rebuilt with the same rows (nothing refers to it).
  await sql`CREATE TABLE invitations_next (
    id integer PRIMARY KEY AUTOINCREMENT,
    key_hash varchar(64) NOT NULL UNIQUE,
    inviter_id integer REFERENCES users(id) ON DELETE CASCADE,
    company_id integer NOT NULL REFERENCES companies(id),
    role varchar(16) NOT NULL,
    first_name varchar(128) NOT NULL,
    last_name varchar(128) NOT NULL,
    email varchar(255) NOT NULL,
    phone varchar(16),
    created_at varchar(32) NOT NULL,
    last_sent_at varchar(32) NOT NULL,
    completed_at varchar(32),
    completed_user_id integer REFERENCES users(id) ON DELETE SET NULL,
    expires_at varchar(32),
    is_seller integer NOT NULL DEFAULT 1,
    invited_by_operator_id integer REFERENCES operators(id) ON DELETE SET NULL
  )`.execute(db);
  await sql`INSERT INTO invitations_next
    (id, key_hash, inviter_id, company_id, role, first_name, last_name, email, phone, created_at,
     last_sent_at, completed_at, completed_user_id, expires_at)
    SELECT id, key_hash, inviter_id, company_id, role, first_name, last_name, email, phone, created_at,
     last_sent_at, completed_at, completed_user_id, expires_at FROM invitations`.execute(db);
  await sql`DROP TABLE invitations`.execute(db);
  await sql`ALTER TABLE invitations_next RENAME TO invitations`.execute(db);
  await db.schema.createIndex('invitations_inviter_id_index').on('invitations').column('inviter_id').execute();
  await db.schema
    .createIndex('invitations_pending_email_unique')
    .on('invitations')
    .column('email')
    .unique()
    .where(sql.ref('completed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('invitations').where('inviter_id', 'is', null).execute();
  await db.schema.alterTable('invitations').dropColumn('invited_by_operator_id').execute();
  await db.schema.alterTable('invitations').dropColumn('is_seller').execute();
  if (isPostgres(db)) await sql`ALTER TABLE invitations ALTER COLUMN inviter_id SET NOT NULL`.execute(db);
  await db.schema.dropIndex('companies_central_company_index').execute();
  await db.schema.alterTable('companies').dropColumn('central_company_id').execute();
}
