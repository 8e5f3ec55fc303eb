import {
  adjustmentSchema,
  blockSellerSchema,
  createOrderSchema,
  type ExpiryMode,
  sharePointsSchema,
} from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { actorFor } from '../../../test/actor.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { expectBooksReplay, type ReplayedBooks } from '../../../test/lots.js';
import { placePrizeOrderFixture } from '../../../test/prize-order.js';
import { AppError } from '../../lib/errors.js';
import { warsawIsoDay } from '../../lib/polish-time.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { cancelPrizeOrder } from '../catalogue/prize-orders.admin.service.js';
import { registerCodes } from '../codes/codes.service.js';
import { confirmCard } from '../card/card.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { createOrder, drawQuestion } from '../orders/orders.service.js';
import { updateAdminSettings } from '../programme/programme.admin.service.js';
import { importPurchases } from '../purchases/purchases.service.js';
import { reconcile } from '../reconciliation/reconciliation.service.js';
import { blockSeller, sharePoints } from '../sharing/sharing.service.js';
import { adjustPoints } from './adjustments.service.js';
import { expireDueLots } from './expiry.service.js';
import { actOnLot, releaseDueLots } from './lot-actions.service.js';
import { lotTerms } from './lot-terms.js';

/*
 * The points lifecycle's invariants (docs/product/point-lots.md; the spec's "Invariants") over
 * random sequences of what happens to points, through the real services on the demo programme:
 * credits of several sources (a product code, a purchase import's threshold that waits, an
 * operator's adjustment up and down, a pool grant), releases (the job after the clock moves, an
 * operator's), holds, cancels, top-up orders and their rejection, prize orders and their
 * cancellation, shares from the pool, a block, clock moves and the expiry job. A step is one of
 * them or two at the same moment; after each, the books are replayed from the first entry
 * (test/lots.ts: balances = entries = lots, FIFO, refunds) and the lots' days checked against
 * what their credit computed. The jobs run twice at once and must act once. fast-check shrinks a
 * failing sequence to the shortest that still fails.
 */

/** The demo company 1000001's people: the leader (a seller too) and two sellers. */
const PEOPLE = ['lider@demo.pl', 'sprzedawca@demo.pl', 'karta@demo.pl'] as const;
const LEADER = 0;
/** Products whose thresholds a few pieces reach (2 and 5, 2/6/10, 4/10/18, 5/12). */
const PRODUCTS = [
  'drzwi-tarasowe-pvc-panorama-hst',
  'drzwi-zewnetrzne-linea-aluminium',
  'okno-drewniane-dab-premium',
  'markiza-zewnetrzna-solar',
] as const;

type Step =
  | { type: 'code'; who: number; code: number }
  | { type: 'import'; who: number; product: number; quantity: number }
  | { type: 'adjust'; who: number | 'pool'; points: number }
  | { type: 'poolGrant'; points: number }
  | { type: 'lot'; action: 'release' | 'hold' | 'cancel'; nth: number }
  | { type: 'releaseJob' }
  | { type: 'expiryJob' }
  | { type: 'clock'; days: number; hours: number }
  | { type: 'order'; who: number; value: number }
  | { type: 'reject'; nth: number }
  | { type: 'prizeOrder'; who: number; quantity: number }
  | { type: 'prizeCancel'; nth: number }
  | { type: 'share'; to: number; value: number }
  | { type: 'block'; who: number }
  | { type: 'policy'; pending_days: number; expiry_mode: 'rolling' | 'none'; expiry_min_days: number }
  | { type: 'correction'; nth: number; quantity: number };
// The manufacturer's corrections (docs/product/point-lots.md "Corrections and debt") take pieces
// back from an earlier import line, so that thresholds are reversed and debts arise; the replay
// (test/lots.ts) checks the debt bucket (= its entries, never below 0) and that points a refund
// gives back go to a new lot where a reversed lot cannot take them.

const who = fc.nat(PEOPLE.length - 1);
const value = fc.constantFrom(50, 100, 150, 250, 500);
const single: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('code' as const), who, code: fc.integer({ min: 1, max: 3 }) }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('import' as const),
      who,
      product: fc.nat(PRODUCTS.length - 1),
      quantity: fc.integer({ min: 1, max: 8 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('adjust' as const),
      who: fc.oneof(who, fc.constant('pool' as const)),
      points: fc.constantFrom(40, 300, -40, -300, -2000),
    }),
  },
  fc.record({ type: fc.constant('poolGrant' as const), points: fc.constantFrom(100, 700) }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('lot' as const),
      action: fc.constantFrom('release' as const, 'hold' as const, 'cancel' as const),
      nth: fc.nat(4),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('releaseJob' as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('expiryJob' as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('clock' as const),
      // Hours, days, or the better part of a month: waiting lots' days come, lots run out.
      days: fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 3, max: 14 }), fc.integer({ min: 25, max: 45 })),
      hours: fc.integer({ min: 0, max: 23 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('order' as const), who, value }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('reject' as const), nth: fc.nat(3) }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('prizeOrder' as const), who, quantity: fc.integer({ min: 1, max: 4 }) }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('prizeCancel' as const), nth: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('share' as const), to: who, value }) },
  // Rare: a blocked seller takes no further part.
  { weight: 1, arbitrary: fc.record({ type: fc.constant('block' as const), who: fc.integer({ min: 1, max: 2 }) }) },
  // A new policy applies to new lots only: the days of the lots credited before stay.
  fc.record({
    type: fc.constant('policy' as const),
    pending_days: fc.constantFrom(0, 2, 14),
    expiry_mode: fc.constantFrom('rolling' as const, 'none' as const),
    expiry_min_days: fc.constantFrom(0, 7),
  }),
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('correction' as const),
      nth: fc.nat(5),
      quantity: fc.integer({ min: 1, max: 8 }),
    }),
  },
);

/** A step is one thing happening, or two at the same moment. */
const program = fc.array(
  fc.oneof({ weight: 3, arbitrary: single.map((step) => [step]) }, { weight: 1, arbitrary: fc.tuple(single, single) }),
  { minLength: 3, maxLength: 14 },
);

/** The points policy a run starts with: purchases and perhaps codes wait, points expire soon. */
const policy = fc.record({
  pending_days: fc.constantFrom(1, 3, 14),
  pending_days_codes: fc.constantFrom(0, 2),
  expiry_mode: fc.constantFrom<ExpiryMode>('rolling', 'edition'),
  expiry_months: fc.constant(1),
  /** Days after today that the edition's points end on (edition mode). */
  edition_days: fc.integer({ min: 5, max: 40 }),
  expiry_min_days: fc.constantFrom(0, 3, 10),
});

type Policy = typeof policy extends fc.Arbitrary<infer T> ? T : never;

interface World {
  t: TestApp;
  admin: OperatorActor;
  people: number[];
  blocked: Set<number>;
  prizeId: number;
  keys: number;
  /** Each lot's days when first seen: what its credit computed. */
  firstSeen: Map<number, { available_at: string; expires_at: string | null }>;
  /** The lots of the demo as seeded, whose terms the seed chose. */
  seededLots: number;
}

async function setUp(drawn: Policy): Promise<World> {
  const t = await buildTestApp();
  const row = await t.db
    .selectFrom('operators')
    .select(['id', 'email', 'name'])
    .where('email', '=', 'admin@demo.pl')
    .executeTakeFirstOrThrow();
  const admin: OperatorActor = {
    kind: 'operator',
    sessionId: 'property-test',
    operatorId: row.id,
    email: row.email,
    name: row.name,
    role: 'admin',
    ip: '127.0.0.1',
  };
  const today = warsawIsoDay(t.clock.now());
  const editionEnd = new Date(`${today}T12:00:00Z`);
  editionEnd.setUTCDate(editionEnd.getUTCDate() + drawn.edition_days);
  await updateAdminSettings(t.db, t.clock, admin, t.app.config.UPLOADS_DIR, {
    pending_days: drawn.pending_days,
    pending_days_codes: drawn.pending_days_codes,
    expiry_mode: drawn.expiry_mode,
    expiry_months: drawn.expiry_months,
    points_expire_at: drawn.expiry_mode === 'edition' ? editionEnd.toISOString().slice(0, 10) : null,
    expiry_min_days: drawn.expiry_min_days,
  });
  const people: number[] = [];
  for (const email of PEOPLE) people.push((await actorFor(t.db, email)).userId);
  // karta@demo.pl confirms the card paired to it, lider@demo.pl its card of the last edition
  // again: all three order top-ups.
  for (const [email, number] of [
    ['karta@demo.pl', '1234567890'],
    ['lider@demo.pl', '5580013377'],
  ] as const) {
    const card = await t.db.selectFrom('cards').select('id').where('number', '=', number).executeTakeFirstOrThrow();
    await confirmCard(t.db, t.clock, await actorFor(t.db, email), card.id, number);
  }
  const category = await t.db
    .insertInto('prize_categories')
    .values({ slug: 'cykl', name: 'Cykl punktów' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = t.clock.now().toISOString();
  const prize = await t.db
    .insertInto('prizes')
    .values({
      index: 'CYKL-1',
      name: 'Nagroda',
      category_id: category.id,
      points: 60,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seeded = await t.db
    .selectFrom('point_lots')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return {
    t,
    admin,
    people,
    blocked: new Set(),
    prizeId: prize.id,
    keys: 0,
    firstSeen: new Map(),
    seededLots: Number(seeded.id ?? 0),
  };
}

/** Runs a service call; a refusal any caller could get (422, 403, 404, 409) moves nothing and is fine. */
async function refusable(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  }
}

/** The nth of some rows, wrapping around; none when there are none. */
const nth = <T>(rows: readonly T[], index: number): T | undefined => rows[index % Math.max(rows.length, 1)];

async function run(world: World, step: Step, alone: boolean): Promise<void> {
  const { t, admin } = world;
  const db = t.db;
  const clock = t.clock;
  const person = (index: number) => world.people[index]!;
  const active = (index: number) => !world.blocked.has(person(index));
  const actorOf = (index: number) => actorFor(db, PEOPLE[index]!);
  const key = () => `cykl-${world.keys++}`;
  switch (step.type) {
    case 'code': {
      if (!active(step.who)) return;
      const code = `PPDEMO${String(step.code).padStart(6, '0')}`;
      const sender = { actor: await actorOf(step.who), ip: '127.0.0.1', hashKey: t.app.config.CODE_HASH_KEY };
      return refusable(() => registerCodes(db, clock, sender, [code]));
    }
    case 'import': {
      const line = {
        line: 2,
        id: `CYKL-${world.keys++}`,
        sap: '1000001',
        seller: PEOPLE[step.who]!,
        product: PRODUCTS[step.product]!,
        quantity: step.quantity,
        sss_quantity: 0,
        value: 100 * step.quantity,
        purchased_at: clock.now().toISOString(),
      };
      return refusable(() => importPurchases(db, clock, { source: 'cykl.csv', lines: [line] }));
    }
    case 'adjust':
    case 'poolGrant': {
      const holder = step.type === 'poolGrant' ? 'pool' : step.who;
      const adjustment = adjustmentSchema.parse({
        target: holder === 'pool' ? 'company' : 'user',
        id: holder === 'pool' ? '1000001' : person(holder),
        points: step.points,
        reason: 'Korekta w teście cyklu punktów',
      });
      return refusable(() => adjustPoints(db, clock, admin, adjustment, key()));
    }
    case 'lot': {
      const waiting = await db
        .selectFrom('point_lots')
        .select('id')
        .where('state', 'in', step.action === 'hold' ? ['pending'] : ['pending', 'held'])
        .orderBy('id')
        .execute();
      // Now and then a lot in a state the action refuses (422 on `state`).
      const others = await db.selectFrom('point_lots').select('id').orderBy('id', 'desc').limit(1).execute();
      const lot = nth(waiting.length > 0 && step.nth !== 4 ? waiting : others, step.nth);
      if (!lot) return;
      return refusable(() => actOnLot(db, clock, admin, lot.id, step.action, 'Decyzja w teście cyklu punktów'));
    }
    case 'releaseJob':
      return releaseTwiceAtOnce(world, alone);
    case 'expiryJob':
      return expireTwiceAtOnce(world, alone);
    case 'clock':
      clock.advance((step.days * 24 + step.hours) * 3_600_000);
      return;
    case 'order': {
      if (!active(step.who)) return;
      const actor = await actorOf(step.who);
      return refusable(async () => {
        const question = await drawQuestion(db, clock, actor);
        const payload = createOrderSchema.parse({ value: step.value, userAnswer: question.answers[0]?.id });
        await createOrder(db, clock, actor, payload, key());
      });
    }
    case 'reject': {
      const open = await db
        .selectFrom('orders')
        .select('id')
        .where('status', 'in', ['new', 'sent'])
        .orderBy('id')
        .execute();
      const order = nth(open, step.nth);
      if (!order) return;
      return refusable(() => changeOrderStatus(db, clock, order.id, 'rejected', { reason: 'Test cyklu punktów' }));
    }
    case 'prizeOrder': {
      if (!active(step.who)) return;
      const lines = [{ prizeId: world.prizeId, quantity: step.quantity }];
      return refusable(() => placePrizeOrderFixture(db, clock, { userId: person(step.who), lines }));
    }
    case 'prizeCancel': {
      const open = await db
        .selectFrom('prize_orders')
        .select('id')
        .where('status', 'in', ['pending', 'in_progress'])
        .orderBy('id')
        .execute();
      const order = nth(open, step.nth);
      if (!order) return;
      return refusable(() => cancelPrizeOrder(db, clock, admin, order.id, 'Test cyklu punktów'));
    }
    case 'share': {
      const payload = sharePointsSchema.parse({ email: PEOPLE[step.to]!, value: step.value });
      return refusable(async () => sharePoints(db, clock, await actorOf(LEADER), payload, key()));
    }
    case 'block': {
      const payload = blockSellerSchema.parse({ email: PEOPLE[step.who]! });
      await refusable(async () => blockSeller(db, clock, await actorOf(LEADER), payload));
      const user = await db
        .selectFrom('users')
        .select('is_active')
        .where('id', '=', person(step.who))
        .executeTakeFirst();
      if (user?.is_active === 0) world.blocked.add(person(step.who));
      return;
    }
    case 'policy': {
      const { type: _, ...changes } = step;
      return refusable(() => updateAdminSettings(db, clock, admin, t.app.config.UPLOADS_DIR, changes));
    }
    case 'correction': {
      // An earlier import line with pieces left to take back, and the correction of some of them.
      const lines = await db
        .selectFrom('purchases')
        .select((eb) => [
          'external_id',
          'quantity',
          eb
            .selectFrom('purchases as correction')
            .select(sql<number>`coalesce(-sum(correction.quantity), 0)`.as('taken'))
            .whereRef('correction.corrects_id', '=', 'purchases.id')
            .as('corrected'),
        ])
        .where('external_id', 'like', 'CYKL-%')
        .where('corrects_id', 'is', null)
        .orderBy('id')
        .execute();
      const corrected = nth(lines, step.nth);
      const left = corrected ? corrected.quantity - Number(corrected.corrected ?? 0) : 0;
      if (!corrected || left <= 0) return;
      const line = {
        line: 2,
        id: `CYKL-K-${world.keys++}`,
        corrects: corrected.external_id,
        sap: null,
        seller: null,
        product: null,
        quantity: -Math.min(step.quantity, left),
        sss_quantity: 0,
        value: 0,
        purchased_at: clock.now().toISOString(),
      };
      return refusable(() => importPurchases(db, clock, { source: 'korekta.csv', lines: [line] }));
    }
  }
}

/** The ledger entries of operations under some idempotency keys, per key. */
async function entriesUnder(world: World, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, { amount: number; bucket: string }[]>();
  const rows = await world.t.db
    .selectFrom('point_entries')
    .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
    .select(['point_operations.idempotency_key as key', 'point_entries.amount', 'point_entries.bucket'])
    .where('point_operations.idempotency_key', 'in', keys)
    .orderBy('point_entries.id')
    .execute();
  const result = new Map<string, { amount: number; bucket: string }[]>();
  for (const row of rows) result.set(row.key!, [...(result.get(row.key!) ?? []), row]);
  return result;
}

/**
 * The release job twice at the same moment: every lot waiting for a day that has come is released
 * once (one `release:<lot>` operation moving what it holds), and none is left waiting. A step at
 * the same moment may hold or cancel one of them first.
 */
async function releaseTwiceAtOnce(world: World, alone: boolean) {
  const { db } = world.t;
  const today = warsawIsoDay(world.t.clock.now());
  const due = await db
    .selectFrom('point_lots')
    .select(['id', 'remaining'])
    .where('state', '=', 'pending')
    .where('available_at', '<=', today)
    .execute();
  await Promise.all([releaseDueLots(db, world.t.clock), releaseDueLots(db, world.t.clock)]);
  const moved = await entriesUnder(
    world,
    due.map((lot) => `release:${lot.id}`),
  );
  const after = await db
    .selectFrom('point_lots')
    .select(['id', 'state'])
    .where('id', 'in', due.map((lot) => lot.id).concat(0))
    .execute();
  for (const lot of due) {
    const state = after.find((row) => row.id === lot.id)?.state;
    if (!alone && state !== 'available') continue;
    expect(state, `lot ${lot.id} due on ${today}`).toBe('available');
    expect(
      moved.get(`release:${lot.id}`)?.map((entry) => [entry.bucket, entry.amount]),
      `the release of lot ${lot.id}`,
    ).toEqual([
      ['pending', -lot.remaining],
      ['available', lot.remaining],
    ]);
  }
  const left = await db
    .selectFrom('point_lots')
    .select('id')
    .where('state', '=', 'pending')
    .where('available_at', '<=', today)
    .execute();
  if (alone) expect(left, 'lots still waiting for a day that has come').toEqual([]);
}

/**
 * The expiry job twice at the same moment: every available lot past its last day gives up what it
 * holds once (one `expiry:<lot>` entry of all of it), and none past its day holds anything after.
 */
async function expireTwiceAtOnce(world: World, alone: boolean) {
  const { db } = world.t;
  const today = warsawIsoDay(world.t.clock.now());
  const overdue = await db
    .selectFrom('point_lots')
    .select(['id', 'remaining'])
    .where('state', '=', 'available')
    .where('remaining', '>', 0)
    .where('expires_at', '<', today)
    .execute();
  await Promise.all([expireDueLots(db, world.t.clock), expireDueLots(db, world.t.clock)]);
  const expired = await entriesUnder(
    world,
    overdue.map((lot) => `expiry:${lot.id}`),
  );
  for (const lot of overdue) {
    const entries = expired.get(`expiry:${lot.id}`) ?? [];
    expect(entries, `the expiry of lot ${lot.id}`).toHaveLength(1);
    if (alone) expect(entries[0]!.amount, `the expiry of lot ${lot.id}`).toBe(-lot.remaining);
  }
  const left = await db
    .selectFrom('point_lots')
    .select(['id', 'remaining'])
    .where('state', '=', 'available')
    .where('remaining', '>', 0)
    .where('expires_at', '<', today)
    .execute();
  if (alone) expect(left, 'lots past their day still holding points').toEqual([]);
}

/**
 * No lot's days are ever earlier than its credit computed (6): a credit's are its policy
 * version's terms for its day and source, a transfer's the sender's lot's last day; afterwards
 * they change only when the lot is released (its last day then moves later, if at all), never with
 * a policy change.
 */
async function expectDaysKept(world: World, books: ReplayedBooks) {
  const policies = new Map(
    (await world.t.db.selectFrom('points_policies').selectAll().execute()).map((row) => [row.version, row]),
  );
  const byId = new Map(books.lots.map((lot) => [lot.id, lot]));
  for (const lot of books.lots) {
    const first = world.firstSeen.get(lot.id);
    if (!first) {
      world.firstSeen.set(lot.id, { available_at: lot.available_at, expires_at: lot.expires_at });
      if (lot.id <= world.seededLots) continue;
      if (lot.origin_lot_id !== null) {
        expect(lot.expires_at, `transferred lot ${lot.id}`).toBe(byId.get(lot.origin_lot_id)?.expires_at);
        continue;
      }
      const policy = policies.get(lot.policy_version);
      if (!policy || lot.source_type === 'refund') continue;
      const terms = lotTerms(
        lot.source_type as Parameters<typeof lotTerms>[0],
        { ...policy, points_policy_version: policy.version },
        warsawIsoDay(new Date(lot.credited_at)),
      );
      if (lot.released) {
        expect(lot.available_at <= terms.availableAt, `lot ${lot.id} released early`).toBe(true);
        expect(laterOrSame(lot.expires_at, terms.expiresAt), `lot ${lot.id}'s last day`).toBe(true);
      } else {
        expect({ available_at: lot.available_at, expires_at: lot.expires_at }, `lot ${lot.id}'s terms`).toEqual({
          available_at: terms.availableAt,
          expires_at: terms.expiresAt,
        });
      }
      continue;
    }
    if (lot.released) {
      expect(laterOrSame(lot.expires_at, first.expires_at), `lot ${lot.id}'s last day`).toBe(true);
      expect(lot.available_at <= first.available_at, `lot ${lot.id}'s first day`).toBe(true);
    } else {
      expect({ available_at: lot.available_at, expires_at: lot.expires_at }, `lot ${lot.id}'s days`).toEqual(first);
    }
  }
}

/**
 * Every refund here is whole (a rejected top-up order, a cancelled prize order): it gives back
 * all its debit took, each lot's share to that lot (no lot of theirs was reversed), once (4, 5).
 */
async function expectRefundsWhole(world: World) {
  const { db } = world.t;
  const refunds = await db
    .selectFrom('point_entries as refund')
    .innerJoin('point_entries as debit', (join) =>
      join.on((eb) => eb(eb.cast('debit.id', 'varchar(64)'), '=', eb.ref('refund.source_id'))),
    )
    .select(['refund.id', 'refund.amount', 'debit.id as debit_id', 'debit.amount as debited'])
    .where('refund.source_type', '=', 'refund')
    .where('refund.amount', '>', 0)
    .execute();
  for (const refund of refunds) {
    expect(refund.amount, `refund ${refund.id} of entry ${refund.debit_id}`).toBe(-refund.debited);
  }
  const taken = await db
    .selectFrom('point_lot_consumptions')
    .select(['entry_id', 'lot_id', 'points', 'restored'])
    .where('entry_id', 'in', refunds.map((refund) => refund.debit_id).concat(0))
    .execute();
  const reversed = new Set(
    (await db.selectFrom('point_lots').select('id').where('reversed_at', 'is not', null).execute()).map(
      (lot) => lot.id,
    ),
  );
  for (const consumption of taken) {
    // What a reversed lot gave cannot go back into it: that part of the refund is a lot of its own.
    if (reversed.has(consumption.lot_id)) continue;
    expect(consumption.restored, `the refund of entry ${consumption.entry_id} into lot ${consumption.lot_id}`).toBe(
      consumption.points,
    );
  }
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'value', 'refund_operation_id'])
    .where('status', '=', 'rejected')
    .execute();
  for (const order of orders) expect(order.refund_operation_id, `order ${order.id}'s refund`).not.toBeNull();
}

/** A last day at least as late as another (null: never, the latest). */
const laterOrSame = (day: string | null, than: string | null) => day === null || (than !== null && day >= than);

describe('the points lifecycle', () => {
  it('keeps the books, FIFO, refunds, the days and the jobs’ once after every step of random sequences', async () => {
    const postgres = process.env.TEST_DB === 'postgres';
    await fc.assert(
      fc.asyncProperty(policy, program, async (drawn, steps) => {
        const world = await setUp(drawn);
        try {
          await expectDaysKept(world, await expectBooksReplay(world.t.db));
          for (const batch of steps) {
            await Promise.all(batch.map((step) => run(world, step, batch.length === 1)));
            await expectDaysKept(world, await expectBooksReplay(world.t.db));
            await expectRefundsWhole(world);
          }
          // Once the jobs have caught up, the reconciliation finds nothing to tell.
          await releaseDueLots(world.t.db, world.t.clock);
          await expireDueLots(world.t.db, world.t.clock);
          const checked = await reconcile(
            world.t.db,
            world.t.clock,
            { appUrl: 'http://localhost' },
            {
              trigger: 'manual',
              operator: world.admin,
            },
          );
          expect(checked?.checks.filter((check) => !check.ok)).toEqual([]);
        } finally {
          await world.t.close();
        }
      }),
      { numRuns: postgres ? 6 : 16 },
    );
  }, 60_000);
});
