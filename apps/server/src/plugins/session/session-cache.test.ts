import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { loginAs } from '../../../test/client.js';

const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

/** Blocks the seller behind the portal's back: a write that announces nothing. */
const blockQuietly = async () => {
  await t.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'sprzedawca@demo.pl').execute();
  const { id } = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'sprzedawca@demo.pl')
    .executeTakeFirstOrThrow();
  return id;
};

describe.runIf(onPostgres)('the session cache on PostgreSQL', () => {
  it('answers a session it looked up without asking again, until another process announces a change', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/user')).statusCode).toBe(200);
    const id = await blockQuietly();
    // Nothing announced the block: the process still holds the session it saw a moment ago.
    expect((await seller.get('/api/user')).statusCode).toBe(200);

    // A notification alone, as another process's `sessionsChanged` sends it.
    await sql`select pg_notify('portal_sessions', ${`user:${id}`})`.execute(t.db);
    await expect.poll(async () => (await seller.get('/api/user')).statusCode, { timeout: 2_000 }).toBe(401);
  });

  it('asks the database again once what it holds is ten seconds old', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/user')).statusCode).toBe(200);
    await blockQuietly();
    t.clock.set(new Date(t.clock.now().getTime() + 10_001));
    expect((await seller.get('/api/user')).statusCode).toBe(401);
  });
});

describe.runIf(!onPostgres)('sessions on SQLite', () => {
  it('are looked up on every request: a change made behind the portal’s back counts at once', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/user')).statusCode).toBe(200);
    await blockQuietly();
    expect((await seller.get('/api/user')).statusCode).toBe(401);
  });
});
