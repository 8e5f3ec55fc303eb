import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { expectLotsMatchBalances } from '../../../test/lots.js';
import type { ValidationError } from '../../lib/errors.js';
import { updateSettings } from '../programme/programme.service.js';
import { BALANCE_MAX, findBalance } from './ledger.repository.js';
import {
  BALANCE_CAP_EXCEEDED,
  type Operation,
  type PointOwner,
  pointsSummary,
  post,
  postCredits,
} from './ledger.service.js';

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
});
afterEach(async () => {
  await t.close();
});

const inTransaction = (operation: Operation) => t.db.transaction().execute((trx) => post(trx, t.clock, operation));

const grant = (owner: PointOwner, amount: number) =>
  inTransaction({
    kind: 'adjustment',
    actorId: null,
    edition: '2025',
    movements: [{ owner, amount, description: 'Korekta' }],
  });

const spend = (owner: PointOwner, amount: number, idempotencyKey?: string) =>
  inTransaction({
    kind: 'order',
    actorId: owner.id,
    edition: '2025',
    idempotencyKey,
    movements: [{ owner, amount: -amount, description: 'Zamówienie zasilenia karty' }],
  });

/** Every balance equals the sum of its ledger rows in the available bucket. */
async function expectLedgerMatchesBalances() {
  const rows = await t.db
    .selectFrom('point_balances')
    .leftJoin('point_entries', (join) =>
      join
        .onRef('point_entries.owner_type', '=', 'point_balances.owner_type')
        .onRef('point_entries.owner_id', '=', 'point_balances.owner_id')
        .on('point_entries.bucket', '=', 'available'),
    )
    .select(['point_balances.owner_type', 'point_balances.owner_id', 'point_balances.balance'])
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('point_entries.amount'), eb.lit(0)).as('total'))
    .groupBy(['point_balances.owner_type', 'point_balances.owner_id', 'point_balances.balance'])
    .execute();
  for (const row of rows) expect(Number(row.total), `${row.owner_type} ${row.owner_id}`).toBe(row.balance);
  await expectLotsMatchBalances(t.db);
}

const entryCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('point_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const settled = async (promises: Promise<unknown>[]) => {
  const results = await Promise.allSettled(promises);
  return {
    ok: results.filter((result) => result.status === 'fulfilled').length,
    refused: results.filter(
      (result) => result.status === 'rejected' && (result.reason as ValidationError).statusCode === 422,
    ).length,
  };
};

describe('the points ledger', () => {
  it('lets exactly 20 of 100 simultaneous spends of 50 through a balance of 1000, leaving 0', async () => {
    const before = await findBalance(t.db, seller);
    await grant(seller, 1000 - before);

    const { ok, refused } = await settled(Array.from({ length: 100 }, () => spend(seller, 50)));

    expect(ok).toBe(20);
    expect(refused).toBe(80);
    expect(await findBalance(t.db, seller)).toBe(0);
    await expectLedgerMatchesBalances();
  });

  it('never takes a pool below zero, however many transfers race', async () => {
    await grant(pool, 150);
    const share = () =>
      inTransaction({
        kind: 'share',
        actorId: 1,
        edition: '2025',
        shortfall: { field: 'value', message: 'Za mało punktów w puli firmy.' },
        movements: [
          { owner: pool, amount: -50, description: 'Przekazanie punktów sprzedawcy' },
          { owner: seller, amount: 50, description: 'Punkty od lidera' },
        ],
      });
    const sellerBefore = await findBalance(t.db, seller);

    const { ok, refused } = await settled(Array.from({ length: 10 }, share));

    expect(ok).toBe(3);
    expect(refused).toBe(7);
    expect(await findBalance(t.db, pool)).toBe(0);
    expect(await findBalance(t.db, seller)).toBe(sellerBefore + 150);
    await expectLedgerMatchesBalances();
  });

  it('moves points both ways between two holders at once without a deadlock, keeping the books whole', async () => {
    await grant(pool, 1000);
    await grant(seller, 1000);
    const [poolBefore, sellerBefore] = [await findBalance(t.db, pool), await findBalance(t.db, seller)];
    const transfer = (from: PointOwner, to: PointOwner) =>
      inTransaction({
        kind: 'share',
        actorId: 1,
        edition: '2025',
        movements: [
          { owner: from, amount: -10, description: 'Przekazanie' },
          { owner: to, amount: 10, description: 'Przyjęcie' },
        ],
      });

    const { ok } = await settled(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? transfer(pool, seller) : transfer(seller, pool))),
    );

    expect(ok).toBe(40);
    expect(await findBalance(t.db, pool)).toBe(poolBefore);
    expect(await findBalance(t.db, seller)).toBe(sellerBefore);
    await expectLedgerMatchesBalances();
  });

  it('moves one holder’s points twice in one operation as two steps', async () => {
    await grant(seller, 100);
    const before = await findBalance(t.db, seller);
    await inTransaction({
      kind: 'adjustment',
      actorId: null,
      edition: '2025',
      movements: [
        { owner: seller, amount: 30, description: 'Korekta w górę' },
        { owner: seller, amount: -80, description: 'Korekta w dół' },
      ],
    });
    expect(await findBalance(t.db, seller)).toBe(before - 50);
    await expectLedgerMatchesBalances();
  });

  it('refuses the whole operation when one balance is short, moving nothing', async () => {
    const sellerBefore = await findBalance(t.db, seller);
    await expect(
      inTransaction({
        kind: 'share',
        actorId: 1,
        edition: '2025',
        movements: [
          { owner: seller, amount: 50, description: 'Punkty od lidera' },
          { owner: pool, amount: -50, description: 'Przekazanie punktów sprzedawcy' },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { value: ['Brak wystarczającej liczby punktów.'] } });
    expect(await findBalance(t.db, seller)).toBe(sellerBefore);
    const poolEntries = await t.db
      .selectFrom('point_entries')
      .selectAll()
      .where('owner_type', '=', 'company')
      .where('owner_id', '=', pool.id)
      .execute();
    expect(poolEntries).toEqual([]);
  });

  it('spends once for a request repeated with the same idempotency key, even at the same moment', async () => {
    await grant(seller, 500);
    const before = await findBalance(t.db, seller);

    const first = await spend(seller, 100, 'order-key-1');
    const again = await spend(seller, 100, 'order-key-1');
    const racing = await Promise.all([spend(seller, 100, 'order-key-2'), spend(seller, 100, 'order-key-2')]);

    expect(first.replayed).toBe(false);
    expect(again).toEqual({ operationId: first.operationId, replayed: true });
    expect(racing.filter((posted) => posted.replayed)).toHaveLength(1);
    expect(await findBalance(t.db, seller)).toBe(before - 200);
    await expectLedgerMatchesBalances();
  });

  it('lets a key be used again after its operation failed, and not for another kind of operation', async () => {
    await expect(spend(seller, 1_000_000, 'retry-key')).rejects.toMatchObject({ statusCode: 422 });
    await grant(seller, 1_000_000);
    expect((await spend(seller, 1_000_000, 'retry-key')).replayed).toBe(false);

    await expect(
      inTransaction({
        kind: 'share',
        actorId: seller.id,
        edition: '2025',
        idempotencyKey: 'retry-key',
        movements: [{ owner: seller, amount: 10, description: 'x' }],
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('sums what arrived and what left for the account page', async () => {
    const before = await pointsSummary(t.db, seller);
    await grant(seller, 300);
    await spend(seller, 50);
    expect(await pointsSummary(t.db, seller)).toEqual({
      balance: before.balance + 250,
      received: before.received + 300,
      spent: before.spent + 50,
      expired: 0,
      pending: 0,
      debt: 0,
    });
  });

  it('lets one of two simultaneous credits near the cap through, refusing the other with 422 on points', async () => {
    await grant(seller, BALANCE_MAX - 100 - (await findBalance(t.db, seller)));
    const entriesBefore = await entryCount();

    const results = await Promise.allSettled([grant(seller, 60), grant(seller, 60)]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refusal] = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refusal).toMatchObject({ statusCode: 422, errors: { points: [BALANCE_CAP_EXCEEDED] } });
    expect(await findBalance(t.db, seller)).toBe(BALANCE_MAX - 40);
    expect(await entryCount()).toBe(entriesBefore + 1);
    await expectLedgerMatchesBalances();
  });

  it('refuses a share whose receiver would pass the cap, moving nothing from the pool', async () => {
    await grant(pool, 500);
    await grant(seller, BALANCE_MAX - (await findBalance(t.db, seller)));
    const poolBefore = await findBalance(t.db, pool);
    await expect(
      inTransaction({
        kind: 'share',
        actorId: 1,
        edition: '2025',
        shortfall: { field: 'value', message: 'Za mało punktów w puli firmy.' },
        movements: [
          { owner: pool, amount: -50, description: 'Przekazanie punktów sprzedawcy' },
          { owner: seller, amount: 50, description: 'Punkty od lidera' },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { points: [BALANCE_CAP_EXCEEDED] } });
    expect(await findBalance(t.db, pool)).toBe(poolBefore);
    expect(await findBalance(t.db, seller)).toBe(BALANCE_MAX);
    // A first credit that alone passes the cap is refused too (a holder without a balance row yet).
    const fresh: PointOwner = { type: 'company', id: pool.id + 1000 };
    await expect(grant(fresh, BALANCE_MAX + 1)).rejects.toMatchObject({ statusCode: 422 });
    await expectLedgerMatchesBalances();
  });

  it('refuses a batch of credits (an import) that would take a balance past the cap, moving nothing', async () => {
    // An import whose points are available at once.
    await updateSettings(t.db, { pending_days: 0 });
    await grant(seller, BALANCE_MAX - 1_000 - (await findBalance(t.db, seller)));
    const entriesBefore = await entryCount();
    const credits = (n: number, amount: number) =>
      Array.from({ length: n }, (_, i) => ({
        kind: 'purchase_reward' as const,
        actorId: null,
        edition: '2025',
        idempotencyKey: `cap-${n}-${amount}-${i}`,
        movements: [{ owner: seller, amount, description: 'Próg' }],
      }));
    await expect(t.db.transaction().execute((trx) => postCredits(trx, t.clock, credits(3, 400)))).rejects.toMatchObject(
      { statusCode: 422, errors: { points: [BALANCE_CAP_EXCEEDED] } },
    );
    expect(await findBalance(t.db, seller)).toBe(BALANCE_MAX - 1_000);
    expect(await entryCount()).toBe(entriesBefore);
    await t.db.transaction().execute((trx) => postCredits(trx, t.clock, credits(2, 500)));
    expect(await findBalance(t.db, seller)).toBe(BALANCE_MAX);
    await expectLedgerMatchesBalances();
  });

  it('refuses amounts that are not whole points', async () => {
    await expect(grant(seller, 0)).rejects.toThrow('whole, non-zero');
    await expect(grant(seller, 12.5)).rejects.toThrow('whole, non-zero');
  });
});
