import { expect } from 'vitest';
import type { DB } from '../src/db/database.js';

/**
 * The books of lots agree with the balances (docs/decisions/0058-point-lots.md): each holder's
 * available, pending and held figures are what its lots of that state still hold; no lot holds
 * less than nothing or more than it was credited; what a lot lost is what debits took from it
 * less what refunds gave back, and what expired or a correction took of it; what each owes is
 * what its debt entries add up to; and every debit took from lots exactly what it took from the balance.
 */
export async function expectLotsMatchBalances(db: DB): Promise<void> {
  const balances = await db
    .selectFrom('point_balances')
    .select(['owner_type', 'owner_id', 'balance', 'pending', 'held', 'debt'])
    .execute();
  // What a holder owes is what its debt entries add up to, never below zero.
  const debts = await db
    .selectFrom('point_entries')
    .select((eb) => ['owner_type', 'owner_id', eb.fn.sum<number>('amount').as('debt')])
    .where('bucket', '=', 'debt')
    .groupBy(['owner_type', 'owner_id'])
    .execute();
  for (const row of balances) {
    const owed = debts.find((debt) => debt.owner_type === row.owner_type && debt.owner_id === row.owner_id);
    expect(Number(row.debt), `debt of ${row.owner_type} ${row.owner_id}`).toBe(Number(owed?.debt ?? 0));
    expect(Number(row.debt)).toBeGreaterThanOrEqual(0);
  }
  const lots = await db
    .selectFrom('point_lots')
    .select(['id', 'owner_type', 'owner_id', 'state', 'amount', 'remaining'])
    .execute();
  const consumptions = await db
    .selectFrom('point_lot_consumptions')
    .select(['entry_id', 'lot_id', 'points', 'restored'])
    .execute();

  const held = new Map<string, number>();
  for (const lot of lots) {
    expect(lot.remaining, `lot ${lot.id}`).toBeGreaterThanOrEqual(0);
    expect(lot.remaining, `lot ${lot.id}`).toBeLessThanOrEqual(lot.amount);
    if (lot.state === 'cancelled') expect(lot.remaining, `lot ${lot.id}`).toBe(0);
    const key = `${lot.owner_type}:${lot.owner_id}:${lot.state}`;
    held.set(key, (held.get(key) ?? 0) + Number(lot.remaining));
  }
  for (const row of balances) {
    const of = (state: string) => held.get(`${row.owner_type}:${row.owner_id}:${state}`) ?? 0;
    expect(of('available'), `available lots of ${row.owner_type} ${row.owner_id}`).toBe(Number(row.balance));
    expect(of('pending'), `pending lots of ${row.owner_type} ${row.owner_id}`).toBe(Number(row.pending));
    expect(of('held'), `held lots of ${row.owner_type} ${row.owner_id}`).toBe(Number(row.held));
  }

  const lost = new Map<number, number>();
  const takenBy = new Map<number, number>();
  for (const consumption of consumptions) {
    expect(consumption.restored).toBeGreaterThanOrEqual(0);
    expect(consumption.restored).toBeLessThanOrEqual(consumption.points);
    const net = Number(consumption.points) - Number(consumption.restored);
    lost.set(consumption.lot_id, (lost.get(consumption.lot_id) ?? 0) + net);
    takenBy.set(consumption.entry_id, (takenBy.get(consumption.entry_id) ?? 0) + Number(consumption.points));
  }
  // An expiry and a correction take from their lot directly, named by the entry.
  const expiries = await db
    .selectFrom('point_entries')
    .select(['lot_id', 'amount'])
    .where('source_type', 'in', ['expiry', 'correction'])
    .where('bucket', '=', 'available')
    .where('lot_id', 'is not', null)
    .execute();
  for (const expiry of expiries) lost.set(expiry.lot_id!, (lost.get(expiry.lot_id!) ?? 0) - Number(expiry.amount));
  for (const lot of lots) {
    if (lot.state === 'available') {
      expect(Number(lot.amount) - Number(lot.remaining), `what lot ${lot.id} lost`).toBe(lost.get(lot.id) ?? 0);
    }
  }
  const debits = await db
    .selectFrom('point_entries')
    .select(['id', 'amount'])
    .where('amount', '<', 0)
    .where('bucket', '=', 'available')
    .where('lot_id', 'is', null)
    .execute();
  for (const debit of debits) expect(takenBy.get(debit.id) ?? 0, `lots taken by entry ${debit.id}`).toBe(-debit.amount);
}

/** Soonest-expiring first, never-expiring last, then the oldest: the order debits spend lots in. */
export const spendingOrder = (
  a: { id: number; expires_at: string | null },
  b: { id: number; expires_at: string | null },
): number =>
  Number(a.expires_at === null) - Number(b.expires_at === null) ||
  (a.expires_at ?? '').localeCompare(b.expires_at ?? '') ||
  a.id - b.id;

/** What the replay of the books found: each lot as the ledger says it is now. */
export interface ReplayedBooks {
  lots: {
    id: number;
    owner_type: string;
    owner_id: number;
    state: string;
    amount: number;
    remaining: number;
    available_at: string;
    expires_at: string | null;
    credited_at: string;
    source_type: string;
    origin_lot_id: number | null;
    policy_version: number;
    /** Whether the lot was ever released (a release entry names it). */
    released: boolean;
  }[];
}

/**
 * Replays the whole ledger entry by entry, each holder's entries in the order its balance row's
 * lock put them, and checks the invariants of docs/product/point-lots.md on the way:
 *
 * 1. per holder, the available, pending and held figures are the sums of their entries and of the
 *    remainders of its lots in that state, and the debt the sum of its debt entries; none below 0;
 * 2. 0 ≤ remaining ≤ amount; a cancelled lot holds 0 and no debit ever took from it;
 * 3. FIFO: a debit that took from lot L left every lot of its holder that was available then and
 *    comes before L (last day, never last, then id) at 0;
 * 4. a refund gives back exactly what its debit took (to the same lots, or as a new lot where one
 *    can no longer take points), never more than the debit; each lot's replayed remainder and
 *    state are the stored ones.
 *
 * A debit is refunded at most once here (a rejected top-up order, a cancelled prize order): the
 * consumptions keep how much was restored, not by which refund.
 */
export async function expectBooksReplay(db: DB): Promise<ReplayedBooks> {
  const [entries, lots, consumptions, balances] = await Promise.all([
    db
      .selectFrom('point_entries')
      .select(['id', 'owner_type', 'owner_id', 'amount', 'bucket', 'source_type', 'source_id', 'lot_id'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('point_lots')
      .select([
        'id',
        'owner_type',
        'owner_id',
        'entry_id',
        'amount',
        'remaining',
        'state',
        'available_at',
        'expires_at',
        'credited_at',
        'source_type',
        'origin_lot_id',
        'policy_version',
      ])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('point_lot_consumptions')
      .select(['id', 'entry_id', 'lot_id', 'points', 'restored'])
      .orderBy('id')
      .execute(),
    db.selectFrom('point_balances').select(['owner_type', 'owner_id', 'balance', 'pending', 'held', 'debt']).execute(),
  ]);
  const holder = (row: { owner_type: string; owner_id: number }) => `${row.owner_type}:${row.owner_id}`;
  const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
    const groups = new Map<K, T[]>();
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return groups;
  };
  const lotsByEntry = group(lots, (lot) => lot.entry_id);
  const takenBy = group(consumptions, (consumption) => consumption.entry_id);
  const lotById = new Map(lots.map((lot) => [lot.id, lot]));
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  const replayed = new Map<number, { remaining: number; state: string; released: boolean }>();
  const lotsOf = new Map<string, number[]>();
  const refunds = new Map<number, number>();

  for (const entry of entries) {
    const amount = Number(entry.amount);
    // The lots this entry credits: a credit's, a transfer's, a refund's beyond what it restored.
    for (const lot of lotsByEntry.get(entry.id) ?? []) {
      expect(lot.owner_type === entry.owner_type && lot.owner_id === entry.owner_id, `lot ${lot.id}'s holder`).toBe(
        true,
      );
      replayed.set(lot.id, { remaining: Number(lot.amount), state: entry.bucket, released: false });
      lotsOf.set(holder(lot), [...(lotsOf.get(holder(lot)) ?? []), lot.id]);
    }
    const taken = takenBy.get(entry.id);
    if (taken) {
      expect(entry.bucket, `entry ${entry.id} took from lots`).toBe('available');
      expect(-amount, `entry ${entry.id} took what it debited`).toBe(
        taken.reduce((sum, consumption) => sum + Number(consumption.points), 0),
      );
      for (const consumption of taken) {
        const lot = replayed.get(consumption.lot_id)!;
        const of = lotById.get(consumption.lot_id)!;
        expect(holder(of), `entry ${entry.id} took from its holder's lot ${of.id}`).toBe(holder(entry));
        expect(lot.state, `entry ${entry.id} took from lot ${of.id}`).toBe('available');
        expect(lot.remaining, `entry ${entry.id} took from lot ${of.id}`).toBeGreaterThanOrEqual(
          Number(consumption.points),
        );
        lot.remaining -= Number(consumption.points);
      }
      // A debt's payment takes from the points that just arrived, not in spending order.
      if (entry.source_type === 'debt_settlement') continue;
      const last = taken
        .map((consumption) => lotById.get(consumption.lot_id)!)
        .sort(spendingOrder)
        .at(-1)!;
      for (const id of lotsOf.get(holder(entry)) ?? []) {
        const lot = replayed.get(id)!;
        if (lot.state === 'available' && spendingOrder(lotById.get(id)!, last) < 0) {
          expect(lot.remaining, `FIFO: entry ${entry.id} took from lot ${last.id} and left lot ${id}`).toBe(0);
        }
      }
      continue;
    }
    if (entry.lot_id !== null) {
      // A move of one lot: a release, hold or cancel, an expiry (and later corrections, debt payments).
      const lot = replayed.get(entry.lot_id);
      expect(lot, `entry ${entry.id} names lot ${entry.lot_id}, credited before it`).toBeDefined();
      if (!lot) continue;
      // A correction of a waiting or held lot cancels it.
      const cancels = entry.source_type === 'cancel' || (entry.source_type === 'correction' && amount < 0);
      if (entry.bucket === 'debt') continue;
      if (
        entry.source_type === 'release' ||
        entry.source_type === 'hold' ||
        (cancels && entry.bucket !== 'available')
      ) {
        if (amount > 0) lot.state = entry.bucket;
        else expect(lot.state, `entry ${entry.id} moves lot ${entry.lot_id} out of`).toBe(entry.bucket);
        if (entry.source_type === 'release') lot.released = true;
        if (cancels) {
          expect(lot.remaining, `cancel ${entry.id}`).toBe(-amount);
          Object.assign(lot, { state: 'cancelled', remaining: 0 });
        }
      } else if (entry.bucket === 'available') {
        expect(lot.state, `entry ${entry.id} on lot ${entry.lot_id}`).toBe('available');
        lot.remaining += amount;
        expect(lot.remaining, `entry ${entry.id} on lot ${entry.lot_id}`).toBeGreaterThanOrEqual(0);
      }
      continue;
    }
    if (entry.source_type === 'refund' && amount > 0) {
      const debit = Number(entry.source_id);
      refunds.set(debit, (refunds.get(debit) ?? 0) + 1);
      expect(refunds.get(debit), `refunds of entry ${debit}`).toBe(1);
      const debited = entryById.get(debit);
      expect(debited && holder(debited), `refund ${entry.id} of entry ${debit}`).toBe(holder(entry));
      let restored = 0;
      for (const consumption of takenBy.get(debit) ?? []) {
        const lot = replayed.get(consumption.lot_id)!;
        const back = Number(consumption.restored);
        // Points never come back to a lot that can no longer take them (docs/product/point-lots.md).
        if (back > 0) expect(lot.state, `refund ${entry.id} into lot ${consumption.lot_id}`).toBe('available');
        lot.remaining += back;
        restored += back;
      }
      const fresh = (lotsByEntry.get(entry.id) ?? []).reduce((sum, lot) => sum + Number(lot.amount), 0);
      expect(restored + fresh, `refund ${entry.id} gives back what it restores`).toBe(amount);
      expect(amount, `refund ${entry.id} of entry ${debit}`).toBeLessThanOrEqual(-Number(debited?.amount ?? 0));
    }
  }

  for (const lot of lots) {
    const replay = replayed.get(lot.id);
    expect(replay, `lot ${lot.id} has its credit`).toBeDefined();
    expect({ remaining: replay?.remaining, state: replay?.state }, `lot ${lot.id} replayed`).toEqual({
      remaining: Number(lot.remaining),
      state: lot.state,
    });
    expect(lot.remaining, `lot ${lot.id}`).toBeGreaterThanOrEqual(0);
    expect(lot.remaining, `lot ${lot.id}`).toBeLessThanOrEqual(lot.amount);
  }
  const cancelled = new Set(lots.filter((lot) => lot.state === 'cancelled').map((lot) => lot.id));
  expect(
    consumptions.filter((consumption) => cancelled.has(consumption.lot_id)),
    'consumptions of cancelled lots',
  ).toEqual([]);

  const sums = new Map<string, Record<string, number>>();
  const figures = (key: string) => {
    let entry = sums.get(key);
    if (!entry) sums.set(key, (entry = { available: 0, pending: 0, held: 0, debt: 0 }));
    return entry;
  };
  const inLots = new Map<string, Record<string, number>>();
  for (const entry of entries) figures(holder(entry))[entry.bucket]! += Number(entry.amount);
  for (const lot of lots) {
    const key = holder(lot);
    const entry = inLots.get(key) ?? { available: 0, pending: 0, held: 0, cancelled: 0 };
    entry[lot.state]! += Number(lot.remaining);
    inLots.set(key, entry);
  }
  const rows = new Map(balances.map((row) => [holder(row), row]));
  for (const key of new Set([...sums.keys(), ...rows.keys(), ...inLots.keys()])) {
    const row = rows.get(key);
    const stored = {
      available: Number(row?.balance ?? 0),
      pending: Number(row?.pending ?? 0),
      held: Number(row?.held ?? 0),
      debt: Number(row?.debt ?? 0),
    };
    const entered = sums.get(key) ?? { available: 0, pending: 0, held: 0, debt: 0 };
    const held = inLots.get(key) ?? { available: 0, pending: 0, held: 0 };
    expect(entered, `${key}: its entries per bucket`).toEqual(stored);
    expect({ available: held.available, pending: held.pending, held: held.held }, `${key}: its lots per state`).toEqual(
      { available: stored.available, pending: stored.pending, held: stored.held },
    );
    for (const [bucket, value] of Object.entries(stored)) expect(value, `${key} ${bucket}`).toBeGreaterThanOrEqual(0);
  }

  return {
    lots: lots.map((lot) => ({
      ...lot,
      amount: Number(lot.amount),
      remaining: Number(lot.remaining),
      released: replayed.get(lot.id)?.released ?? false,
    })),
  };
}
