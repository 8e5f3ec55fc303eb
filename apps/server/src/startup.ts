import type { Config } from './config.js';
import { type DB, migrateToLatest } from './db/database.js';
import { sealStoredTotpSecrets } from './modules/operators/totp-secret-storage.js';
import { isDatabaseEmpty, seedDemoProgramme } from './seed/demo.js';
import type { Clock } from './lib/clock.js';

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
