import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PointOwnerType } from '../../db/schema.js';

export interface PointOwner {
  type: PointOwnerType;
  id: number;
}

/** Records an operation; undefined when its idempotency key was recorded before. */
export async function insertOperation(
  db: DB,
  values: { kind: string; idempotencyKey: string | null; actorId: number | null; now: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('point_operations')
    .values({
      kind: values.kind,
      idempotency_key: values.idempotencyKey,
      actor_id: values.actorId,
      created_at: values.now,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findOperationByKey(db: DB, idempotencyKey: string) {
  return db
    .selectFrom('point_operations')
    .select(['id', 'kind', 'actor_id'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
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

/** Points that arrived and points that left, per the ledger. */
export async function sumEntries(db: DB, owner: PointOwner): Promise<{ received: number; spent: number }> {
  const row = await db
    .selectFrom('point_entries')
    .select([
      sql<number>`coalesce(sum(case when amount > 0 then amount else 0 end), 0)`.as('received'),
      sql<number>`coalesce(sum(case when amount < 0 then -amount else 0 end), 0)`.as('spent'),
    ])
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .executeTakeFirstOrThrow();
  return { received: Number(row.received), spent: Number(row.spent) };
}
