import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { migrateToLatest } from './database.js';
import { prepared } from './prepared.js';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
  await migrateToLatest(test.db, test.schema);
  await test.db
    .insertInto('settings')
    .values([
      { key: 'edition', value: '"2025"' },
      { key: 'vote_open', value: 'true' },
    ])
    .execute();
});
afterEach(async () => {
  await test.dispose();
});

describe('prepared', () => {
  it('runs one compiled query with each call’s own values, also inside a transaction', async () => {
    const setting = prepared((db, values: { key: string }) =>
      db.selectFrom('settings').select('value').where('key', '=', values.key),
    );
    expect(await setting(test.db, { key: 'edition' })).toEqual([{ value: '"2025"' }]);
    expect(await setting(test.db, { key: 'vote_open' })).toEqual([{ value: 'true' }]);
    expect(await setting(test.db, { key: 'nothing' })).toEqual([]);
    await test.db.transaction().execute(async (trx) => {
      await trx.updateTable('settings').set({ value: 'false' }).where('key', '=', 'vote_open').execute();
      expect(await setting(trx, { key: 'vote_open' })).toEqual([{ value: 'false' }]);
    });
  });

  it('refuses a query that writes a value into its text instead of passing it', async () => {
    const inlined = prepared((db, values: { key: string }) =>
      db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', sql<string>`${sql.lit(values.key)}`),
    );
    await expect(inlined(test.db, { key: 'edition' })).rejects.toThrow('key did not become query parameters');
  });
});
