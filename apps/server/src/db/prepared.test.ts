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

  it.runIf(process.env.TEST_DB === 'postgres')(
    'is a named statement of the PostgreSQL connection that runs it, planned once for every call',
    async () => {
      const setting = prepared((db, values: { key: string }) =>
        db.selectFrom('settings').select('value').where('key', '=', values.key),
      );
      await test.db.connection().execute(async (connection) => {
        expect(await setting(connection, { key: 'edition' })).toEqual([{ value: '"2025"' }]);
        expect(await setting(connection, { key: 'vote_open' })).toEqual([{ value: 'true' }]);
        const statements = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements where statement like '%"settings"%'
        `.execute(connection);
        expect(statements.rows).toHaveLength(1);
        expect(statements.rows[0]!.name).toMatch(/^portal_[0-9a-f]{16}$/);
        // Any other query still goes as plain text.
        await connection.selectFrom('settings').select('key').execute();
        expect((await sql`select name from pg_prepared_statements`.execute(connection)).rows).toHaveLength(1);
      });
    },
  );
});
