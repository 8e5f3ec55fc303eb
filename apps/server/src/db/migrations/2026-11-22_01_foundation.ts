import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('companies'))
    .addColumn('sap', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('tax_identifier', 'varchar(32)')
    .addColumn('regon', 'varchar(32)')
    .addColumn('potential_group', 'varchar(64)')
    .addColumn('street', 'varchar(255)')
    .addColumn('building', 'varchar(32)')
    .addColumn('local', 'varchar(32)')
    .addColumn('post_code', 'varchar(16)')
    .addColumn('city', 'varchar(128)')
    .addColumn('province', 'varchar(64)')
    .addColumn('county', 'varchar(128)')
    .addColumn('is_central', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('phone', 'varchar(16)', (col) => col.unique())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('first_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('is_seller', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('tax_declaration', 'varchar(32)')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_company_id_index').on('users').column('company_id').execute();

  await db.schema
    .createTable('user_companies')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_companies_pkey', ['user_id', 'company_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('impersonator', 'varchar(255)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_last_seen_at_index').on('sessions').column('last_seen_at').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('consents')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('accept_regulations', 'integer', (col) => col.notNull())
    .addColumn('accept_privacy_policy', 'integer', (col) => col.notNull())
    .addColumn('accept_marketing_data_process', 'integer', (col) => col.notNull())
    .addColumn('accepted_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('consents_pkey', ['user_id', 'edition'])
    .execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'varchar(8)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(255)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'outbox',
    'consents',
    'settings',
    'sessions',
    'user_companies',
    'users',
    'companies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
