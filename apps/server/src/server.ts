import { buildApp } from './app.js';
import { isClusterWorker, runPrimary } from './cluster.js';
import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { systemClock } from './lib/clock.js';
import { prepareDatabase, warnWhenExposed } from './startup.js';

const config = loadConfig();

if (config.WORKERS > 1 && !isClusterWorker()) {
  // The primary only forks and watches the workers (cluster.ts); it serves nothing itself.
  await runPrimary(config, systemClock, (line) => console.log(line));
} else {
  await serve();
}

async function serve() {
  const db = createDatabase(config.DATABASE_URL);
  // In a cluster the primary has already migrated (and seeded) the database.
  const { seededDemo } = isClusterWorker() ? { seededDemo: false } : await prepareDatabase(config, db, systemClock);

  const app = await buildApp({ config, db });
  // Sends what the changes enqueue (and what a stopped process left); app.close() stops it.
  app.messageQueue.start();
  // Releases waiting points on their day (and later the other points jobs), every minute.
  app.pointJobs.start();
  app.reconciliation.start();
  if (seededDemo)
    app.log.info('Demo programme seeded: log in as lider@demo.pl or sprzedawca@demo.pl, password Demo!2025');

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: finishing requests in flight`);
      void app
        .close()
        .then(() => db.destroy())
        .then(() => process.exit(0));
    });
  }

  await app.listen({ host: config.HOST, port: config.PORT });
  // In a cluster the primary has said it once for all the workers.
  if (!isClusterWorker()) warnWhenExposed(config);
}
