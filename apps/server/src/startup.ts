import type { Config } from './config.js';
import { type DB, migrateToLatest } from './db/database.js';
import { sealStoredTotpSecrets } from './modules/operators/totp-secret-storage.js';
import { isDatabaseEmpty, seedDemoProgramme } from './seed/demo.js';
import type { Clock } from './lib/clock.js';
import { isLoopbackHost } from './lib/loopback.js';

/**
 * What the server does to its database before it listens: migrations, then the demo programme
 * into an empty database, outside production only. The demo's accounts share one published
 * password, so production never seeds them, whatever else the configuration says.
 */
export async function prepareDatabase(
  config: Pick<Config, 'isProduction' | 'CODE_HASH_KEY' | 'TOTP_SECRET_KEY'>,
  db: DB,
  clock: Clock,
  schema?: string,
): Promise<{ seededDemo: boolean }> {
  await migrateToLatest(db, schema);
  await sealStoredTotpSecrets(db, config.TOTP_SECRET_KEY);
  if (config.isProduction || !(await isDatabaseEmpty(db))) return { seededDemo: false };
  await seedDemoProgramme(db, clock, config.CODE_HASH_KEY, config.TOTP_SECRET_KEY);
  return { seededDemo: true };
}

/**
 * Outside production the server keeps every e-mail and SMS at /dev/outbox and the demo's
 * accounts share a published password. Both answer loopback only (plugins/development-loopback.ts,
 * modules/outbox), but a development server that listens beyond this computer is most likely a
 * deployment that forgot NODE_ENV=production: the start says so, loudly. Straight on stderr, not
 * through the logger, so LOG_LEVEL=error or silent does not hide it.
 */
export function warnWhenExposed(config: Pick<Config, 'isProduction' | 'NODE_ENV' | 'HOST'>) {
  if (config.isProduction || isLoopbackHost(config.HOST)) return;
  process.stderr.write(
    `WARNING: ${config.NODE_ENV} mode listening on ${config.HOST}, beyond this computer. /dev/outbox (login codes, ` +
      'reset links), the demo password and the demo invitation answer requests from this computer only, never a visitor a proxy names; ' +
      'a deployment must run with NODE_ENV=production.\n',
  );
}
