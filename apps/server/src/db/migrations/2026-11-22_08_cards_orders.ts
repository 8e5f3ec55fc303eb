import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

/**
 * Prepaid cards and the orders that top them up with points. A card belongs to a company and is
 * paired with the seller it was sent to; the seller proves holding it by typing its number, once
 * per edition. A top-up order is paid for by one ledger operation, so the ledger and the order
 * can always be matched.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('cards'))
    .addColumn('number', 'varchar(10)', (col) => col.notNull().unique())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('paired_at', 'varchar(32)')
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('confirmed_edition', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cards_user_id_index').on('cards').column('user_id').execute();
  await db.schema.createIndex('cards_company_id_index').on('cards').column('company_id').execute();

  // A seller asks for a new card once; the unique user_id makes a second request impossible.
  await withId(db, db.schema.createTable('card_orders'))
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // The quiz question a seller answers with each top-up order.
  await withId(db, db.schema.createTable('questions'))
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'varchar(512)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('questions_edition_index').on('questions').column('edition').execute();

  await withId(db, db.schema.createTable('question_answers'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('name', 'varchar(512)', (col) => col.notNull())
    .addColumn('is_correct', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('question_answers_question_id_index')
    .on('question_answers')
    .column('question_id')
    .execute();

  // The question a user was served last: an order must answer that one and no other.
  await db.schema
    .createTable('question_servings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('served_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('card_id', 'integer', (col) => col.notNull().references('cards.id'))
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('question_id', 'integer', (col) => col.references('questions.id').onDelete('set null'))
    .addColumn('answer_id', 'integer', (col) => col.references('question_answers.id').onDelete('set null'))
    .addColumn('operation_id', 'integer', (col) => col.notNull().unique().references('point_operations.id'))
    .addColumn('refund_operation_id', 'integer', (col) => col.unique().references('point_operations.id'))
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addCheckConstraint('orders_value_positive', sql`value > 0`)
    .execute();
  await db.schema.createIndex('orders_user_id_index').on('orders').columns(['user_id', 'edition', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('question_servings').execute();
  await db.schema.dropTable('question_answers').execute();
  await db.schema.dropTable('questions').execute();
  await db.schema.dropTable('card_orders').execute();
  await db.schema.dropTable('cards').execute();
}
