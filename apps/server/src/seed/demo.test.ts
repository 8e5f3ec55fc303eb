import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { pointsSummary } from '../modules/ledger/ledger.service.js';
import { getSettings } from '../modules/programme/programme.service.js';
import { demoEdition } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('the demo programme', () => {
  it('gives the accounts the points docs/product/README.md promises, all through the ledger', async () => {
    const seller = { type: 'user' as const, id: await userId('sprzedawca@demo.pl') };
    expect((await pointsSummary(t.db, seller)).balance).toBe(1250);
    const entries = await t.db
      .selectFrom('point_entries')
      .select('amount')
      .where('owner_type', '=', 'user')
      .where('owner_id', '=', seller.id)
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(8);

    expect((await pointsSummary(t.db, { type: 'user', id: await userId('karta@demo.pl') })).balance).toBe(600);

    const central = await t.db
      .selectFrom('companies')
      .select('id')
      .where('sap', '=', '1000001')
      .executeTakeFirstOrThrow();
    expect((await pointsSummary(t.db, { type: 'company', id: central.id })).balance).toBe(5000);
  });

  it('names the edition after the year it is seeded in, by the Warsaw calendar', async () => {
    expect(demoEdition(new Date('2027-03-01T12:00:00Z'))).toBe('2027');
    // 00:30 on New Year's Day in Warsaw is still the old year in UTC.
    expect(demoEdition(new Date('2026-12-31T23:30:00Z'))).toBe('2027');
    expect((await getSettings(t.db)).edition).toBe(demoEdition(t.clock.now()));
  });

  it('gives the vote options their Polish names', async () => {
    const options = await t.db.selectFrom('vote_options').select(['slug', 'name']).orderBy('sort').execute();
    expect(options).toEqual([
      { slug: 'event', name: 'Gala finałowa' },
      { slug: 'wyjazd', name: 'Wyjazd' },
    ]);
  });
});
