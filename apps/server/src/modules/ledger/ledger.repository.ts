import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PointOwnerType } from '../../db/schema.js';

/** The operation that returns a rejected order's points (ledger.service's operationKinds). */
const REFUND_KIND = 'order_refund';

export interface PointOwner {
  type: PointOwnerType;
  id: number;
}

/** Records an operation; undefined when its idempotency key was recorded before. */
export async function insertOperation(
  db: DB,
  values: {
    kind: string;
    idempotencyKey: string | null;
    requestHash: string | null;
    actorId: number | null;
    now: string;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('point_operations')
    .values({
      kind: values.kind,
      idempotency_key: values.idempotencyKey,
      request_hash: values.requestHash,
      actor_id: values.actorId,
      created_at: values.now,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The operation recorded under an idempotency key, with what it was asked by, if any. */
export function findOperationByKey(db: DB, idempotencyKey: string) {
  return db
    .selectFrom('point_operations')
    .select(['id', 'kind', 'actor_id', 'request_hash'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Takes points from a balance only if it holds enough, in one statement: the row lock (or
 * SQLite's single writer) makes simultaneous debits queue, and each sees the balance the one
 * before it left. False when the balance is short.
 */
export async function debit(db: DB, owner: PointOwner, points: number): Promise<boolean> {
  const result = await db
    .updateTable('point_balances')
    .set({ balance: sql<number>`balance - ${points}` })
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('balance', '>=', points)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function credit(db: DB, owner: PointOwner, points: number): Promise<void> {
  await db
    .insertInto('point_balances')
    .values({ owner_type: owner.type, owner_id: owner.id, balance: points })
    .onConflict((conflict) =>
      conflict
        .columns(['owner_type', 'owner_id'])
        .doUpdateSet({ balance: sql<number>`point_balances.balance + ${points}` }),
    )
    .execute();
}

export async function insertEntries(
  db: DB,
  entries: {
    operation_id: number;
    owner_type: PointOwnerType;
    owner_id: number;
    amount: number;
    description: string;
    edition: string;
    created_at: string;
  }[],
): Promise<void> {
  await db.insertInto('point_entries').values(entries).execute();
}

export async function findBalance(db: DB, owner: PointOwner): Promise<number> {
  const row = await db
    .selectFrom('point_balances')
    .select('balance')
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/**
 * The account page's "received" and "used" points of one edition, from the same ledger rows its
 * history lists. A refund of a rejected order gives back what the order used: it lowers "used"
 * rather than counting as points received, so received minus used is what the history adds up to.
 */
export async function sumEntries(
  db: DB,
  owner: PointOwner,
  edition: string,
): Promise<{ received: number; spent: number }> {
  const refund = sql<boolean>`point_operations.kind = ${REFUND_KIND}`;
  const row = await db
    .selectFrom('point_entries')
    .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
    .select([
      sql<number>`coalesce(sum(case when point_entries.amount > 0 and not (${refund}) then point_entries.amount else 0 end), 0)`.as(
        'received',
      ),
      sql<number>`coalesce(sum(case when point_entries.amount < 0 or ${refund} then -point_entries.amount else 0 end), 0)`.as(
        'spent',
      ),
    ])
    .where('point_entries.owner_type', '=', owner.type)
    .where('point_entries.owner_id', '=', owner.id)
    .where('point_entries.edition', '=', edition)
    .executeTakeFirstOrThrow();
  return { received: Number(row.received), spent: Number(row.spent) };
}
