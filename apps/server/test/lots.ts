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
