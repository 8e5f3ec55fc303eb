import type { DB } from '../../db/database.js';

/**
 * Moves the `edition` setting from one edition to the next, only if it still names `from`: of
 * two operators closing the same edition at once, one wins and the other finds it moved on.
 */
export async function claimNextEdition(trx: DB, from: string, to: string): Promise<boolean> {
  const result = await trx
    .updateTable('settings')
    .set({ value: JSON.stringify(to) })
    .where('key', '=', 'edition')
    .where('value', '=', JSON.stringify(from))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  // A programme that never stored its edition runs on the default one.
  const stored = await trx.selectFrom('settings').select('key').where('key', '=', 'edition').executeTakeFirst();
  if (stored) return false;
  await trx
    .insertInto('settings')
    .values({ key: 'edition', value: JSON.stringify(to) })
    .execute();
  return true;
}

/** Top-up orders still on their way (new or sent): their points are spent but not yet settled. */
export async function countWaitingOrders(trx: DB): Promise<number> {
  const row = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', 'in', ['new', 'sent'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The points participants and company pools hold: what carries over into the next edition. */
export async function pointTotals(trx: DB): Promise<{ users: number; companies: number }> {
  const rows = await trx
    .selectFrom('point_balances')
    .select(['owner_type', (eb) => eb.fn.sum<number>('balance').as('total')])
    .groupBy('owner_type')
    .execute();
  const total = (type: string) => Number(rows.find((row) => row.owner_type === type)?.total ?? 0);
  return { users: total('user'), companies: total('company') };
}
