import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { loadConfig, testConfig } from './config.js';
import { ManualClock } from './lib/clock.js';
import { openTotpSecret } from './lib/totp-secrets.js';
import { DEMO_TOTP_SECRET } from './seed/demo-operators.js';
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
    const config = loadConfig({
      APP_URL: 'https://partnerplus.pl',
      SMSAPI_TOKEN: 't',
      CODE_HASH_KEY: 'k'.repeat(32),
      TOTP_SECRET_KEY: 't'.repeat(32),
    });
    expect(await prepareDatabase(config, database.db, new ManualClock(), database.schema)).toEqual({
      seededDemo: false,
    });
    expect(await users(database.db)).toBe(0);
  });
});

describe('warnWhenExposed', () => {
  // Straight on stderr, past the logger: LOG_LEVEL=error or silent must not hide it.
  const warnings = (env: NodeJS.ProcessEnv) => {
    const lines: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      warnWhenExposed(loadConfig({ LOG_LEVEL: 'silent', ...env }));
    } finally {
      stderr.mockRestore();
    }
    return lines;
  };

  it('says loudly that a development server listens beyond this computer', () => {
    const [warning, ...rest] = warnings({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(rest).toEqual([]);
    expect(warning).toContain('0.0.0.0');
    expect(warning).toContain('/dev/outbox');
    expect(warning).toContain('NODE_ENV=production');
    expect(warning).toMatch(/^WARNING: .*\n$/s);
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
        TOTP_SECRET_KEY: 't'.repeat(32),
      }),
    ).toEqual([]);
  });
});

describe('prepareDatabase: TOTP secrets', () => {
  const secretOf = async (db: TestDatabase['db'], email: string) =>
    (await db.selectFrom('operators').select('totp_secret').where('email', '=', email).executeTakeFirstOrThrow())
      .totp_secret!;

  it('encrypts the secrets a database kept in plain text, and starts with the key that opens them', async () => {
    database = await createTestDatabase();
    const config = testConfig({ NODE_ENV: 'development' });
    await prepareDatabase(config, database.db, new ManualClock(), database.schema);
    expect(await secretOf(database.db, 'admin@demo.pl')).not.toContain(DEMO_TOTP_SECRET);
    // A row as it was stored before secrets were encrypted: the next start encrypts it.
    await database.db
      .updateTable('operators')
      .set({ totp_secret: DEMO_TOTP_SECRET, totp_pending_secret: 'GEZDGNBVGY3TQOJQ' })
      .where('email', '=', 'admin@demo.pl')
      .execute();
    await prepareDatabase(config, database.db, new ManualClock(), database.schema);
    const stored = await database.db
      .selectFrom('operators')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('email', '=', 'admin@demo.pl')
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).not.toContain(DEMO_TOTP_SECRET);
    expect(openTotpSecret(stored.totp_secret!, config.TOTP_SECRET_KEY)).toBe(DEMO_TOTP_SECRET);
    expect(openTotpSecret(stored.totp_pending_secret!, config.TOTP_SECRET_KEY)).toBe('GEZDGNBVGY3TQOJQ');
  });

  it('refuses to start with a TOTP_SECRET_KEY that does not open the stored secrets', async () => {
    database = await createTestDatabase();
    await prepareDatabase(testConfig({ NODE_ENV: 'development' }), database.db, new ManualClock(), database.schema);
    const other = testConfig({ NODE_ENV: 'development', TOTP_SECRET_KEY: 'another-key-of-at-least-32-characters' });
    await expect(prepareDatabase(other, database.db, new ManualClock(), database.schema)).rejects.toThrow(
      /^TOTP_SECRET_KEY cannot decrypt the stored TOTP secrets/,
    );
  });

  it('stops a start with a wrong key before it changes any secret, also where plain and sealed rows meet', async () => {
    database = await createTestDatabase();
    await prepareDatabase(testConfig({ NODE_ENV: 'development' }), database.db, new ManualClock(), database.schema);
    // A restored backup or a rolling deploy: one operator's secrets sealed, another's still plain.
    await database.db
      .updateTable('operators')
      .set({ totp_secret: DEMO_TOTP_SECRET, totp_pending_secret: 'GEZDGNBVGY3TQOJQ' })
      .where('email', '=', 'obsluga@demo.pl')
      .execute();
    const before = await database.db
      .selectFrom('operators')
      .select(['id', 'totp_secret', 'totp_pending_secret'])
      .orderBy('id')
      .execute();
    const other = testConfig({ NODE_ENV: 'development', TOTP_SECRET_KEY: 'another-key-of-at-least-32-characters' });
    await expect(prepareDatabase(other, database.db, new ManualClock(), database.schema)).rejects.toThrow(
      /^TOTP_SECRET_KEY cannot decrypt the stored TOTP secrets/,
    );
    const after = await database.db
      .selectFrom('operators')
      .select(['id', 'totp_secret', 'totp_pending_secret'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    expect(after.find((row) => row.totp_secret === DEMO_TOTP_SECRET)?.totp_pending_secret).toBe('GEZDGNBVGY3TQOJQ');
  });
});
