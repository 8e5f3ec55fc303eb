import {
  CODE_EMPTY,
  CODES_REQUIRED,
  CODES_TOO_MANY,
  type CodeLookupAnswer,
  type MyCodesAnswer,
  type RegisterCodesAnswer,
  type TrainingsAnswer,
} from '@portal/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actorFor } from '../../../test/actor.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { impersonate, loginAs, type TestClient } from '../../../test/client.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import { DEMO_CODES, DEMO_TRAINING } from '../../seed/demo-codes.js';
import { balanceOf } from '../ledger/ledger.service.js';
import { registerCodes } from './codes.service.js';

let t: TestApp;
let seller: TestClient;
beforeEach(async () => {
  t = await buildTestApp();
  seller = await loginAs(t.app, 'sprzedawca@demo.pl');
});
afterEach(async () => {
  await t.close();
});

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const balance = async (email: string) => balanceOf(t.db, { type: 'user', id: await userId(email) });
const register = (client: TestClient, codes: unknown, remoteAddress?: string) =>
  client.post('/api/codes', { codes }, remoteAddress ? { remoteAddress } : {});
const creditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('point_operations')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('kind', '=', 'code_credit')
        .executeTakeFirstOrThrow()
    ).count,
  );

/** A fresh seller of the central company, for the tests that need many different people. */
async function newSeller(n: number) {
  const now = t.clock.now().toISOString();
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('sap', '=', '1000001')
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('users')
    .values({
      email: `kody${n}@demo.pl`,
      phone: null,
      password_hash: null,
      first_name: 'Kody',
      last_name: String(n),
      role: 'seller',
      is_seller: 1,
      is_active: 1,
      tax_declaration: null,
      company_id: company.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return actorFor(t.db, `kody${n}@demo.pl`, { userId: id });
}

describe('registering codes', () => {
  it('credits a code once, normalising what was typed, and says what each code was', async () => {
    const before = await balance('sprzedawca@demo.pl');
    const response = await register(seller, [
      'ppdemo-0000 01',
      'PPDEMO000002',
      'PPDEMO000000',
      'ZZZZZZZZZZZZ',
      'PP-12',
      'PP_12',
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json<RegisterCodesAnswer>();
    expect(answer.results).toEqual([
      { code: 'PPDEMO000001', status: 'registered', points: 50, product: 'Okno dachowe Termo 78×118' },
      { code: 'PPDEMO000002', status: 'registered', points: 50, product: 'Okno dachowe Termo 78×118' },
      { code: 'PPDEMO000000', status: 'already_registered', points: 0, product: 'Okno dachowe Termo 78×118' },
      { code: 'ZZZZZZZZZZZZ', status: 'not_found', points: 0, product: null },
      { code: 'PP-12', status: 'invalid', points: 0, product: null },
      { code: 'PP_12', status: 'invalid', points: 0, product: null },
    ]);
    expect(answer.balance).toBe(before + 100);
    expect(await balance('sprzedawca@demo.pl')).toBe(before + 100);

    // Sent again, by the same seller or another, nothing more is credited.
    const lider = await loginAs(t.app, 'lider@demo.pl');
    const again = (await register(lider, ['PPDEMO000001'])).json<RegisterCodesAnswer>();
    expect(again.results[0]).toMatchObject({ status: 'already_registered', points: 0 });
    expect(await balance('sprzedawca@demo.pl')).toBe(before + 100);
  });

  it('registers a code once when 20 sellers send it at the same moment', async () => {
    const sellers = await Promise.all(Array.from({ length: 20 }, (_, i) => newSeller(i)));
    const creditsBefore = await creditCount();
    const answers = await Promise.all(
      sellers.map((actor, i) =>
        registerCodes(t.db, t.clock, { actor, ip: `198.51.100.${i}`, hashKey: t.app.config.CODE_HASH_KEY }, [
          'PPDEMO000005',
        ]),
      ),
    );
    const statuses = answers.map((answer) => answer.results[0]!.status);
    expect(statuses.filter((status) => status === 'registered')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'already_registered')).toHaveLength(19);
    expect(await creditCount()).toBe(creditsBefore + 1);
    const balances = await Promise.all(sellers.map((actor) => balanceOf(t.db, { type: 'user', id: actor.userId })));
    expect(balances.reduce((sum, value) => sum + value, 0)).toBe(50);
  });

  it("credits a training's coupon once to each participant", async () => {
    const lider = await loginAs(t.app, 'lider@demo.pl');
    const [sellerBefore, leaderBefore] = [await balance('sprzedawca@demo.pl'), await balance('lider@demo.pl')];
    for (const client of [seller, lider, seller]) await register(client, [DEMO_TRAINING.coupon.toLowerCase()]);
    expect(await balance('sprzedawca@demo.pl')).toBe(sellerBefore + 100);
    expect(await balance('lider@demo.pl')).toBe(leaderBefore + 100);
    const twice = (await register(lider, [DEMO_TRAINING.coupon])).json<RegisterCodesAnswer>();
    expect(twice.results[0]).toMatchObject({ status: 'already_registered', product: DEMO_TRAINING.name });

    const trainings = (await seller.get('/api/trainings')).json<TrainingsAnswer>().items;
    expect(trainings).toEqual([
      {
        name: 'Montaż okien dachowych w praktyce',
        start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        coupon: '••••••••2025',
        points: 100,
        registered_at: t.clock.now().toISOString(),
      },
    ]);
  });

  it('keeps only a keyed hash: no plain code anywhere in the database', async () => {
    await register(seller, ['PPDEMO000003', DEMO_TRAINING.coupon]);
    const hashes = await t.db.selectFrom('codes').select(['code_hash', 'suffix']).execute();
    expect(hashes.length).toBeGreaterThanOrEqual(12);
    for (const row of hashes) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.suffix).toHaveLength(4);
    }
    const plain = [...DEMO_CODES, DEMO_TRAINING.coupon];
    const tables = isPostgres(t.db)
      ? await sql<{
          table_name: string;
          column_name: string;
        }>`select table_name, column_name from information_schema.columns where table_schema = current_schema() and data_type in ('text', 'character varying')`.execute(
          t.db,
        )
      : null;
    const columns = tables
      ? tables.rows.map((row) => [row.table_name, row.column_name] as const)
      : await sqliteTextColumns();
    expect(columns.length).toBeGreaterThan(50);
    for (const [table, column] of columns) {
      for (const code of plain) {
        const found = await sql<{
          n: number;
        }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} like ${`%${code}%`}`.execute(t.db);
        expect(Number(found.rows[0]!.n), `${table}.${column} holds ${code}`).toBe(0);
      }
    }
  });

  it('locks a seller out for the hour after 10 unknown codes, those that are not letters and digits not counted', async () => {
    const unknown = (n: number) => Array.from({ length: n }, (_, i) => `XXXXXXXXXX${String(i).padStart(2, '0')}`);
    expect((await register(seller, ['bąd', 'PP-12!', ...unknown(9)])).statusCode).toBe(200);
    expect((await register(seller, unknown(1))).statusCode).toBe(200);

    const locked = await register(seller, ['PPDEMO000004']);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(locked.json()).toMatchObject({ success: false, retry_after: Number(locked.headers['retry-after']) });
    expect((await seller.post('/api/codes/lookup', { code: 'PPDEMO000004' })).statusCode).toBe(429);
    // Another seller on another address is not locked.
    const lider = await loginAs(t.app, 'lider@demo.pl');
    expect((await register(lider, ['PPDEMO000006'], '203.0.113.9')).statusCode).toBe(200);

    t.clock.advance(3_600_000);
    const after = (await register(seller, ['PPDEMO000004'])).json<RegisterCodesAnswer>();
    expect(after.results[0]).toMatchObject({ status: 'registered' });
  });

  it('counts every unknown input towards the lock whatever its length: 129 guesses in three requests are stopped', async () => {
    const before = await balance('sprzedawca@demo.pl');
    // Letters and digits of every length but a package code's 12, as a coupon guesser would send.
    const lengths = [4, 6, 9, 10, 11, 13, 16, 32];
    const guesses = Array.from({ length: 129 }, (_, i) =>
      `K${String(i).padStart(3, '0')}`.padEnd(lengths[i % 8]!, 'X'),
    );
    expect(new Set(guesses.map((guess) => guess.length))).toEqual(new Set(lengths));
    for (const chunk of [guesses.slice(0, 50), guesses.slice(50, 100), guesses.slice(100)]) {
      const response = await register(seller, chunk);
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
      expect(response.json()).toMatchObject({ success: false, retry_after: Number(response.headers['retry-after']) });
    }
    // The lock stops the real coupon too, registered or looked up, until the hour has passed.
    expect((await register(seller, [DEMO_TRAINING.coupon])).statusCode).toBe(429);
    expect((await seller.post('/api/codes/lookup', { code: DEMO_TRAINING.coupon })).statusCode).toBe(429);
    expect(await balance('sprzedawca@demo.pl')).toBe(before);
    t.clock.advance(3_600_000);
    expect((await register(seller, [DEMO_TRAINING.coupon])).json<RegisterCodesAnswer>().results[0]).toMatchObject({
      status: 'registered',
    });
  });

  it('counts short unknown inputs one by one, in look-ups as in registrations', async () => {
    const lider = await loginAs(t.app, 'lider@demo.pl');
    for (let i = 0; i < 9; i++) {
      const look = await lider.post('/api/codes/lookup', { code: `KURS${i}` }, { remoteAddress: '203.0.113.7' });
      expect(look.json<CodeLookupAnswer>().code).toMatchObject({ status: 'not_found' });
    }
    const answer = await register(lider, ['SZKOLENIE2024'], '203.0.113.7');
    expect(answer.json<RegisterCodesAnswer>().results).toEqual([
      { code: 'SZKOLENIE2024', status: 'invalid', points: 0, product: null },
    ]);
    expect((await register(lider, ['AB'], '203.0.113.7')).statusCode).toBe(429);
  });

  it('refuses a request that would take the count past the limit whole, registering nothing', async () => {
    const before = await balance('sprzedawca@demo.pl');
    const unknown = Array.from({ length: 11 }, (_, i) => `YYYYYYYYYY${String(i).padStart(2, '0')}`);
    expect((await register(seller, ['PPDEMO000007', ...unknown])).statusCode).toBe(429);
    expect(await balance('sprzedawca@demo.pl')).toBe(before);
  });

  it('answers 422 on codes for an empty, missing, blank or too long list', async () => {
    for (const [body, message] of [
      [{ codes: [] }, CODES_REQUIRED],
      [{}, CODES_REQUIRED],
      [{ codes: ['PPDEMO000001', ' '] }, CODE_EMPTY],
      [{ codes: Array.from({ length: 51 }, () => 'PPDEMO000001') }, CODES_TOO_MANY],
    ] as const) {
      const response = await seller.post('/api/codes', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ codes: [message] });
    }
    const lookup = await seller.post('/api/codes/lookup', { code: '' });
    expect(lookup.statusCode).toBe(422);
    expect(lookup.json().errors).toEqual({ code: [CODE_EMPTY] });
  });

  it('refuses a leader who is not a seller and an operator looking as a seller', async () => {
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    expect((await register(participant, ['PPDEMO000001'])).statusCode).toBe(403);
    expect((await participant.post('/api/codes/lookup', { code: 'PPDEMO000001' })).statusCode).toBe(403);
    const looking = await impersonate(t.app, t.db, 'karta@demo.pl');
    expect((await register(looking, ['PPDEMO000001'])).statusCode).toBe(403);
    expect((await participant.get('/api/codes')).statusCode).toBe(200);
    expect(await creditCount()).toBe(1);
  });
});

describe('looking a code up', () => {
  it('tells the product, index, points and status, registering nothing', async () => {
    const look = async (code: string) =>
      (await seller.post('/api/codes/lookup', { code })).json<CodeLookupAnswer>().code;
    expect(await look('ppdemo000008')).toEqual({
      product: 'Okno dachowe Termo 78×118',
      index: 'PP-OD-78118',
      points: 50,
      status: 'available',
    });
    expect(await look('PPDEMO000000')).toMatchObject({ status: 'already_registered' });
    expect(await look('QQQQQQQQQQQQ')).toEqual({ product: null, index: null, points: null, status: 'not_found' });
    expect(await look(DEMO_TRAINING.coupon)).toEqual({
      product: DEMO_TRAINING.name,
      index: null,
      points: 100,
      status: 'available',
    });
    expect(await creditCount()).toBe(1);
  });

  it('finds nothing of a deactivated batch', async () => {
    const now = t.clock.now().toISOString();
    const batch = await t.db
      .insertInto('code_batches')
      .values({ name: 'Wycofana', quantity: 1, created_at: now, deactivated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('codes').set({ batch_id: batch.id }).where('suffix', '=', '0009').execute();
    const answer = (await register(seller, ['PPDEMO000009'])).json<RegisterCodesAnswer>();
    expect(answer.results[0]).toMatchObject({ status: 'not_found' });
  });
});

describe('my codes', () => {
  it('lists the seller’s codes masked, newest first, with the points summary', async () => {
    await register(seller, ['PPDEMO000001']);
    const answer = (await seller.get('/api/codes')).json<MyCodesAnswer>();
    expect(answer.items.data.map((item) => item.code)).toEqual(['••••••••0001', '••••••••0000']);
    expect(answer.items.data[0]).toMatchObject({ product: 'Okno dachowe Termo 78×118', points: 50 });
    expect(answer.summary).toEqual({ received: 1550, spent: 250, balance: 1300 });
    expect((await (await loginAs(t.app, 'karta@demo.pl')).get('/api/codes')).json<MyCodesAnswer>().items.data).toEqual(
      [],
    );
  });
});

async function sqliteTextColumns(): Promise<(readonly [string, string])[]> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db);
  const columns: (readonly [string, string])[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(
      t.db,
    );
    for (const column of info.rows) if (/char|text/i.test(column.type)) columns.push([name, column.name]);
  }
  return columns;
}
