import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { expectLotsMatchBalances } from '../../../test/lots.js';
import { migrations } from '../../db/migrations/index.js';
import { updateSettings } from '../programme/programme.service.js';
import { type Operation, type PointOwner, post } from './ledger.service.js';

let t: TestApp;
let seller: PointOwner;
let pool: PointOwner;

beforeEach(async () => {
  t = await buildTestApp();
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'karta@demo.pl')
    .executeTakeFirstOrThrow();
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('sap', '=', '1000003')
    .executeTakeFirstOrThrow();
  seller = { type: 'user', id: user.id };
  pool = { type: 'company', id: company.id };
  // Credits made here never expire unless a test gives their lots a last day.
  await updateSettings(t.db, { expiry_mode: 'none' });
});
afterEach(() => t.close());

const inTransaction = (operation: Operation) => t.db.transaction().execute((trx) => post(trx, t.clock, operation));

const credit = async (owner: PointOwner, amount: number) => {
  const { operationId } = await inTransaction({
    kind: 'adjustment',
    actorId: null,
    edition: '2025',
    movements: [{ owner, amount, description: 'Korekta' }],
  });
  return t.db
    .selectFrom('point_lots')
    .innerJoin('point_entries', 'point_entries.id', 'point_lots.entry_id')
    .select('point_lots.id')
    .where('point_entries.operation_id', '=', operationId)
    .executeTakeFirstOrThrow()
    .then((row) => row.id);
};

const order = (owner: PointOwner, amount: number) =>
  inTransaction({
    kind: 'order',
    actorId: owner.id,
    edition: '2025',
    movements: [{ owner, amount: -amount, description: 'Zamówienie zasilenia karty' }],
  });

const lotsOf = (owner: PointOwner) =>
  t.db
    .selectFrom('point_lots')
    .select(['id', 'amount', 'remaining', 'expires_at', 'origin_lot_id', 'source_type'])
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .orderBy('id')
    .execute();

/** Empties a holder's lots and balance as an operator's adjustment would. */
async function emptied(owner: PointOwner) {
  const { balance } = (await t.db
    .selectFrom('point_balances')
    .select('balance')
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst()) ?? { balance: 0 };
  if (balance > 0) await order(owner, balance);
}

describe('lots', () => {
  it('spends the soonest-expiring lot first, never-expiring ones last, then the oldest', async () => {
    await emptied(seller);
    const forever = await credit(seller, 100);
    const late = await credit(seller, 100);
    const soon = await credit(seller, 100);
    await t.db.updateTable('point_lots').set({ expires_at: '2026-12-31' }).where('id', '=', late).execute();
    await t.db.updateTable('point_lots').set({ expires_at: '2026-03-31' }).where('id', '=', soon).execute();

    const { operationId } = await order(seller, 150);

    const left = new Map((await lotsOf(seller)).map((lot) => [lot.id, lot.remaining]));
    expect([left.get(soon), left.get(late), left.get(forever)]).toEqual([0, 50, 100]);
    const consumed = await t.db
      .selectFrom('point_lot_consumptions')
      .innerJoin('point_entries', 'point_entries.id', 'point_lot_consumptions.entry_id')
      .select(['point_lot_consumptions.lot_id', 'point_lot_consumptions.points'])
      .where('point_entries.operation_id', '=', operationId)
      .orderBy('point_lot_consumptions.lot_id')
      .execute();
    expect(consumed).toEqual([
      { lot_id: late, points: 50 },
      { lot_id: soon, points: 100 },
    ]);
    await expectLotsMatchBalances(t.db);
  });

  it('gives a refund back to the lots its order took from, the last taken first', async () => {
    await emptied(seller);
    const first = await credit(seller, 60);
    const second = await credit(seller, 60);
    const { operationId } = await order(seller, 100);
    const lotCount = (await lotsOf(seller)).length;

    await inTransaction({
      kind: 'prize_order_refund',
      actorId: null,
      edition: '2025',
      movements: [{ owner: seller, amount: 30, description: 'Zwrot', restores: operationId }],
    });
    let left = new Map((await lotsOf(seller)).map((lot) => [lot.id, lot.remaining]));
    // The order took all of the first lot and 40 of the second: 30 go back to the second.
    expect([left.get(first), left.get(second)]).toEqual([0, 50]);

    await inTransaction({
      kind: 'prize_order_refund',
      actorId: null,
      edition: '2025',
      movements: [{ owner: seller, amount: 70, description: 'Zwrot', restores: operationId }],
    });
    left = new Map((await lotsOf(seller)).map((lot) => [lot.id, lot.remaining]));
    expect([left.get(first), left.get(second)]).toEqual([60, 60]);
    expect((await lotsOf(seller)).length).toBe(lotCount);
    await expectLotsMatchBalances(t.db);
  });

  it('makes a new lot of what a refund gives beyond what its order took', async () => {
    await emptied(seller);
    await credit(seller, 40);
    const { operationId } = await order(seller, 40);
    await inTransaction({
      kind: 'order_refund',
      actorId: null,
      edition: '2025',
      movements: [{ owner: seller, amount: 50, description: 'Zwrot', restores: operationId }],
    });
    const lots = await lotsOf(seller);
    expect(lots.at(-1)).toMatchObject({ amount: 10, remaining: 10, source_type: 'refund' });
    await expectLotsMatchBalances(t.db);
  });

  it('gives a share’s receiver one lot per lot of the pool it took, with its last day and origin', async () => {
    await emptied(pool);
    const old = await credit(pool, 100);
    const fresh = await credit(pool, 5000);
    await t.db.updateTable('point_lots').set({ expires_at: '2026-01-10' }).where('id', '=', old).execute();

    await inTransaction({
      kind: 'share',
      actorId: 1,
      edition: '2025',
      movements: [
        { owner: pool, amount: -350, description: 'Przekazanie' },
        { owner: seller, amount: 350, description: 'Punkty od lidera' },
      ],
    });

    const received = (await lotsOf(seller)).filter((lot) => lot.origin_lot_id !== null);
    expect(received).toEqual([
      expect.objectContaining({ amount: 100, expires_at: '2026-01-10', origin_lot_id: old, source_type: 'share' }),
      expect.objectContaining({ amount: 250, expires_at: null, origin_lot_id: fresh, source_type: 'share' }),
    ]);
    await expectLotsMatchBalances(t.db);
  });

  it('replays the demo ledger into lots that hold every balance, as the ledger wrote them', async () => {
    const before = await t.db
      .selectFrom('point_lots')
      .select(['owner_type', 'owner_id', 'amount', 'remaining', 'origin_lot_id'])
      .orderBy('id')
      .execute();
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();

    const after = await t.db
      .selectFrom('point_lots')
      .select(['owner_type', 'owner_id', 'amount', 'remaining', 'origin_lot_id'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    const sources = await t.db
      .selectFrom('point_entries')
      .select(['source_type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('source_type')
      .orderBy('source_type')
      .execute();
    expect(sources.map((row) => row.source_type)).toEqual([
      'code',
      'pool_grant',
      'purchase_threshold',
      'share',
      'top_up_order',
    ]);
    await expectLotsMatchBalances(t.db);
  });
});
