import { createHash } from 'node:crypto';
import type { DB } from '../../db/database.js';
import { jsonObjectFrom, jsonRow } from '../../db/json-rows.js';
import type { PointBucket, PointOwnerType, PointSourceType } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { addDays, warsawIsoDay } from '../../lib/polish-time.js';
import type { Actor, OperatorActor } from '../../plugins/access/actor.js';
import { getSettings } from '../programme/programme.service.js';
import {
  BALANCE_MAX,
  creditMany,
  findOperationsByKeys,
  insertOperations,
  findBalance,
  findBalances,
  findOperationByKey,
  findSharesFromPool,
  insertEntries,
  nameSources,
  NAMED_ROW_ID,
  OPERATION_ID,
  recordOperation,
  resolveSource,
  lockBalance as lockBalanceRow,
  type PointOwner,
  type NewEntry,
  type PointsSummary,
  type RowNamingOperation,
  findPointsSummary,
  pointsSummaryQuery,
  toPointsSummary,
  sumSharesFromPool,
  type WrittenEntry,
} from './ledger.repository.js';
import { findDebtByEdition, findDebts } from './debts.repository.js';
import { explain } from './explanations.js';
import { type LotPolicy, type LotTerms, lotTerms } from './lot-terms.js';
import {
  consumeLot,
  consumeLots,
  emptyExpiredLot,
  findDebitEntry,
  findExpiringGroups,
  findHolderFigures,
  findPendingDays,
  sumAllFigures,
  findOverdueLots,
  insertLots,
  type NewLot,
  restoreLots,
  type Taken,
} from './lots.repository.js';

/*
 * The ledger owns point_balances, point_operations and point_entries: other modules move, read
 * and lock points only through the functions this file exports, so the books have one keeper.
 */

export type { PointOwner, PointsSummary, RowNamingOperation };
export { explain };
export { NAMED_ROW_ID };
export type { LotPolicy };

export const operationKinds = [
  'purchase_reward',
  'pool_grant',
  'share',
  'order',
  'order_refund',
  'block',
  'adjustment',
  'code_credit',
  'prize_order',
  'prize_order_refund',
  'release',
  'hold',
  'cancel',
  'expiry',
  'correction',
  'debt_settlement',
] as const;
export type OperationKind = (typeof operationKinds)[number];

/**
 * A credit that would take a balance past BALANCE_MAX (PostgreSQL keeps balances as 32-bit
 * integers; far beyond any programme's balances) is refused on both databases with this, on
 * `points`, moving nothing.
 */
export const BALANCE_CAP_EXCEEDED = 'Saldo nie może przekroczyć 2 147 483 647 punktów.';
const overCap = () => ValidationError.field('points', BALANCE_CAP_EXCEEDED);

/** Where an entry's points come from or go to, as the participant's history explains it. */
export interface Source {
  type: PointSourceType;
  /**
   * What the source names it by (a refunded debit entry's id); absent, the operation's own id for
   * the sources that are the operation, the caller's row's id (`namedBy`) for the others. The
   * explanation may name the latter as NAMED_ROW_ID ("Zamówienie zasilenia karty nr {id}").
   */
  id?: string | number | null;
  /** In Polish (docs/product/point-lots.md "Explanations"); the description when absent. */
  explanation?: string;
}

export interface Movement {
  owner: PointOwner;
  /** Positive when points arrive, negative when they leave; never zero. */
  amount: number;
  description: string;
  /** Absent: the source the operation's kind names, explained by the description. */
  source?: Source;
  /**
   * A move between a holder's buckets (a release: −pending +available) that the caller settles
   * on its lots itself; absent, a credit's bucket follows from its lot's terms, a debit's is
   * available.
   */
  bucket?: PointBucket;
  /** The one lot a bucket move acts on (a release's lot), named by its entries. */
  lotId?: number;
  /**
   * A refund: the operation whose debit of this holder it gives back. The points go back to the
   * lots that debit took them from, keeping their dates.
   */
  restores?: number;
  /** A debit that takes from this one available lot rather than in spending order (a debt's payment). */
  fromLot?: number;
  /** The edition the entry counts in, when not the operation's (a debt paid off oldest edition first). */
  edition?: string;
}

export interface Operation {
  kind: OperationKind;
  actorId: number | null;
  /** The operator who posts it from the back office (actorId then null: it names users only). */
  operatorId?: number | null | undefined;
  edition: string;
  movements: Movement[];
  /** A key the caller sends with a request it may repeat: the repeat records nothing. */
  idempotencyKey?: string | undefined;
  /** The request the key came with (`requestHash`): the key sent with another request is a 409. */
  requestHash?: string | undefined;
  /** The 422 field and message when a balance is short (the callers' forms name it differently). */
  shortfall?: { field: string; message: string };
  /** The caller's row that names the operation (an order), written with it and only with it. */
  namedBy?: RowNamingOperation | undefined;
  /** The points policy new lots are credited under (the settings); read when not given. */
  policy?: LotPolicy | undefined;
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
const requestHash = (request: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');

type KeyUse = Pick<Operation, 'kind' | 'actorId' | 'requestHash'>;
/** An operation a user asked for, with the idempotency key the request came with, if any. */
type KeyedRequest = KeyUse & Pick<Operation, 'idempotencyKey'>;

/**
 * What a user's request for an operation carries into `refuseUnlessReplay` and `post`: the key, scoped to
 * the user so nobody can collide with another's keys, and the fingerprint of the request in the
 * session's company, which a repeat must match. Without a key there is nothing to match.
 */
export function keyedRequest(
  kind: OperationKind,
  actor: Actor,
  idempotencyKey: string | undefined,
  request: object,
): KeyedRequest {
  const key = idempotencyKey ? `${kind}:${actor.userId}:${idempotencyKey}` : undefined;
  return {
    kind,
    actorId: actor.userId,
    idempotencyKey: key,
    requestHash: key && requestHash({ companyId: actor.companyId, ...request }),
  };
}

/**
 * The same for an operator's posting from the back office (docs/product/back-office.md,
 * screen 4): the key is scoped to the operator, not to the kind, so the same key sent with another
 * posting (a pool grant after an adjustment) is a 409 and never a second posting. actor_id names
 * users only, so an operator's posting keeps it null (docs/decisions/0020-operator-postings.md).
 */
export function operatorKeyedRequest(
  kind: OperationKind,
  operator: OperatorActor,
  idempotencyKey: string,
  request: object,
): KeyedRequest & { operatorId: number } {
  const key = `operator:${operator.operatorId}:${idempotencyKey}`;
  return {
    kind,
    actorId: null,
    operatorId: operator.operatorId,
    idempotencyKey: key,
    requestHash: requestHash(request),
  };
}

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

/**
 * Refuses a request unless its key was used before for this same request: a retry of an order or
 * a share that went through answers as the first did, whatever changed since (the balance it
 * spent, the seller's block), instead of being refused for what the first one did.
 */
export async function refuseUnlessReplay(db: DB, request: KeyedRequest, refusal: Error): Promise<void> {
  if ((await replayedOperation(db, request)) === undefined) throw refusal;
}

/** The operation a retried request's key recorded before (its id), for answering as the first request was. */
export async function replayedOperation(db: DB, request: KeyedRequest): Promise<number | undefined> {
  if (!request.idempotencyKey) return undefined;
  const earlier = await findOperationByKey(db, request.idempotencyKey);
  if (!earlier) return undefined;
  checkKeyUse(earlier, request);
  return earlier.id;
}

/** The source an operation's kind names, for a movement that names none (and for old entries). */
const SOURCE_OF_KIND: Record<OperationKind, PointSourceType> = {
  purchase_reward: 'purchase_threshold',
  pool_grant: 'pool_grant',
  share: 'share',
  order: 'top_up_order',
  order_refund: 'refund',
  block: 'block',
  adjustment: 'adjustment',
  code_credit: 'code',
  prize_order: 'prize_order',
  prize_order_refund: 'refund',
  release: 'release',
  hold: 'hold',
  cancel: 'cancel',
  expiry: 'expiry',
  correction: 'correction',
  debt_settlement: 'debt_settlement',
};

/** Sources that are the operation itself: nothing else records them. */
const OPERATION_SOURCES: readonly PointSourceType[] = ['adjustment', 'pool_grant', 'share', 'block'];

const sourceOf = (movement: Movement, kind: OperationKind) => {
  const type = movement.source?.type ?? SOURCE_OF_KIND[kind];
  const id = movement.source?.id;
  return {
    type,
    id:
      id === undefined || id === null
        ? OPERATION_SOURCES.includes(type)
          ? OPERATION_ID
          : id === undefined
            ? NAMED_ROW_ID
            : null
        : String(id),
    explanation: movement.source?.explanation ?? movement.description,
  };
};

/** A movement's ledger row, without the operation it belongs to. */
const entryOf = (movement: Movement, kind: OperationKind, edition: string, now: string) => {
  const source = sourceOf(movement, kind);
  return {
    owner_type: movement.owner.type,
    owner_id: movement.owner.id,
    amount: movement.amount,
    description: movement.description,
    edition: movement.edition ?? edition,
    created_at: now,
    bucket: movement.bucket ?? ('available' as const),
    source_type: source.type,
    source_id: source.id,
    explanation: source.explanation,
    lot_id: movement.lotId ?? movement.fromLot ?? null,
  };
};

/** The lot a credit creates, on its terms. */
const lotOf = (
  movement: Movement,
  kind: OperationKind,
  entry: WrittenEntry,
  edition: string,
  now: Date,
  amount: number,
  ids: { operationId: number; namedId?: number | undefined },
  terms: LotTerms,
  policyVersion?: number,
  from?: Taken,
): NewLot => {
  const { type, id, explanation } = sourceOf(movement, kind);
  const source = resolveSource({ source_id: id, explanation }, ids);
  return {
    owner_type: movement.owner.type,
    owner_id: movement.owner.id,
    entry_id: entry.id,
    amount,
    remaining: amount,
    state: terms.state,
    credited_at: now.toISOString(),
    available_at: terms.availableAt,
    expires_at: terms.expiresAt,
    source_type: type,
    source_id: source.source_id,
    explanation: source.explanation,
    edition,
    policy_version: policyVersion,
    origin_lot_id: from?.lotId ?? null,
  };
};

/** A lot usable at once: a transfer's (with the sender's lot's last day) or a refund's beyond its debit. */
const availableNow = (now: Date, expiresAt: string | null): LotTerms => ({
  state: 'available',
  availableAt: warsawIsoDay(now),
  expiresAt,
});

/** Operations that move points from one holder to another, lots and their dates with them. */
const TRANSFERS: readonly OperationKind[] = ['share', 'block'];

/** Points that came into a holder's available lots, lot by lot: what pays the holder's debt first. */
interface Incoming {
  owner: PointOwner;
  lots: Taken[];
}

/** Every kind but the payment itself pays a debt from the points it brings. */
const PAYS_DEBT = (kind: OperationKind) => kind !== 'debt_settlement';

/**
 * Debt first (docs/product/point-lots.md "Corrections and debt"): points that just came into the
 * available lots of a holder that owes pay the debt before anything can spend them, in the same
 * transaction, out of those lots in spending order, the oldest edition's debt first. One
 * `debt_settlement` per holder and causing operation (its ledger key), however often it is asked.
 */
async function payDebts(
  trx: DB,
  clock: Clock,
  arrivals: readonly (Incoming & { operationId: number })[],
): Promise<void> {
  if (arrivals.length === 0) return;
  const debts = await findDebts(
    trx,
    arrivals.map((arrival) => arrival.owner),
  );
  if (debts.size === 0) return;
  for (const arrival of arrivals) {
    const debt = debts.get(`${arrival.owner.type}:${arrival.owner.id}`) ?? 0;
    const lots = [...arrival.lots].sort(
      (a, b) =>
        (a.expiresAt === null ? 1 : 0) - (b.expiresAt === null ? 1 : 0) ||
        (a.expiresAt ?? '').localeCompare(b.expiresAt ?? '') ||
        a.lotId - b.lotId,
    );
    const paid = Math.min(
      debt,
      lots.reduce((sum, lot) => sum + lot.points, 0),
    );
    if (paid === 0) continue;
    const explanation = explain.debtSettlement(debt - paid);
    const movements: Movement[] = [];
    let owed = paid;
    for (const lot of lots) {
      const points = Math.min(owed, lot.points);
      if (points === 0) break;
      movements.push({
        owner: arrival.owner,
        amount: -points,
        fromLot: lot.lotId,
        description: explanation,
        source: { type: 'debt_settlement', id: lot.lotId, explanation },
      });
      owed -= points;
    }
    let unpaid = paid;
    for (const part of await findDebtByEdition(trx, arrival.owner)) {
      const points = Math.min(unpaid, part.points);
      if (points === 0) break;
      movements.push({
        owner: arrival.owner,
        amount: -points,
        bucket: 'debt',
        edition: part.edition,
        description: explanation,
        source: { type: 'debt_settlement', id: lots[0]!.lotId, explanation },
      });
      unpaid -= points;
    }
    await post(trx, clock, {
      kind: 'debt_settlement',
      actorId: null,
      edition: movements.at(-1)?.edition ?? '',
      idempotencyKey: `debt:${arrival.operationId}:${ownerKey(arrival.owner)}`,
      movements,
    });
    debts.set(`${arrival.owner.type}:${arrival.owner.id}`, debt - paid);
  }
}

/**
 * The lots side of a posted operation (docs/decisions/0058-point-lots.md), in the movements'
 * order as their balances moved: a debit takes from its holder's lots, soonest-expiring first; a
 * refund gives back to the lots its debit took from; any other credit is a lot of its own. A
 * transfer's credits then receive one lot per lot its debits took from, with its dates.
 * `written` holds the entries' ids in the movements' order. Answers the points that became
 * available, per holder and lot.
 */
async function settleLots(
  trx: DB,
  operation: Operation,
  recorded: {
    operationId: number;
    namedId?: number | undefined;
    entries: readonly WrittenEntry[];
    /** Per movement, the debit entry a refund gives back. */
    refunded: readonly (number | undefined)[];
    /** Per movement, the terms of the lot a credit makes (none for a bucket move or a transfer). */
    terms: readonly (LotTerms | undefined)[];
    policyVersion: number | undefined;
  },
  now: Date,
): Promise<Incoming[]> {
  const written = recorded.entries;
  const { kind, edition, movements } = operation;
  const transfer = TRANSFERS.includes(kind);
  const entryAt = (index: number) => {
    const entry = written[index];
    if (!entry) throw new Error('A posted movement has no entry');
    return entry;
  };
  /** The lot of the movement at `index`, of some of its points, on its terms. */
  const lotFor = (index: number, points: number, terms: LotTerms, from?: Taken) =>
    lotOf(movements[index]!, kind, entryAt(index), edition, now, points, recorded, terms, recorded.policyVersion, from);
  const today = warsawIsoDay(now);
  const incoming: Incoming[] = [];
  const came = (owner: PointOwner, lots: Taken[]) => {
    if (lots.length > 0) incoming.push({ owner, lots });
  };
  const given: Taken[] = [];
  for (const [index, movement] of movements.entries()) {
    if (movement.amount < 0 && movement.fromLot !== undefined) {
      await consumeLot(trx, movement.fromLot, entryAt(index).id, -movement.amount);
      continue;
    }
    // A bucket move's lots are the caller's to settle (a release changes its lot's state).
    if (movement.bucket !== undefined && !recorded.terms[index]) {
      if (movement.bucket === 'available' && movement.amount > 0 && movement.lotId !== undefined) {
        came(movement.owner, [{ lotId: movement.lotId, points: movement.amount, expiresAt: null }]);
      }
      continue;
    }
    if (movement.amount < 0) {
      given.push(...(await consumeLots(trx, movement.owner, entryAt(index).id, -movement.amount)));
      continue;
    }
    if (transfer) continue;
    const debit = recorded.refunded[index];
    const terms = recorded.terms[index];
    if (debit !== undefined) {
      // Refunded points beyond what the debit took from lots that can take them back.
      const { restored, unrestorable, left } = await restoreLots(trx, debit, movement.amount);
      // What a lot can no longer take back is a lot of its own, with that lot's last day.
      const fresh = [...unrestorable, ...(left > 0 ? [{ lotId: 0, points: left, expiresAt: null }] : [])];
      const ids = await insertLots(
        trx,
        fresh.map((part) => lotFor(index, part.points, availableNow(now, part.expiresAt))),
      );
      // Points given back past their last day expire at once.
      await expireOverdueLots(trx, { now: () => now }, movement.owner, entryAt(index).id);
      const kept = [...restored, ...fresh.map((part, at) => ({ ...part, lotId: ids[at]! }))].filter(
        (lot) => lot.expiresAt === null || lot.expiresAt >= today,
      );
      came(movement.owner, kept);
    } else if (terms) {
      const [id] = await insertLots(trx, [lotFor(index, movement.amount, terms)]);
      if (terms.state === 'available') {
        came(movement.owner, [{ lotId: id!, points: movement.amount, expiresAt: terms.expiresAt }]);
      }
    }
  }
  if (!transfer) return incoming;
  const lots: NewLot[] = [];
  const receivers: { owner: PointOwner; points: number; expiresAt: string | null }[] = [];
  for (const [index, movement] of movements.entries()) {
    if (movement.amount < 0) continue;
    // The receivers take the senders' lots in the order they were given.
    let owed = movement.amount;
    while (owed > 0) {
      const from = given[0];
      if (!from) throw new Error('A transfer credits more than its debits took');
      const points = Math.min(owed, from.points);
      lots.push(lotFor(index, points, availableNow(now, from.expiresAt), from));
      receivers.push({ owner: movement.owner, points, expiresAt: from.expiresAt });
      owed -= points;
      if (points === from.points) given.shift();
      else given[0] = { ...from, points: from.points - points };
    }
  }
  const ids = await insertLots(trx, lots);
  for (const [index, receiver] of receivers.entries()) {
    came(receiver.owner, [{ lotId: ids[index]!, points: receiver.points, expiresAt: receiver.expiresAt }]);
  }
  return incoming;
}

const ownerKey = (owner: PointOwner) => `${owner.type}:${String(owner.id).padStart(12, '0')}`;

/** Operations posted a batch at a time (bound parameters per statement stay well under SQLite's limit). */
const BATCH = 200;

/**
 * Posts many operations that only add points, each with its idempotency key, as post() would
 * one by one but a batch of statements at a time: the operations, their entries, and each
 * balance once with the sum it gains, in the fixed order of post(). A key recorded before is a
 * replay and moves nothing. For the bulk crediting of a large purchase import.
 */
export async function postCredits(
  trx: DB,
  clock: Clock,
  operations: readonly (Operation & { idempotencyKey: string })[],
): Promise<Posted[]> {
  for (const operation of operations) {
    if (operation.movements.some((movement) => !Number.isSafeInteger(movement.amount) || movement.amount <= 0)) {
      throw new Error('postCredits adds whole, positive numbers of points only');
    }
  }
  const now = clock.now().toISOString();
  const today = warsawIsoDay(clock.now());
  const posted: Posted[] = [];
  // The settings are read once, for the operations that did not bring the policy.
  let settings: LotPolicy | undefined;
  const policies = new Map<Operation, LotPolicy>();
  for (const operation of operations)
    policies.set(operation, operation.policy ?? (settings ??= await getSettings(trx)));
  for (let start = 0; start < operations.length; start += BATCH) {
    const batch = operations.slice(start, start + BATCH);
    const ids = await insertOperations(
      trx,
      batch.map((operation) => ({
        kind: operation.kind,
        idempotencyKey: operation.idempotencyKey,
        actorId: operation.actorId,
        now,
      })),
    );
    const replayedKeys = batch.filter((operation) => !ids.has(operation.idempotencyKey));
    const earlier = new Map(
      (replayedKeys.length > 0
        ? await findOperationsByKeys(
            trx,
            replayedKeys.map((operation) => operation.idempotencyKey),
          )
        : []
      ).map((row) => [row.idempotency_key!, row]),
    );
    const gains = new Map<string, { owner: PointOwner; points: number; pending: number }>();
    const entries: (NewEntry & { operation_id: number })[] = [];
    const credited: { movement: Movement; operation: Operation; terms: LotTerms; policy: LotPolicy }[] = [];
    for (const operation of batch) {
      const operationId = ids.get(operation.idempotencyKey);
      if (operationId === undefined) {
        const found = earlier.get(operation.idempotencyKey);
        if (!found) throw new Error('An idempotency key in conflict has no operation');
        checkKeyUse(found, operation);
        posted.push({ operationId: found.id, replayed: true });
        continue;
      }
      posted.push({ operationId, replayed: false });
      const policy = policies.get(operation)!;
      for (const credit of operation.movements) {
        const terms = lotTerms(sourceOf(credit, operation.kind).type, policy, today);
        const movement = terms.state === 'pending' ? { ...credit, bucket: 'pending' as const } : credit;
        const key = ownerKey(movement.owner);
        const gain = gains.get(key) ?? { owner: movement.owner, points: 0, pending: 0 };
        if (terms.state === 'pending') gain.pending += movement.amount;
        else gain.points += movement.amount;
        gains.set(key, gain);
        entries.push({
          operation_id: operationId,
          ...resolveSource(entryOf(movement, operation.kind, operation.edition, now), { operationId }),
        });
        credited.push({ movement, operation, terms, policy });
      }
    }
    const ordered = [...gains.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, gain]) => gain);
    if (
      ordered.some((gain) => gain.points > BALANCE_MAX || gain.pending > BALANCE_MAX) ||
      !(await creditMany(trx, ordered))
    ) {
      throw overCap();
    }
    const written = await insertEntries(trx, entries);
    const lotIds = await insertLots(
      trx,
      credited.map(({ movement, operation, terms, policy }, index) =>
        lotOf(
          movement,
          operation.kind,
          written[index]!,
          operation.edition,
          clock.now(),
          movement.amount,
          { operationId: entries[index]!.operation_id },
          terms,
          policy.points_policy_version,
        ),
      ),
    );
    // Points credited available at once pay what their holders owe first.
    await payDebts(
      trx,
      clock,
      credited.flatMap(({ movement, terms }, index) =>
        terms.state === 'available'
          ? [
              {
                owner: movement.owner,
                operationId: entries[index]!.operation_id,
                lots: [{ lotId: lotIds[index]!, points: movement.amount, expiresAt: terms.expiresAt }],
              },
            ]
          : [],
      ),
    );
  }
  return posted;
}

/**
 * Moves points: every balance change and its ledger rows happen in the caller's transaction
 * (pass the transaction as `trx`), so they land together or not at all. A balance that would go
 * below zero (422 on the shortfall's field) or past BALANCE_MAX (422 on `points`) refuses the
 * whole operation. Balances are touched in one fixed order so two
 * operations over the same holders cannot deadlock each other on PostgreSQL.
 */
export async function post(trx: DB, clock: Clock, operation: Operation): Promise<Posted> {
  if (operation.movements.some((movement) => !Number.isSafeInteger(movement.amount) || movement.amount === 0)) {
    throw new Error('A ledger movement needs a whole, non-zero number of points');
  }
  const shortfall = () => {
    const { field, message } = operation.shortfall ?? {
      field: 'value',
      message: 'Brak wystarczającej liczby punktów.',
    };
    return ValidationError.field(field, message);
  };
  // Amounts no balance can take or give are refused before the database sees them (PostgreSQL
  // would refuse them as out of its integer range).
  if (operation.movements.some((movement) => movement.amount > BALANCE_MAX)) throw overCap();
  if (operation.movements.some((movement) => movement.amount < -BALANCE_MAX)) throw shortfall();
  // Points past their last day are expired before anything spends from the same holder.
  for (const movement of operation.movements) {
    if (movement.amount < 0 && movement.bucket === undefined) await expireOverdueLots(trx, clock, movement.owner);
  }
  const moment = clock.now();
  const now = moment.toISOString();
  const key = operation.idempotencyKey ?? null;
  // A refund names the debit entry it gives back; its lots are restored from that entry.
  const refunded: (number | undefined)[] = [];
  for (const movement of operation.movements) {
    refunded.push(
      movement.restores === undefined ? undefined : await findDebitEntry(trx, movement.restores, movement.owner),
    );
  }
  const named = operation.movements.map((movement, index) => {
    const debit = refunded[index];
    return debit === undefined || movement.source?.id !== undefined
      ? movement
      : { ...movement, source: { type: 'refund' as const, ...movement.source, id: debit } };
  });
  // A credit that makes a lot of its own takes its terms from the policy in force: one that
  // waits is credited to the pending bucket.
  const transfer = TRANSFERS.includes(operation.kind);
  const makesLot = (movement: Movement, index: number) =>
    movement.amount > 0 && movement.bucket === undefined && !transfer && refunded[index] === undefined;
  const policy = named.some(makesLot) ? (operation.policy ?? (await getSettings(trx))) : operation.policy;
  const terms = named.map((movement, index) =>
    makesLot(movement, index) && policy
      ? lotTerms(sourceOf(movement, operation.kind).type, policy, warsawIsoDay(moment))
      : undefined,
  );
  const movements = named.map((movement, index) =>
    terms[index]?.state === 'pending' ? { ...movement, bucket: 'pending' as const } : movement,
  );
  const {
    operationId,
    entries,
    moved,
    overCap: passedCap,
    namedId,
  } = await recordOperation(trx, {
    operation: {
      kind: operation.kind,
      idempotencyKey: key,
      requestHash: key === null ? null : (operation.requestHash ?? null),
      actorId: operation.actorId,
      operatorId: operation.operatorId ?? null,
      now,
    },
    changes: [...movements]
      .sort((a, b) => ownerKey(a.owner).localeCompare(ownerKey(b.owner)))
      .map(({ owner, amount, bucket }) => ({ owner, amount, bucket })),
    entries: movements.map((movement) => entryOf(movement, operation.kind, operation.edition, now)),
    namedBy: operation.namedBy,
  });
  if (operationId === undefined) {
    // The key was recorded before, possibly by a simultaneous request that just committed.
    const earlier = await findOperationByKey(trx, key ?? '');
    if (!earlier) throw new Error('An idempotency key in conflict has no operation');
    checkKeyUse(earlier, operation);
    return { operationId: earlier.id, replayed: true };
  }
  if (!moved) throw passedCap ? overCap() : shortfall();
  const incoming = await settleLots(
    trx,
    { ...operation, movements },
    { operationId, namedId, entries, refunded, terms, policyVersion: policy?.points_policy_version },
    moment,
  );
  if (PAYS_DEBT(operation.kind)) {
    await payDebts(
      trx,
      clock,
      incoming.map((arrival) => ({ ...arrival, operationId })),
    );
  }
  return { operationId, replayed: false };
}

/**
 * Names the source of an operation posted before the caller's row that names it existed (a prize
 * order: its number comes from its id): the entries and their lots take its id and explanation.
 */
export function nameSource(trx: DB, operationId: number, source: { id: string | number; explanation?: string }) {
  return nameSources(trx, [{ operationId, id: String(source.id), explanation: source.explanation }]);
}

/** The same for many operations at once (a purchase import's threshold credits). */
export function nameManySources(trx: DB, named: readonly { operationId: number; id: string | number }[]) {
  return nameSources(
    trx,
    named.map((one) => ({ operationId: one.operationId, id: String(one.id) })),
  );
}

/**
 * The figures of the account page: what a holder has to spend now (the balance), and what it
 * received and used in an edition (the current one unless named), summed over the same ledger
 * rows the points history shows; a refunded order counts as not used.
 */
export async function pointsSummary(db: DB, owner: PointOwner, edition?: string): Promise<PointsSummary> {
  return findPointsSummary(db, owner, edition ?? (await getSettings(db)).edition);
}

/**
 * The figures of `pointsSummary` as one column of a page's own query, so that the page reads
 * them in the same round trip; `readPointsSummary` turns the column back into the figures.
 */
export function pointsSummaryColumn(db: DB, owner: PointOwner, edition: string) {
  return jsonObjectFrom(db, pointsSummaryQuery(db, owner, edition));
}

export function readPointsSummary(column: Parameters<typeof toPointsSummary>[0] | string | null): PointsSummary {
  return toPointsSummary(jsonRow(column) ?? { balance: 0, received: 0, spent: 0 });
}

/** The Warsaw day each of these credits' points become available, for the credits whose lot still waits. */
export function pendingDaysOf(db: DB, operationIds: readonly number[]): Promise<Map<number, string>> {
  return findPendingDays(db, operationIds);
}

/** A holder's four figures: available (the balance), pending, held and debt. */
export function holderFigures(db: DB, owner: PointOwner) {
  return findHolderFigures(db, owner);
}

/** What a holder has to spend now. */
export function balanceOf(db: DB, owner: PointOwner): Promise<number> {
  return findBalance(db, owner);
}

/** The balances of some holders of one type, by id; a holder that never held points has 0. */
export async function balancesOf(db: DB, type: PointOwnerType, ids: number[]): Promise<Map<number, number>> {
  const found = await findBalances(db, type, ids);
  return new Map(ids.map((id) => [id, found.get(id) ?? 0]));
}

/**
 * Reads a balance and holds it until the caller's transaction ends (pass the transaction), so
 * nothing spends from it between the read and an operation that moves all of it.
 */
export function lockBalance(trx: DB, owner: PointOwner): Promise<number> {
  return lockBalanceRow(trx, owner);
}

/** Everyone's points waiting, held and owed, and what expires within 30 days: the dashboard's figures. */
export function programmeFigures(db: DB, clock: Clock) {
  const today = warsawIsoDay(clock.now());
  return sumAllFigures(db, today, addDays(today, 30));
}

/** A holder's available points that expire, per last day, soonest first. */
export function expiringPoints(db: DB, owner: PointOwner): Promise<{ date: string; points: number }[]> {
  return findExpiringGroups(db, owner);
}

/** What each user received from a company's pool through shares in an edition, by user id. */
export function receivedFromPool(db: DB, companyId: number, edition: string): Promise<Map<number, number>> {
  return sumSharesFromPool(db, companyId, edition);
}

/** A page of the shares out of a company's pool in an edition, newest first, and how many there are. */
export function sharesFromPool(db: DB, companyId: number, edition: string, page: number, perPage: number) {
  return findSharesFromPool(db, companyId, edition, page, perPage);
}

/**
 * Expires a holder's overdue lots in the caller's transaction; answers the points expired. The
 * balance is held first and the lots read again under it, so a spend at the same moment sees them
 * either whole or expired.
 */
export async function expireOverdueLots(trx: DB, clock: Clock, owner: PointOwner, cause?: number): Promise<number> {
  const today = warsawIsoDay(clock.now());
  if ((await findOverdueLots(trx, owner, today)).length === 0) return 0;
  await lockBalanceRow(trx, owner);
  let expired = 0;
  for (const lot of await findOverdueLots(trx, owner, today)) {
    const explanation = explain.expiry(lot.credited_at);
    const posted = await post(trx, clock, {
      kind: 'expiry',
      actorId: null,
      edition: lot.edition,
      idempotencyKey: lot.expired_at === null || cause === undefined ? `expiry:${lot.id}` : `expiry:${lot.id}:${cause}`,
      movements: [
        {
          owner,
          amount: -lot.remaining,
          bucket: 'available',
          lotId: lot.id,
          description: explanation,
          source: { type: 'expiry', id: lot.id, explanation },
        },
      ],
    });
    if (posted.replayed) continue;
    if (!(await emptyExpiredLot(trx, lot.id, lot.remaining, clock.now().toISOString()))) {
      throw new Error(`Lot ${lot.id} changed while it expired`);
    }
    expired += lot.remaining;
  }
  return expired;
}
