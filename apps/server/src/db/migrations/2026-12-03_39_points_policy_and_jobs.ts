import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * From here on, points from purchase imports wait 14 days for the manufacturer's returns window:
 * policy version 2, the settings' defaults (docs/product/point-lots.md "Pending points and
 * policies"). Lots credited before keep version 1 and their dates. The points' jobs (the release
 * of waiting lots first) record their last run and hold a lease here, so that of several
 * processes one runs a job at a time; the reminders of expiring points are recorded once per stage.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('point_jobs')
    .addColumn('job', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('leased_by', 'varchar(64)')
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('last_run_at', 'varchar(32)')
    .addColumn('processed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The reminders sent of points about to expire: one per holder, last day and stage (30, 7, 1).
  await withId(db, db.schema.createTable('point_reminders'))
    .addColumn('owner_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('expires_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('stage', 'integer', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('point_reminders_once', ['owner_type', 'owner_id', 'expires_on', 'stage'])
    .execute();
  await db
    .insertInto('point_jobs')
    .values(['release', 'expiry', 'reminders', 'reconciliation'].map((job) => ({ job, processed: 0 })))
    .execute();
  await db
    .insertInto('points_policies')
    .values({
      version: 2,
      pending_days: 14,
      pending_days_codes: 0,
      expiry_mode: 'none',
      points_expire_at: null,
      expiry_months: 12,
      expiry_min_days: 30,
      created_at: new Date().toISOString(),
      operator_id: null,
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('point_reminders').execute();
  await db.schema.dropTable('point_jobs').execute();
  await db.deleteFrom('points_policies').where('version', '=', 2).execute();
}
