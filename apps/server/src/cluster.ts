import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';
import { createDatabase } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { prepareDatabase, warnWhenExposed } from './startup.js';

/**
 * Several server processes on one port (`WORKERS`, docs/architecture.md "Processes"): the
 * primary prepares the database once (migrations, the demo outside production), then forks the
 * workers, which share the listening socket through node:cluster and keep nothing that another
 * process must see (sessions, throttles, idempotency keys, the queue's claims and the settings'
 * stamp are in the database). A worker that dies is replaced; a stop signal is passed on to
 * every worker, which finishes its requests in flight, and the primary exits after the last.
 */
export async function runPrimary(config: Config, clock: Clock, log: (line: string) => void): Promise<void> {
  const db = createDatabase(config.DATABASE_URL);
  const { seededDemo } = await prepareDatabase(config, db, clock);
  await db.destroy();
  if (seededDemo) log('Demo programme seeded: log in as lider@demo.pl or sprzedawca@demo.pl, password Demo!2025');
  warnWhenExposed(config);

  let stopping = false;
  const fork = () => cluster.fork({ PORTAL_CLUSTER_WORKER: '1' });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`Worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  // A forked worker serves only once it listens; until then the others carry the load alone.
  cluster.on('listening', (worker: Worker) => log(`Worker ${worker.process.pid} listening`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      log(`${signal}: stopping ${config.WORKERS} workers`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
  for (let index = 0; index < config.WORKERS; index++) fork();
  log(`Listening on ${config.HOST}:${config.PORT} with ${config.WORKERS} workers`);
}

/** Whether this process is one of the cluster's workers (the primary prepared the database). */
export const isClusterWorker = () => cluster.isWorker && process.env.PORTAL_CLUSTER_WORKER === '1';
