import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { loadConfig, testConfig } from './config.js';
import { ManualClock } from './lib/clock.js';
import { prepareDatabase, warnWhenExposed } from './startup.js';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
});

const users = async (db: TestDatabase['db']) => (await db.selectFrom('users').select('email').execute()).length;

describe('prepareDatabase', () => {
  it('seeds the demo programme into an empty database in development', async () => {
    database = await createTestDatabase();
    const config = testConfig({ NODE_ENV: 'development' });
    expect(await prepareDatabase(config, database.db, new ManualClock(), database.schema)).toEqual({
      seededDemo: true,
    });
    expect(await users(database.db)).toBeGreaterThan(0);
  });

  it('never seeds the demo accounts, with their published password, in a start without NODE_ENV', async () => {
    database = await createTestDatabase();
    const config = loadConfig({ APP_URL: 'https://partnerplus.pl', SMSAPI_TOKEN: 't', CODE_HASH_KEY: 'k'.repeat(32) });
    expect(await prepareDatabase(config, database.db, new ManualClock(), database.schema)).toEqual({
      seededDemo: false,
    });
    expect(await users(database.db)).toBe(0);
  });
});

describe('warnWhenExposed', () => {
  const warnings = (env: NodeJS.ProcessEnv) => {
    const lines: string[] = [];
    warnWhenExposed(loadConfig(env), (line) => lines.push(line));
    return lines;
  };

  it('says loudly that a development server listens beyond this computer', () => {
    const [warning, ...rest] = warnings({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(rest).toEqual([]);
    expect(warning).toContain('0.0.0.0');
    expect(warning).toContain('/dev/outbox');
    expect(warning).toContain('NODE_ENV=production');
    expect(warnings({ NODE_ENV: 'development', HOST: '::' })).toHaveLength(1);
    expect(warnings({ NODE_ENV: 'development', HOST: '192.168.1.20' })).toHaveLength(1);
  });

  it('stays quiet on loopback, and in production', () => {
    expect(warnings({ NODE_ENV: 'development' })).toEqual([]);
    expect(warnings({ NODE_ENV: 'development', HOST: 'localhost' })).toEqual([]);
    expect(warnings({ NODE_ENV: 'development', HOST: '::1' })).toEqual([]);
    expect(
      warnings({
        HOST: '0.0.0.0',
        APP_URL: 'https://partnerplus.pl',
        SMSAPI_TOKEN: 't',
        CODE_HASH_KEY: 'k'.repeat(32),
      }),
    ).toEqual([]);
  });
});
