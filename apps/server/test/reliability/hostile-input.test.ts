import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { buildTestApp, type TestApp } from '../build-app.js';
import { loginAs, type TestClient } from '../client.js';
import { listApiRoutes } from '../routes.js';

const HUGE = 'ą'.repeat(200_000);
const PARAM_VALUES = [
  '1',
  '-1',
  '0',
  '99999999999999999999',
  'abc',
  '%00',
  encodeURIComponent('zażółć 🎉'),
  'x'.repeat(2000),
];
const BODIES: unknown[] = [
  {},
  { email: 123, password: ['a'], amount: 'lots', company: { a: 1 }, answer: null, slug: true },
  { amount: -5, value: 1e308, id: -1, quantity: Number.MAX_SAFE_INTEGER, points: 0.5 },
  { amount: HUGE, name: HUGE, email: `${HUGE}@x.pl`, message: HUGE },
  { name: 'zażółć gęślą jaźń 🎉\u0000\u202e', __proto__: { admin: true }, constructor: { prototype: {} } },
  [1, 2, 3],
  'plain string',
  null,
];
const RAW_BODIES = ['{"amount":', '{"a":1}}', '\u0000\u0001', 'null', '[]'];

/**
 * What a hostile request must never move: counts and sums of the money and order tables. Card
 * orders are left out: POST /api/card/order takes no body, so any POST legitimately orders a card.
 */
async function snapshot(db: DB) {
  const rows = await sql<Record<string, unknown>>`
    select (select count(*) from point_entries) as entries,
           (select coalesce(sum(amount), 0) from point_entries) as entry_sum,
           (select coalesce(sum(balance), 0) from point_balances) as balance_sum,
           (select count(*) from orders) as orders`.execute(db);
  return Object.fromEntries(Object.entries(rows.rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

const LEAK = /\n\s+at |node_modules|SQLITE_|syntax error|TypeError|ReferenceError/;
const failures: string[] = [];

/** Collects every unsafe answer, so one run lists all of them rather than the first. */
function assertSafe(route: string, response: { statusCode: number; body: string }) {
  if (response.statusCode >= 500 || LEAK.test(response.body)) {
    failures.push(`${route} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
}

describe('hostile input on every endpoint', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  it('finds the API routes', () => {
    const routes = listApiRoutes(test.app);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/orders' });
  });

  for (const email of ['sprzedawca@demo.pl', 'lider@demo.pl']) {
    it(`never answers 5xx nor moves points, as ${email}`, async () => {
      const before = await snapshot(test.db);
      const routes = listApiRoutes(test.app).filter((r) => r.url !== '/api/logout');
      let client: TestClient = await loginAs(test.app, email);
      for (const route of routes) {
        const urls = route.url.includes(':')
          ? PARAM_VALUES.map((value) => route.url.replace(/:[a-zA-Z]+/g, value))
          : [route.url, `${route.url}?id=abc&amount[]=1&slug=${encodeURIComponent('🎉')}`];
        for (const url of urls) {
          if (route.method === 'GET') {
            assertSafe(url, await client.get(url));
            continue;
          }
          for (const body of BODIES) assertSafe(url, await client.post(url, body as object));
          for (const raw of RAW_BODIES) {
            assertSafe(
              url,
              await client.request('POST', url, raw, { headers: { 'content-type': 'application/json' } }),
            );
          }
          assertSafe(url, await client.request('POST', url, 'a=1', { headers: { 'content-type': 'text/xml' } }));
        }
        // A hostile write may log the caller out (e.g. change-company); log in again for the next route.
        const session = await client.get('/api/user');
        if (session.statusCode !== 200 || session.json().user === null) client = await loginAs(test.app, email);
      }
      expect(failures).toEqual([]);
      expect(await snapshot(test.db)).toEqual(before);
    }, 120_000);
  }
});
