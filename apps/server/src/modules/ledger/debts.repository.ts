import type { DB } from '../../db/database.js';
import type { PointOwner } from './ledger.repository.js';

/*
 * What holders owe (docs/product/point-lots.md "Corrections and debt"): the `debt` bucket of their
 * balance rows and the entries that created and paid it. Read inside the ledger operation that
 * pays it, whose balance change has already locked the holder's row.
 */

const ownerKey = (owner: PointOwner) => `${owner.type}:${owner.id}`;

/** The debt of each of these holders that owes anything, as `type:id`. */
export async function findDebts(db: DB, owners: readonly PointOwner[]): Promise<Map<string, number>> {
  const debts = new Map<string, number>();
  for (const type of ['user', 'company'] as const) {
    const ids = [...new Set(owners.filter((owner) => owner.type === type).map((owner) => owner.id))];
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await db
        .selectFrom('point_balances')
        .select(['owner_id', 'debt'])
        .where('owner_type', '=', type)
        .where('owner_id', 'in', ids.slice(start, start + 500))
        .where('debt', '>', 0)
        .execute();
      for (const row of rows) debts.set(ownerKey({ type, id: row.owner_id }), Number(row.debt));
    }
  }
  return debts;
}

/** A holder's outstanding debt per edition it was created in, the oldest first: the order it is paid in. */
export async function findDebtByEdition(db: DB, owner: PointOwner): Promise<{ edition: string; points: number }[]> {
  const rows = await db
    .selectFrom('point_entries')
    .select((eb) => ['edition', eb.fn.sum<number>('amount').as('points'), eb.fn.min<number>('id').as('first')])
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('bucket', '=', 'debt')
    .groupBy('edition')
    .execute();
  return rows
    .map((row) => ({ edition: row.edition, points: Number(row.points), first: Number(row.first) }))
    .filter((row) => row.points > 0)
    .sort((a, b) => a.first - b.first)
    .map(({ edition, points }) => ({ edition, points }));
}
