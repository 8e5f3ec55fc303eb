import type { DB } from '../../db/database.js';

/** Every job's last run and what it did. */
export function findJobs(db: DB) {
  return db.selectFrom('point_jobs').select(['job', 'last_run_at', 'processed']).orderBy('job').execute();
}

/**
 * Takes a job's lease until a moment, when nobody holds one that lasts: false when another
 * process runs the job now. One conditional update, so of two processes asking at once one wins.
 */
export async function takeLease(db: DB, job: string, runner: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('point_jobs')
    .set({ leased_by: runner, lease_until: until })
    .where('job', '=', job)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives the lease back and records the run. */
export async function endLease(db: DB, job: string, runner: string, ranAt: string, processed: number): Promise<void> {
  await db
    .updateTable('point_jobs')
    .set({ leased_by: null, lease_until: null, last_run_at: ranAt, processed })
    .where('job', '=', job)
    .where('leased_by', '=', runner)
    .execute();
}

/** Gives the lease back without recording a run. */
export async function giveBackLease(db: DB, job: string, runner: string): Promise<void> {
  await db
    .updateTable('point_jobs')
    .set({ leased_by: null, lease_until: null })
    .where('job', '=', job)
    .where('leased_by', '=', runner)
    .execute();
}
