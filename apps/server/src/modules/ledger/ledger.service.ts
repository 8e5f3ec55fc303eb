import { createHash } from 'node:crypto';
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
  /** The request the key came with (`requestHash`): the key sent with another request is a 409. */
  requestHash?: string | undefined;
  /** The 422 field and message when a balance is short (the callers' forms name it differently). */
  shortfall?: { field: string; message: string };
}

export interface Posted {
  operationId: number;
  /** True when this was a repeat of an operation recorded before: nothing moved now. */
  replayed: boolean;
}

const IDEMPOTENCY_KEY_REUSED =
  'Ten klucz operacji (Idempotency-Key) został już użyty z innymi danymi. Odśwież stronę i spróbuj ponownie.';

/** Sorts object keys at every level, so the same request always serializes alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/**
 * The fingerprint of a request sent with an idempotency key: SHA-256 of its parsed parameters.
 * A repeat must carry the same parameters to be answered as the first request was; a client that
 * reuses a key for another request is told so instead of getting the first answer silently.
 */
export const requestHash = (request: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');

type KeyUse = Pick<Operation, 'kind' | 'actorId' | 'requestHash'>;

/**
 * Refuses a key recorded for another operation or with other parameters (409). An operation
 * recorded before request hashes were kept has none, and counts as the same request.
 */
function checkKeyUse(earlier: { kind: string; actor_id: number | null; request_hash: string | null }, use: KeyUse) {
  if (earlier.kind !== use.kind || earlier.actor_id !== use.actorId) {
    throw new ConflictError('Ten klucz operacji został już użyty do innej operacji.');
  }
  if (earlier.request_hash !== null && earlier.request_hash !== (use.requestHash ?? null)) {
    throw new ConflictError(IDEMPOTENCY_KEY_REUSED);
  }
}

/** Whether the key was used before for this same request: a retry, to be answered as the first was. */
export async function isReplay(db: DB, key: string, use: KeyUse): Promise<boolean> {
  const earlier = await findOperationByKey(db, key);
  if (!earlier) return false;
  checkKeyUse(earlier, use);
  return true;
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
    requestHash: key === null ? null : (operation.requestHash ?? null),
    actorId: operation.actorId,
    now,
  });
  if (operationId === undefined) {
    // The key was recorded before, possibly by a simultaneous request that just committed.
    const earlier = await findOperationByKey(trx, key ?? '');
    if (!earlier) throw new Error('An idempotency key in conflict has no operation');
    checkKeyUse(earlier, operation);
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
