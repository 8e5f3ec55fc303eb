import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { getSettings } from '../programme/programme.service.js';
import {
  credit,
  debit,
  findBalance,
  findOperationByKey,
  insertEntries,
  insertOperation,
  type PointOwner,
  sumEntries,
} from './ledger.repository.js';

export type { PointOwner };

export const operationKinds = [
  'purchase_reward',
  'pool_grant',
  'share',
  'order',
  'order_refund',
  'block',
  'adjustment',
] as const;
export type OperationKind = (typeof operationKinds)[number];

export interface Movement {
  owner: PointOwner;
  /** Positive when points arrive, negative when they leave; never zero. */
  amount: number;
  description: string;
}

export interface Operation {
  kind: OperationKind;
  actorId: number | null;
  edition: string;
  movements: Movement[];
  /** A key the caller sends with a request it may repeat: the repeat records nothing. */
  idempotencyKey?: string | undefined;
  /** The 422 field and message when a balance is short (the callers' forms name it differently). */
  shortfall?: { field: string; message: string };
}

export interface Posted {
  operationId: number;
  /** True when this was a repeat of an operation recorded before: nothing moved now. */
  replayed: boolean;
}

const ownerKey = (owner: PointOwner) => `${owner.type}:${String(owner.id).padStart(12, '0')}`;

/**
 * Moves points: every balance change and its ledger rows happen in the caller's transaction
 * (pass the transaction as `trx`), so they land together or not at all. A balance that would go
 * below zero refuses the whole operation. Balances are touched in one fixed order so two
 * operations over the same holders cannot deadlock each other on PostgreSQL.
 */
export async function post(trx: DB, clock: Clock, operation: Operation): Promise<Posted> {
  if (operation.movements.some((movement) => !Number.isSafeInteger(movement.amount) || movement.amount === 0)) {
    throw new Error('A ledger movement needs a whole, non-zero number of points');
  }
  const now = clock.now().toISOString();
  const key = operation.idempotencyKey ?? null;
  const operationId = await insertOperation(trx, {
    kind: operation.kind,
    idempotencyKey: key,
    actorId: operation.actorId,
    now,
  });
  if (operationId === undefined) {
    const earlier = await findOperationByKey(trx, key ?? '');
    if (earlier.kind !== operation.kind || earlier.actor_id !== operation.actorId) {
      throw new ConflictError('Ten klucz operacji został już użyty do innej operacji.');
    }
    return { operationId: earlier.id, replayed: true };
  }

  const ordered = [...operation.movements].sort((a, b) => ownerKey(a.owner).localeCompare(ownerKey(b.owner)));
  for (const movement of ordered) {
    if (movement.amount > 0) {
      await credit(trx, movement.owner, movement.amount);
    } else if (!(await debit(trx, movement.owner, -movement.amount))) {
      const { field, message } = operation.shortfall ?? {
        field: 'value',
        message: 'Brak wystarczającej liczby punktów.',
      };
      throw ValidationError.field(field, message);
    }
  }
  await insertEntries(
    trx,
    operation.movements.map((movement) => ({
      operation_id: operationId,
      owner_type: movement.owner.type,
      owner_id: movement.owner.id,
      amount: movement.amount,
      description: movement.description,
      edition: operation.edition,
      created_at: now,
    })),
  );
  return { operationId, replayed: false };
}

/**
 * The figures of the account page: what a holder has to spend now (the balance), and what it
 * received and used in an edition (the current one unless named), summed over the same ledger
 * rows the points history shows; a refunded order counts as not used.
 */
export async function pointsSummary(db: DB, owner: PointOwner, edition?: string) {
  const [balance, sums] = await Promise.all([
    findBalance(db, owner),
    sumEntries(db, owner, edition ?? (await getSettings(db)).edition),
  ]);
  return { balance, received: sums.received, spent: sums.spent };
}
