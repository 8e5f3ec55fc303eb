import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoTestDatabase, type TestDatabase } from '../../test/database.js';
import type { DB } from './database.js';
import { prepared } from './prepared.js';
import { TableWrites } from './table-writes.js';

let test: TestDatabase;
let db: DB;
let plugin: TableWrites;
let heard: number;

beforeEach(async () => {
  test = await createDemoTestDatabase();
  plugin = new TableWrites();
  db = test.db.withPlugin(plugin);
  heard = 0;
  plugin.watch({ users: ['first_name', 'phone'], user_companies: '*' }, () => heard++);
});
afterEach(() => test.dispose());

const SELLER = 'sprzedawca@demo.pl';

describe('TableWrites', () => {
  it('tells a watcher of each statement that sets a column it watches, and of nothing else', async () => {
    await db.updateTable('users').set({ first_name: 'Anna' }).where('email', '=', SELLER).execute();
    expect(heard).toBe(1);
    await db
      .updateTable('users as u')
      .set({ phone: '500999000', last_name: 'Nowa' })
      .where('u.email', '=', SELLER)
      .execute();
    expect(heard).toBe(2);
    await db.updateTable('users').set('phone', '500999001').where('email', '=', SELLER).execute();
    expect(heard).toBe(3);
    // Columns it does not watch, another table, and reads.
    await db
      .updateTable('users')
      .set({ last_login_at: '2025-09-01T10:00:00.000Z' })
      .where('email', '=', SELLER)
      .execute();
    await db.updateTable('companies').set({ name: 'Okna' }).where('sap', '=', '1000001').execute();
    await db.selectFrom('users').select('first_name').execute();
    expect(heard).toBe(3);
  });

  it('counts every insert and delete of a watched table, in a transaction as soon as the statement has run', async () => {
    const { id: userId } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', SELLER)
      .executeTakeFirstOrThrow();
    const link = await db
      .selectFrom('user_companies')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_companies').where('user_id', '=', userId).execute();
      expect(heard).toBe(1);
      await trx.insertInto('user_companies').values(link).execute();
      expect(heard).toBe(2);
    });
  });

  it('tells of a prepared statement each time it runs, though it was compiled once', async () => {
    const rename = prepared((on, values: { email: string; name: string }) =>
      on.updateTable('users').set({ first_name: values.name }).where('email', '=', values.email),
    );
    await rename(db, { email: SELLER, name: 'Ola' });
    await rename(db, { email: SELLER, name: 'Ela' });
    expect(heard).toBe(2);
  });

  it('stops telling a watcher that stopped watching', async () => {
    const stop = plugin.watch({ users: '*' }, () => (heard += 10));
    await db.updateTable('users').set({ last_name: 'X' }).where('email', '=', SELLER).execute();
    expect(heard).toBe(10);
    stop();
    await db.updateTable('users').set({ last_name: 'Y' }).where('email', '=', SELLER).execute();
    expect(heard).toBe(10);
  });
});
