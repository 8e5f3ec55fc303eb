import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The reconciliation's runs (docs/product/point-lots.md "Reconciliation"), each with its checks
 * and differences as JSON. A nightly run names its Warsaw night, unique, so that of several
 * processes starting it at once one stores it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('reconciliation_runs'))
    .addColumn('run_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('trigger', 'varchar(16)', (col) => col.notNull())
    .addColumn('night', 'varchar(10)', (col) => col.unique())
    .addColumn('operator_id', 'integer', (col) => col.references('operators.id'))
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addColumn('differences_count', 'integer', (col) => col.notNull())
    .addColumn('checks', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reconciliation_runs_run_at_index').on('reconciliation_runs').column('run_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reconciliation_runs').execute();
}
