import { randomUUID } from 'node:crypto';
import type { PointJob } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { type Clock, realTimeOf } from '../../lib/clock.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import { endLease, findJobs, giveBackLease, takeLease } from './jobs.repository.js';
import { expireDueLots } from './expiry.service.js';
import { releaseDueLots } from './lot-actions.service.js';
import { type ReminderContext, sendReminders } from './reminders.service.js';

/*
 * The points' jobs (docs/product/point-lots.md "Jobs"). Every process schedules them; a lease in
 * the database lets one process run a job at a time, and each job's effects are guarded on their
 * own (a lot's state changes only from the state it was read in, a ledger key per lot), so two
 * runs at once still change each lot once. A job works by the programme clock's Warsaw day; its
 * lease and its last run are real time (ADR 0059), so a lease taken while the clock was ahead does
 * not hold the job for days once it is back.
 */

export type JobContext = ReminderContext;

const JOBS: Record<PointJob, (db: DB, clock: Clock, context: JobContext) => Promise<number>> = {
  release: releaseDueLots,
  expiry: expireDueLots,
  reminders: sendReminders,
};

/** How often each job runs by itself, in minutes. */
const EVERY: Record<PointJob, number> = { release: 1, expiry: 1, reminders: 15 };

/** How long a lease lasts: a process that dies while running a job holds it no longer than this. */
const LEASE_MS = 5 * 60_000;

/** This process, as the leases name it. */
const RUNNER = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Runs a job unless another process runs it now (then null); answers what it did. The programme
 * clock first catches up with a move another process made. A run an operator asked for (`by`) is
 * audited as `points.job_run`.
 *
 * The job's effects are not one transaction: it works under its lease (held for minutes, across
 * many transactions, so that a lot at a time commits and another process's run can take over
 * where it stopped), and each effect is guarded on its own. What ends the run is one transaction:
 * the lease given back with the job's last run, and the audit row of that run, so the jobs tab
 * and the audit trail never tell two stories.
 */
export async function runJob(
  db: DB,
  clock: Clock,
  job: PointJob,
  context: JobContext,
  by?: AuditActor,
): Promise<{ job: PointJob; processed: number } | null> {
  await clock.follow?.();
  const now = realTimeOf(clock).now();
  const ranAt = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  if (!(await takeLease(db, job, RUNNER, ranAt, until))) return null;
  let processed: number;
  try {
    processed = await JOBS[job](db, clock, context);
  } catch (error) {
    await endLease(db, job, RUNNER, ranAt, 0);
    throw error;
  }
  try {
    await db.transaction().execute(async (trx) => {
      await endLease(trx, job, RUNNER, ranAt, processed);
      if (by) await record(trx, clock, by, 'points.job_run', { type: 'job', id: job }, { processed });
    });
  } catch (error) {
    // Neither is written; the lease is given back all the same, so the next run need not wait for it to lapse.
    await giveBackLease(db, job, RUNNER);
    throw error;
  }
  return { job, processed };
}

/** The jobs this portal runs, with their last run. */
export async function listJobs(db: DB) {
  const rows = await findJobs(db);
  return rows
    .filter((row): row is typeof row & { job: PointJob } => row.job in JOBS)
    .map((row) => ({
      job: row.job,
      last_run_at: row.last_run_at === null ? null : new Date(row.last_run_at).toISOString(),
      processed: row.processed,
    }));
}

/** Each job at its interval, and all once at start; stop() ends the schedule. */
export function scheduleJobs(
  db: DB,
  clock: Clock,
  context: JobContext,
  onError: (error: unknown) => void,
): { stop(): void } {
  let minute = 0;
  const tick = () => {
    for (const job of Object.keys(JOBS) as PointJob[]) {
      if (minute % EVERY[job] === 0) runJob(db, clock, job, context).catch(onError);
    }
    minute += 1;
  };
  const timer = setInterval(tick, 60_000);
  timer.unref();
  setImmediate(tick);
  return { stop: () => clearInterval(timer) };
}
