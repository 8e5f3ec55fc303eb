import { type OrderQuestionAnswer } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { BALANCE_MAX } from '../../src/modules/ledger/ledger.repository.js';
import { post } from '../../src/modules/ledger/ledger.service.js';
import { expireDueLots } from '../../src/modules/ledger/expiry.service.js';
import { releaseDueLots } from '../../src/modules/ledger/lot-actions.service.js';
import { getSettings } from '../../src/modules/programme/programme.service.js';
import { warsawIsoDay } from '../../src/lib/polish-time.js';
import { placePrizeOrderFixture } from '../prize-order.js';
import { changeOrderStatus } from '../../src/modules/orders/order-status.service.js';
import { buildTestApp, type TestApp } from '../build-app.js';
import { loginAs, loginAsOperator, type TestClient } from '../client.js';
import { expectBooksReplay, expectLotsMatchBalances } from '../lots.js';
import { updateSettings } from '../../src/modules/programme/programme.service.js';

/**
 * The bank invariant: whatever sellers, leaders and operators do, in any order and at the same
 * moment, no balance goes below zero or past the cap, every figure (available, pending, held) is
 * the sum of its ledger rows and of its lots' remainders, and the books replay from the first
 * entry (test/lots.ts), and points only enter by credits (at once or waiting), codes, refunds and
 * operators' postings and only leave by orders (top-ups and prizes), operators' postings, cancelled
 * waiting lots and expiry (the bank's in- and outflow; a release or a hold moves points between a
 * holder's figures). fast-check draws the sequences and, when one breaks the invariant, shrinks it
 * to the shortest that still does.
 */

const ORDERERS = ['sprzedawca@demo.pl', 'karta@demo.pl', 'lider@demo.pl'] as const;

type Step =
  | { type: 'order'; who: number; value: number }
  | { type: 'retry'; who: number; value: number }
  | { type: 'share'; to: number; value: number }
  | { type: 'block'; who: number }
  | { type: 'credit'; to: number; amount: number }
  | { type: 'reject'; nth: number }
  | { type: 'adjust'; target: 'user' | 'company'; to: number; points: number; twice: boolean }
  | { type: 'prizeOrder'; who: number; quantity: number }
  | { type: 'prizeCancel'; nth: number; twice: boolean }
  | { type: 'code'; who: number; code: number }
  | { type: 'pending'; to: number; amount: number }
  | { type: 'lot'; action: 'release' | 'hold' | 'cancel'; nth: number; twice: boolean }
  | { type: 'later'; days: number };

const value = fc.constantFrom(50, 100, 150, 250, 500, 1000, 5000, 75, 0, -50);
const single: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('order' as const), who: fc.nat(ORDERERS.length - 1), value }),
  fc.record({ type: fc.constant('retry' as const), who: fc.nat(ORDERERS.length - 1), value }),
  fc.record({ type: fc.constant('share' as const), to: fc.nat(19), value }),
  fc.record({ type: fc.constant('block' as const), who: fc.nat(19) }),
  fc.record({ type: fc.constant('credit' as const), to: fc.nat(19), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ type: fc.constant('reject' as const), nth: fc.nat(5) }),
  fc.record({
    type: fc.constant('adjust' as const),
    target: fc.constantFrom('user' as const, 'company' as const),
    to: fc.nat(19),
    points: fc.constantFrom(1, 40, 250, 3000, -1, -40, -250, -3000),
    twice: fc.boolean(),
  }),
  // An admin's largest posting, always to the same person: the third would pass the balance cap.
  fc.record({
    type: fc.constant('adjust' as const),
    target: fc.constant('user' as const),
    to: fc.constant(0),
    points: fc.constant(1_000_000_000),
    twice: fc.boolean(),
  }),
  fc.record({ type: fc.constant('prizeOrder' as const), who: fc.nat(19), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ type: fc.constant('prizeCancel' as const), nth: fc.nat(5), twice: fc.boolean() }),
  // The demo's codes PPDEMO000001–003 (50 points each): drawn often enough to be sent twice at once.
  fc.record({
    type: fc.constant('code' as const),
    who: fc.nat(ORDERERS.length - 1),
    code: fc.integer({ min: 1, max: 3 }),
  }),
);
const lifecycle: fc.Arbitrary<Step> = fc.oneof(
  // A threshold credit that waits for the returns window (3 days here).
  fc.record({ type: fc.constant('pending' as const), to: fc.nat(19), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({
    type: fc.constant('lot' as const),
    action: fc.constantFrom('release' as const, 'hold' as const, 'cancel' as const),
    nth: fc.nat(5),
    twice: fc.boolean(),
  }),
);
/** Days pass (the release and expiry jobs then run, each twice at once): alone, never beside another step. */
const later = fc.record({ type: fc.constant('later' as const), days: fc.integer({ min: 1, max: 8 }) });
/** A step is one request, or several sent at the same moment. */
const program = fc.array(
  fc.oneof(
    single.map((step) => [step]),
    lifecycle.map((step) => [step]),
    fc.array(fc.oneof({ weight: 3, arbitrary: single }, lifecycle), { minLength: 2, maxLength: 4 }),
    later.map((step) => [step]),
  ),
  {
    minLength: 1,
    maxLength: 10,
  },
);

interface World {
  t: TestApp;
  /** The 20 users the steps pick from: the demo company's people first, then other sellers. */
  users: { id: number; email: string }[];
  clients: Map<string, TestClient>;
  leader: TestClient;
  /** An operator of the back office, posting adjustments. */
  operator: TestClient;
  /** The demo companies' SAPs, whose pools the operator posts to. */
  saps: string[];
  /**
   * Points that entered (credits, refunds, postings) minus points that left (orders, postings,
   * cancelled waiting lots, expiry), so far: what the holders' available, pending and held
   * figures together gained.
   */
  delta: number;
  /** The operators' postings alone, so far: what the ledger's operator-posted rows must add up to. */
  posted: number;
  keys: number;
  /** The catalogue prize the catalogue orders take (60 points). */
  prizeId: number;
}

async function setUp(): Promise<World> {
  const t = await buildTestApp();
  // The imports' points are spendable at once in this world; waiting points join it with the
  // release job (docs/product/point-lots.md).
  await updateSettings(t.db, { pending_days: 0 });
  // The `pending` steps' credits wait 3 days instead.
  const rows = await t.db.selectFrom('users').select(['id', 'email']).orderBy('id').limit(20).execute();
  const clients = new Map<string, TestClient>();
  for (const email of ORDERERS) clients.set(email, await loginAs(t.app, email));
  // karta@demo.pl confirms the card paired to it, so that three people can order.
  const card = await t.db.selectFrom('cards').select('id').where('number', '=', '1234567890').executeTakeFirstOrThrow();
  await clients.get('karta@demo.pl')!.post(`/api/card/${card.id}/confirm`, { number: '1234567890' });
  const operator = await loginAsOperator(t.app, t.db, t.clock, 'admin@demo.pl');
  const saps = (await t.db.selectFrom('companies').select('sap').orderBy('id').execute()).map((row) => row.sap);
  const category = await t.db
    .insertInto('prize_categories')
    .values({ slug: 'bank', name: 'Bank' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = t.clock.now().toISOString();
  const prize = await t.db
    .insertInto('prizes')
    .values({
      index: 'BANK-1',
      name: 'Nagroda',
      category_id: category.id,
      points: 60,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    t,
    users: rows,
    clients,
    leader: clients.get('lider@demo.pl')!,
    operator,
    saps,
    delta: 0,
    posted: 0,
    keys: 0,
    prizeId: prize.id,
  };
}

async function order(world: World, who: number, value: number, key?: string) {
  const client = world.clients.get(ORDERERS[who]!)!;
  const drawn = await client.get('/api/orders');
  if (drawn.statusCode !== 200) return;
  const answer = drawn.json<OrderQuestionAnswer>().question.answers[0]?.id;
  const headers = key ? { 'idempotency-key': key } : undefined;
  const send = () => client.post('/api/orders', { value, userAnswer: answer }, { headers });
  const responses = key ? await Promise.all([send(), send()]) : [await send()];
  // The same key spends once, however many times it is sent.
  if (responses.some((response) => response.statusCode === 200)) world.delta -= value;
  for (const response of responses) expect(response.statusCode).toBeLessThan(500);
}

async function run(world: World, step: Step): Promise<void> {
  const { t, users } = world;
  switch (step.type) {
    case 'order':
      return order(world, step.who, step.value);
    case 'retry':
      return order(world, step.who, step.value, `bank-${world.keys++}-${Date.now()}`);
    case 'share': {
      const response = await world.leader.post('/api/sellers-sharing-points-store', {
        email: users[step.to]!.email,
        value: step.value,
      });
      expect(response.statusCode).toBeLessThan(500);
      return;
    }
    case 'block': {
      const response = await world.leader.post('/api/sellers-block', { email: users[step.who]!.email });
      expect(response.statusCode).toBeLessThan(500);
      return;
    }
    case 'credit':
      await t.db.transaction().execute((trx) =>
        post(trx, t.clock, {
          kind: 'purchase_reward',
          actorId: null,
          edition: '2025',
          movements: [{ owner: { type: 'user', id: users[step.to]!.id }, amount: step.amount, description: 'Próg' }],
        }),
      );
      world.delta += step.amount;
      return;
    case 'reject': {
      const open = await t.db
        .selectFrom('orders')
        .select(['id', 'value'])
        .where('status', '=', 'new')
        .orderBy('id')
        .execute();
      const target = open[step.nth % Math.max(open.length, 1)];
      if (!target) return;
      // Points given back to a lot past its last day expire at once.
      const expiring = await overdueShare(world, 'orders', target.id);
      try {
        await changeOrderStatus(t.db, t.clock, target.id, 'rejected');
        world.delta += target.value - expiring;
      } catch {
        // Rejected already by a step at the same moment: refunded once, by that one.
      }
      return;
    }
    case 'prizeOrder':
    case 'prizeCancel':
      return prizeStep(world, step);
    case 'pending':
    case 'lot':
    case 'later':
      return lifecycleStep(world, step);
    case 'code': {
      const code = `PPDEMO${String(step.code).padStart(6, '0')}`;
      const response = await world.clients.get(ORDERERS[step.who]!)!.post('/api/codes', { codes: [code] });
      // A seller the leader blocked has no session any more: nothing is registered.
      expect([200, 401]).toContain(response.statusCode);
      if (response.statusCode !== 200) return;
      // A code credits once ever, whoever sends it and however many at the same moment.
      const [result] = response.json<{ results: { status: string; points: number }[] }>().results;
      if (result?.status === 'registered') world.delta += result.points;
      return;
    }
    case 'adjust': {
      const body = {
        target: step.target,
        id: step.target === 'user' ? users[step.to]!.id : world.saps[step.to % world.saps.length]!,
        points: step.points,
        reason: 'Korekta w teście banku',
      };
      const headers = { 'idempotency-key': `adjust-${world.keys++}-${Date.now()}` };
      const send = () => world.operator.post('/api/admin/points/adjustments', body, { headers });
      const responses = step.twice ? await Promise.all([send(), send()]) : [await send()];
      // The same key posts once however many times it is sent; below zero or past the cap posts nothing (422).
      for (const response of responses) expect([200, 422]).toContain(response.statusCode);
      expect(new Set(responses.map((response) => response.statusCode)).size).toBe(1);
      if (responses[0]!.statusCode === 200) {
        world.delta += step.points;
        world.posted += step.points;
      }
    }
  }
}

async function prizeStep(world: World, step: Extract<Step, { type: 'prizeOrder' | 'prizeCancel' }>) {
  const { t, users } = world;
  if (step.type === 'prizeOrder') {
    try {
      const placed = await placePrizeOrderFixture(t.db, t.clock, {
        userId: users[step.who]!.id,
        lines: [{ prizeId: world.prizeId, quantity: step.quantity }],
      });
      world.delta -= placed.total;
    } catch {
      // Not enough points (or a company-less user): nothing moved.
    }
    return;
  }
  const open = await t.db
    .selectFrom('prize_orders')
    .select(['id', 'total_points'])
    .where('status', 'in', ['pending', 'in_progress'])
    .orderBy('id')
    .execute();
  const target = open[step.nth % Math.max(open.length, 1)];
  if (!target) return;
  const expiring = await overdueShare(world, 'prize_orders', target.id);
  const send = () => world.operator.post(`/api/admin/prize-orders/${target.id}/cancel`, { reason: 'Test banku' });
  const responses = step.twice ? await Promise.all([send(), send()]) : [await send()];
  for (const response of responses) expect([200, 422]).toContain(response.statusCode);
  // Two cancellations at the same moment refund once; a step at the same moment may have cancelled it first.
  const refunded = responses.filter((response) => response.statusCode === 200).length;
  expect(refunded).toBeLessThanOrEqual(1);
  if (refunded === 1) world.delta += target.total_points - expiring;
}

/**
 * What an order's refund would give back to lots past their last day, which expire at once: the
 * points its debit took from them (the clock moves only in `later` steps, alone).
 */
async function overdueShare(world: World, table: 'orders' | 'prize_orders', id: number): Promise<number> {
  const { db, clock } = world.t;
  const row = await db
    .selectFrom(table)
    .innerJoin('point_entries', 'point_entries.operation_id', `${table}.operation_id`)
    .innerJoin('point_lot_consumptions', 'point_lot_consumptions.entry_id', 'point_entries.id')
    .innerJoin('point_lots', 'point_lots.id', 'point_lot_consumptions.lot_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('point_lot_consumptions.points'), eb.lit(0)).as('points'))
    .where(`${table}.id`, '=', id)
    .where('point_lots.expires_at', '<', warsawIsoDay(clock.now()))
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

/** Waiting credits, an operator's release, hold or cancel of a lot, and days passing with the jobs. */
async function lifecycleStep(world: World, step: Extract<Step, { type: 'pending' | 'lot' | 'later' }>) {
  const { t, users } = world;
  switch (step.type) {
    case 'pending': {
      const policy = { ...(await getSettings(t.db)), pending_days: 3 };
      await t.db.transaction().execute((trx) =>
        post(trx, t.clock, {
          kind: 'purchase_reward',
          actorId: null,
          edition: '2025',
          policy,
          movements: [
            {
              owner: { type: 'user', id: users[step.to]!.id },
              amount: step.amount,
              description: 'Próg',
              source: { type: 'purchase_threshold', explanation: 'Próg' },
            },
          ],
        }),
      );
      world.delta += step.amount;
      return;
    }
    case 'lot': {
      const waiting = await t.db
        .selectFrom('point_lots')
        .select(['id', 'remaining'])
        .where('state', 'in', ['pending', 'held'])
        .orderBy('id')
        .execute();
      const lot = waiting[step.nth % Math.max(waiting.length, 1)];
      if (!lot) return;
      const send = () =>
        world.operator.post(`/api/admin/points/lots/${lot.id}/${step.action}`, { reason: 'Decyzja w teście banku' });
      const responses = step.twice ? await Promise.all([send(), send()]) : [await send()];
      // A lot in a state the action refuses (also after the twin, or a step at the same moment) is a 422 on state.
      for (const response of responses) {
        expect([200, 422], response.body).toContain(response.statusCode);
        if (response.statusCode === 422)
          expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['state']);
      }
      const moved = responses.filter((response) => response.statusCode === 200).length;
      expect(moved).toBeLessThanOrEqual(1);
      // A cancelled lot's points leave; a release or a hold moves them between the holder's figures.
      if (moved === 1 && step.action === 'cancel') world.delta -= lot.remaining;
      return;
    }
    case 'later': {
      t.clock.advance(step.days * 86_400_000);
      const today = warsawIsoDay(t.clock.now());
      const due = await t.db
        .selectFrom('point_lots')
        .select('id')
        .where('state', '=', 'pending')
        .where('available_at', '<=', today)
        .execute();
      const released = await Promise.all([releaseDueLots(t.db, t.clock), releaseDueLots(t.db, t.clock)]);
      expect(released[0] + released[1], 'the releases of two runs at once').toBe(due.length);
      const overdue = await t.db
        .selectFrom('point_lots')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('remaining'), eb.lit(0)).as('points'))
        .where('state', '=', 'available')
        .where('expires_at', '<', today)
        .executeTakeFirstOrThrow();
      const before = await expiredSoFar(t.db);
      await Promise.all([expireDueLots(t.db, t.clock), expireDueLots(t.db, t.clock)]);
      // Two runs at once expire each lot once: exactly what the lots past their day held.
      expect((await expiredSoFar(t.db)) - before, 'the points two expiry runs at once took').toBe(
        Number(overdue.points),
      );
      world.delta -= Number(overdue.points);
      // Days later every session has lapsed: everyone signs in again (a blocked seller cannot).
      for (const email of ORDERERS) {
        const client = await loginAs(t.app, email).catch(() => undefined);
        if (client) world.clients.set(email, client);
      }
      world.leader = world.clients.get('lider@demo.pl')!;
      world.operator = await loginAsOperator(t.app, t.db, t.clock, 'admin@demo.pl');
    }
  }
}

/** Every point the ledger has expired so far. */
async function expiredSoFar(db: DB): Promise<number> {
  const row = await db
    .selectFrom('point_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('points'))
    .where('source_type', '=', 'expiry')
    .executeTakeFirstOrThrow();
  return -Number(row.points);
}

async function totals(db: DB) {
  const balances = await db
    .selectFrom('point_balances')
    .select(['owner_type', 'owner_id', 'balance', 'pending', 'held'])
    .execute();
  const entries = await db
    .selectFrom('point_entries')
    .select(['owner_type', 'owner_id', (eb) => eb.fn.sum<number>('amount').as('sum')])
    .where('bucket', '=', 'available')
    .groupBy(['owner_type', 'owner_id'])
    .execute();
  return { balances, entries };
}

/** What the holders hold: available, pending and held points together. */
const held = (balances: { balance: number; pending: number; held: number }[]) =>
  balances.reduce((sum, row) => sum + row.balance + row.pending + row.held, 0);

async function checkInvariant(world: World, startTotal: number) {
  const { balances, entries } = await totals(world.t.db);
  const sums = new Map(entries.map((row) => [`${row.owner_type}:${row.owner_id}`, Number(row.sum)]));
  for (const row of balances) {
    expect(row.balance, `${row.owner_type} ${row.owner_id}`).toBeGreaterThanOrEqual(0);
    expect(row.balance, `${row.owner_type} ${row.owner_id}`).toBeLessThanOrEqual(BALANCE_MAX);
    expect(row.balance, `${row.owner_type} ${row.owner_id}`).toBe(sums.get(`${row.owner_type}:${row.owner_id}`) ?? 0);
  }
  expect(held(balances)).toBe(startTotal + world.delta);
  const posted = await world.t.db
    .selectFrom('point_entries')
    .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('point_entries.amount'), eb.lit(0)).as('sum'))
    .where('point_operations.operator_id', 'is not', null)
    // Operators' postings; their lot actions name them too, and move points between buckets only.
    .where('point_operations.kind', 'in', ['adjustment', 'pool_grant'])
    .executeTakeFirstOrThrow();
  expect(Number(posted.sum)).toBe(world.posted);
  await expectLotsMatchBalances(world.t.db);
  await expectBooksReplay(world.t.db);
  // A product's code is registered by one person, once.
  const twice = await world.t.db
    .selectFrom('code_registrations')
    .innerJoin('codes', 'codes.id', 'code_registrations.code_id')
    .select(['code_registrations.code_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('codes.training_id', 'is', null)
    .groupBy('code_registrations.code_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  expect(twice).toEqual([]);
}

describe('the bank invariant', () => {
  it('holds after every step of random orders, shares, blocks, credits, refunds and operators’ postings, also at the same moment', async () => {
    // With waiting credits, an operator's release, hold and cancel of a lot, and days passing with
    // the release and expiry jobs run twice at once.
    const runs = process.env.TEST_DB === 'postgres' ? 6 : 12;
    await fc.assert(
      fc.asyncProperty(program, async (steps) => {
        const world = await setUp();
        try {
          const start = held((await totals(world.t.db)).balances);
          for (const batch of steps) {
            await Promise.all(batch.map((step) => run(world, step)));
            await checkInvariant(world, start);
          }
        } finally {
          await world.t.close();
        }
      }),
      { numRuns: runs },
    );
  }, 180_000);
});
