import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { connectionConfig, createDatabase, type DB } from '../../db/database.js';
import { listen } from '../../db/listen.js';
import { PAGE_USERS_CHANNEL } from './session-user-cache.js';

const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

interface PageUser {
  full_name: string;
  email: string;
  phone: string;
  companies_to_switch: { sap: string; name: string; address_string: string; is_central: boolean }[];
}

const pageUser = async (client: TestClient): Promise<PageUser> => {
  const response = await client.get('/api/user');
  expect(response.statusCode).toBe(200);
  return response.json().user as PageUser;
};

const LEADER = 'lider@demo.pl';
const leaderId = async (db: DB) =>
  (await db.selectFrom('users').select('id').where('email', '=', LEADER).executeTakeFirstOrThrow()).id;

type Change = [what: string, write: () => Promise<unknown>, shown: (user: PageUser) => unknown, expected: unknown];

/** A write of each column the page-wide user shows, made through `on`, and what the page then shows. */
const everyChange = (on: DB, id: number): Change[] => [
  [
    'first name',
    () => on.updateTable('users').set({ first_name: 'Inny' }).where('id', '=', id).execute(),
    (user) => user.full_name.split(' ')[0],
    'Inny',
  ],
  [
    'last name',
    () => on.updateTable('users').set({ last_name: 'Zmieniony' }).where('id', '=', id).execute(),
    (user) => user.full_name.split(' ')[1],
    'Zmieniony',
  ],
  [
    'e-mail',
    () => on.updateTable('users').set({ email: 'lider2@demo.pl' }).where('id', '=', id).execute(),
    (user) => user.email,
    'lider2@demo.pl',
  ],
  [
    'phone',
    () => on.updateTable('users').set({ phone: '500999888' }).where('id', '=', id).execute(),
    (user) => user.phone,
    '500999888',
  ],
  ...(['name', 'street', 'building', 'local', 'post_code', 'city'] as const).map((column): Change => [
    `company ${column}`,
    () =>
      on
        .updateTable('companies')
        .set({ [column]: column === 'post_code' ? '99-999' : `${column}-9` })
        .where('sap', '=', '1000002')
        .execute(),
    (user) => {
      const company = user.companies_to_switch.find((candidate) => candidate.sap === '1000002');
      return (column === 'name' ? company?.name : company?.address_string)?.includes(
        column === 'post_code' ? '99-999' : `${column}-9`,
      );
    },
    true,
  ]),
  [
    'central company',
    () => on.updateTable('companies').set({ is_central: 0 }).where('is_central', '=', 1).execute(),
    (user) => user.companies_to_switch.some((company) => company.is_central),
    false,
  ],
  [
    'company SAP',
    () => on.updateTable('companies').set({ sap: '7000002' }).where('sap', '=', '1000002').execute(),
    (user) => user.companies_to_switch.map((company) => company.sap).includes('7000002'),
    true,
  ],
  [
    'a branch removed',
    () =>
      on
        .deleteFrom('user_companies')
        .where('user_id', '=', id)
        .where('company_id', 'in', on.selectFrom('companies').select('id').where('sap', '=', '7000002'))
        .execute(),
    (user) => user.companies_to_switch.map((company) => company.sap).includes('7000002'),
    false,
  ],
];

/**
 * Makes each change, the page-wide user read before it (so it is kept): the next answer shows it
 * at once, or within a second when the change is heard of from elsewhere.
 */
async function follows(leader: TestClient, changes: Change[], when: 'at once' | 'within a second') {
  for (const [what, write, shown, expected] of changes) {
    await pageUser(leader);
    await write();
    if (when === 'at once') {
      expect(shown(await pageUser(leader)), what).toBe(expected);
      continue;
    }
    const changedAt = Date.now();
    await expect.poll(async () => shown(await pageUser(leader)), { timeout: 2_000, message: what }).toBe(expected);
    expect(Date.now() - changedAt, what).toBeLessThan(1_000);
  }
}

describe.runIf(onPostgres)('the page-wide user kept per process on PostgreSQL', () => {
  it('is read once and kept: a change that tells nobody shows only once another process announces one', async () => {
    const leader = await loginAs(t.app, LEADER);
    const before = await pageUser(leader);
    // Written around Kysely with the trigger switched off: neither this process nor PostgreSQL says a word.
    await sql`alter table users disable trigger users_page_users`.execute(t.db);
    await sql`update users set first_name = 'Cichy' where email = ${LEADER}`.execute(t.db);
    await sql`alter table users enable trigger users_page_users`.execute(t.db);
    expect((await pageUser(leader)).full_name).toBe(before.full_name);

    await sql`select pg_notify(${PAGE_USERS_CHANNEL}, '')`.execute(t.db);
    await expect.poll(async () => (await pageUser(leader)).full_name, { timeout: 2_000 }).toMatch(/^Cichy /);
  });

  it('is read again once what it holds is ten seconds old', async () => {
    const leader = await loginAs(t.app, LEADER);
    await pageUser(leader);
    await sql`alter table users disable trigger users_page_users`.execute(t.db);
    await sql`update users set first_name = 'Cichy' where email = ${LEADER}`.execute(t.db);
    await sql`alter table users enable trigger users_page_users`.execute(t.db);
    t.clock.set(new Date(t.clock.now().getTime() + 10_001));
    expect((await pageUser(leader)).full_name).toMatch(/^Cichy /);
  });

  it('shows at once what this process has just written, through the portal or not, without waiting for the notice', async () => {
    const leader = await loginAs(t.app, LEADER);
    await pageUser(leader);
    // The notice reaches this process too, a moment after the commit: without it, only the
    // process's own account of its writes can make the next answer right.
    await sql`alter table users disable trigger users_page_users`.execute(t.db);
    await sql`alter table companies disable trigger companies_page_users`.execute(t.db);
    const saved = await leader.post('/api/account', {
      user: { first_name: 'Paweł', last_name: 'Nowicki', phone: '500 100 200' },
      residenceAddress: { street: 'ul. Długa', building: '5', local: '', post_code: '00-238', city: 'Warszawa' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await pageUser(leader)).full_name).toBe('Paweł Nowicki');

    // A plain statement of this process, outside any service: seen as soon as it has run.
    await t.db.updateTable('companies').set({ name: 'Okna Nowe' }).where('sap', '=', '1000002').execute();
    expect((await pageUser(leader)).companies_to_switch.find((company) => company.sap === '1000002')?.name).toBe(
      'Okna Nowe',
    );
  });

  it('hears every change of what it shows from another process within a second', async () => {
    const leader = await loginAs(t.app, LEADER);
    // Another process: a pool of its own on the same database, whose writes this app cannot see.
    const other = createDatabase(connectionConfig(t.db)!.connectionString!);
    try {
      await follows(leader, everyChange(other, await leaderId(t.db)), 'within a second');
    } finally {
      await other.destroy();
    }
  });

  it('follows at once every change of what it shows that its own process writes, without the notice', async () => {
    const leader = await loginAs(t.app, LEADER);
    for (const table of ['users', 'companies', 'user_companies']) {
      await sql`alter table ${sql.table(table)} disable trigger ${sql.id(`${table}_page_users`)}`.execute(t.db);
    }
    await follows(leader, everyChange(t.db, await leaderId(t.db)), 'at once');
  });

  it('announces only what the page shows: a login elsewhere (the last login) does not empty every cache', async () => {
    const id = await leaderId(t.db);
    const heard: string[] = [];
    const listening = listen(t.db, PAGE_USERS_CHANNEL, {
      message: (payload) => heard.push(payload),
      listening: () => undefined,
      lost: () => undefined,
    })!;
    try {
      await listening.firstAttempt;
      await t.db.updateTable('users').set({ last_login_at: new Date().toISOString() }).where('id', '=', id).execute();
      await t.db.updateTable('users').set({ is_active: 1 }).where('id', '=', id).execute();
      await t.db.updateTable('users').set({ is_seller: 0 }).where('id', '=', id).execute();
      // Notices arrive in the order of the commits: this one comes after any the writes above sent.
      await sql`select pg_notify(${PAGE_USERS_CHANNEL}, 'end')`.execute(t.db);
      await expect.poll(() => heard, { timeout: 2_000 }).toContain('end');
      expect(heard).toEqual(['end']);

      await t.db.updateTable('users').set({ first_name: 'Inny' }).where('id', '=', id).execute();
      await expect.poll(() => heard, { timeout: 2_000 }).toEqual(['end', '']);
    } finally {
      await listening.stop();
    }
  });
});

describe.runIf(!onPostgres)('the page-wide user on SQLite', () => {
  it('is read on every request: a change made behind the portal’s back shows at once', async () => {
    const leader = await loginAs(t.app, LEADER);
    await pageUser(leader);
    await sql`update users set first_name = 'Cichy' where email = ${LEADER}`.execute(t.db);
    expect((await pageUser(leader)).full_name).toMatch(/^Cichy /);
  });
});
