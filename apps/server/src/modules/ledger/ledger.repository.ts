import {
  type AliasableExpression,
  type RawBuilder,
  type Compilable,
  type Expression,
  type Insertable,
  type OperationNodeSource,
  sql,
  type SqlBool,
} from 'kysely';
import { type DB, onPostgres } from '../../db/database.js';
import { nameStatement } from '../../db/named-statements.js';
import { prepared } from '../../db/prepared.js';
import type { PointBucket, PointEntryTable, PointOwnerType } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';

/** The operations that return a rejected or cancelled order's points (ledger.service's operationKinds). */
const REFUND_KINDS = ['order_refund', 'prize_order_refund'];
/** The operation that moves points from a company's pool to a user. */
const SHARE_KIND = 'share';

/**
 * The most points one balance may hold: the largest 32-bit integer, PostgreSQL's column type. A
 * credit adds points only to a balance that stays within it, in the same statement as the update,
 * so simultaneous credits near the cap cannot both pass.
 */
export const BALANCE_MAX = 2_147_483_647;

export interface PointOwner {
  type: PointOwnerType;
  id: number;
}

export interface NewOperation {
  kind: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  actorId: number | null;
  operatorId: number | null;
  now: string;
}

/** A balance's change: positive adds points, negative takes them if the bucket holds enough. */
export interface BalanceChange {
  owner: PointOwner;
  amount: number;
  /** The bucket it changes; available (the balance) unless named. */
  bucket?: PointBucket | undefined;
}

export type BalanceColumn = 'balance' | 'pending' | 'held' | 'debt';

/** The balance row's column that keeps a bucket's points. */
export const columnOf = (bucket: PointBucket | undefined): BalanceColumn =>
  bucket === undefined || bucket === 'available' ? 'balance' : bucket;

export type NewEntry = Omit<Insertable<PointEntryTable>, 'operation_id'>;

/**
 * Stand-ins in an entry's `source_id` and `explanation` for ids that exist only once the
 * operation is written: the operation's own (an adjustment, a share) and that of the caller's row
 * that names it (`namedBy`: an order, a code registration). The recording puts the ids in.
 */
export const OPERATION_ID = '{operation}';
export const NAMED_ROW_ID = '{id}';

/** An entry's source with the stand-ins replaced by the ids they stand for. */
export function resolveSource<T extends { source_id?: string | null; explanation: string }>(
  entry: T,
  ids: { operationId: number; namedId?: number | undefined },
): T {
  const named = ids.namedId === undefined ? null : String(ids.namedId);
  const sourceId =
    entry.source_id === OPERATION_ID
      ? String(ids.operationId)
      : entry.source_id === NAMED_ROW_ID
        ? named
        : (entry.source_id ?? null);
  const explanation = named === null ? entry.explanation : entry.explanation.replaceAll(NAMED_ROW_ID, named);
  return { ...entry, source_id: sourceId, explanation };
}

/**
 * The caller's own row that names the operation (an order), written with it: an INSERT ... SELECT
 * built from the operation's id and the condition that every balance changed (its WHERE),
 * returning the row's `id`.
 */
export type RowNamingOperation = (
  operationId: AliasableExpression<number>,
  posted: Expression<SqlBool>,
) => Compilable & OperationNodeSource;

export interface Recording {
  operation: NewOperation;
  changes: readonly BalanceChange[];
  entries: readonly NewEntry[];
  /** Written only when every change took place, in the same statement on PostgreSQL. */
  namedBy?: RowNamingOperation | undefined;
}

/** An entry as written: its id, in the order of the recording's entries. */
export interface WrittenEntry {
  id: number;
}

export interface Recorded {
  /** Undefined when the idempotency key was recorded before: then nothing was written. */
  operationId: number | undefined;
  /** The entries' ids in the order given, when every change took place. */
  entries: WrittenEntry[];
  /**
   * False when a debit found too few points or a credit would pass BALANCE_MAX: the changes before
   * it were made, so the caller must end its transaction by throwing, which undoes them and the
   * operation.
   */
  moved: boolean;
  /** True when what stopped the changes was a credit that would pass BALANCE_MAX. */
  overCap: boolean;
  /** The id of the caller's row (`namedBy`), when one was written. */
  namedId?: number | undefined;
}

/**
 * Records an operation, changes the balances one after another in the order given (the caller's
 * fixed order, so that two operations over the same holders cannot deadlock) and adds its entries.
 * On PostgreSQL all of it is one statement: one round trip instead of two plus one per balance.
 */
export async function recordOperation(db: DB, recording: Recording): Promise<Recorded> {
  const { operation, changes, entries, namedBy } = recording;
  const owners = new Set(changes.map(({ owner }) => `${owner.type}:${owner.id}`));
  // One statement cannot change a row twice: a holder named twice goes step by step.
  if (onPostgres(db) && owners.size === changes.length) return recordInOneStatement(db, recording);

  const operationId = await insertOperation(db, operation);
  const stopped = (overCap: boolean) => ({ operationId, entries: [], moved: false, overCap });
  if (operationId === undefined) return stopped(false);
  for (const change of changes) {
    const column = columnOf(change.bucket);
    if (change.amount > 0) {
      if (!(await credit(db, change.owner, change.amount, column))) return stopped(true);
    } else if (!(await debit(db, change.owner, -change.amount, column))) return stopped(false);
  }
  const named = namedBy
    ? await db.executeQuery<{ id: number }>(namedBy(sql<number>`${operationId}`, sql<SqlBool>`1 = 1`).compile())
    : undefined;
  const namedId = named?.rows[0]?.id;
  const written = await insertEntries(
    db,
    entries.map((entry) => ({ ...resolveSource(entry, { operationId, namedId }), operation_id: operationId })),
  );
  return { operationId, entries: written, moved: true, overCap: false, namedId };
}

/**
 * The operation as one PostgreSQL statement of chained steps: the operation's row (none when its
 * key was recorded before), then each balance change only once the step before it took place
 * (so the balances are locked in the order given, and a short balance stops the rest), then the
 * entries once the last change took place. Each debit takes points only from a balance holding
 * enough, as `debit` does, each credit adds only to a balance that stays within BALANCE_MAX, as
 * `credit` does, and the row lock makes simultaneous changes queue.
 */
async function recordInOneStatement(db: DB, { operation, changes, entries, namedBy }: Recording): Promise<Recorded> {
  const step = (index: number) => sql.id(`change_${index}`);
  const after = (index: number) =>
    index === 0 ? sql<SqlBool>`exists (select from operation)` : sql<SqlBool>`exists (select from ${step(index - 1)})`;
  const steps = changes.map(({ owner, amount, bucket }, index) => {
    const name = columnOf(bucket);
    const column = sql.ref(name);
    // A new balance row starts with nothing available (the column has no default).
    const columns = name === 'balance' ? sql`balance` : sql`balance, ${column}`;
    const values = name === 'balance' ? sql`` : sql`0, `;
    return amount < 0
      ? sql`${step(index)} as (
          update point_balances set ${column} = ${column} - ${-amount}
          where owner_type = ${owner.type} and owner_id = ${owner.id} and ${column} >= ${-amount} and ${after(index)}
          returning 1)`
      : sql`${step(index)} as (
          insert into point_balances (owner_type, owner_id, ${columns})
          select cast(${owner.type} as varchar), cast(${owner.id} as integer), ${values}cast(${amount} as integer)
          where ${after(index)}
          on conflict (owner_type, owner_id) do update set ${column} = point_balances.${column} + excluded.${column}
          where point_balances.${column} <= ${sql.lit(BALANCE_MAX)} - excluded.${column}
          returning 1)`;
  });
  // The step that did not take place while the one before it did is what stopped the operation.
  const stoppedAt = (index: number) => sql<SqlBool>`(not exists (select from ${step(index)}) and ${after(index)})`;
  const creditSteps = changes.flatMap(({ amount }, index) => (amount > 0 ? [stoppedAt(index)] : []));
  const overCap = creditSteps.length > 0 ? sql.join(creditSteps, sql` or `) : sql`false`;
  const rows = sql.join(
    entries.map(
      (entry, index) =>
        sql`(cast(${entry.owner_type} as varchar), cast(${entry.owner_id} as integer), cast(${entry.amount} as integer),
             cast(${entry.description} as varchar), cast(${entry.edition} as varchar), cast(${entry.created_at} as varchar),
             cast(${entry.bucket} as varchar), cast(${entry.source_type} as varchar), cast(${entry.source_id ?? null} as varchar),
             cast(${entry.explanation} as varchar), cast(${entry.lot_id ?? null} as integer), ${index} )`,
    ),
  );
  // The stand-ins of resolveSource, put in by the statement once the ids exist.
  const namedId = namedBy ? sql`cast((select id from named_by) as varchar)` : sql`cast(null as varchar)`;
  const query = sql<{
    operation_id: number | null;
    moved: boolean;
    over_cap: boolean;
    entry_ids: number[] | string;
    named_id: number | null;
  }>`
    with operation as (
      insert into point_operations (kind, idempotency_key, request_hash, actor_id, operator_id, created_at)
      values (${operation.kind}, ${operation.idempotencyKey}, ${operation.requestHash}, ${operation.actorId},
              ${operation.operatorId}, ${operation.now})
      on conflict (idempotency_key) do nothing
      returning id
    ),
    ${sql.join(steps)},${
      namedBy
        ? sql`
    named_by as (${namedBy(sql<number>`(select id from operation)`, after(changes.length))}),`
        : sql``
    }
    entries as (
      insert into point_entries (operation_id, owner_type, owner_id, amount, description, edition, created_at,
                                 bucket, source_type, source_id, explanation, lot_id)
      select operation.id, owner_type, owner_id, amount, description, edition, created_at, bucket, source_type,
             case source_id when ${OPERATION_ID} then cast(operation.id as varchar)
                            when ${NAMED_ROW_ID} then ${namedId} else source_id end,
             coalesce(replace(explanation, ${NAMED_ROW_ID}, ${namedId}), explanation), lot_id
      from operation
      cross join (values ${rows}) as entry (owner_type, owner_id, amount, description, edition, created_at,
                                             bucket, source_type, source_id, explanation, lot_id, position)
      where ${after(changes.length)}
      order by position
      returning id
    )
    select (select id from operation) as operation_id, ${after(changes.length)} as moved, ${overCap} as over_cap,
      (select coalesce(json_agg(id order by id), '[]') from entries) as entry_ids,
      ${namedBy ? sql`(select id from named_by)` : sql`null`} as named_id`.compile(db);
  // The text depends only on the number and signs of the changes and on the caller's row: a few
  // texts, each planned once per connection (db/named-statements.ts).
  nameStatement(query.sql);
  const {
    rows: [row],
  } = await db.executeQuery(query);
  const ids = typeof row?.entry_ids === 'string' ? (JSON.parse(row.entry_ids) as number[]) : (row?.entry_ids ?? []);
  return {
    operationId: row?.operation_id ?? undefined,
    entries: ids.map((id) => ({ id })),
    moved: row?.moved === true,
    overCap: row?.over_cap === true,
    namedId: row?.named_id ?? undefined,
  };
}

/** Records an operation; undefined when its idempotency key was recorded before. */
async function insertOperation(db: DB, values: NewOperation): Promise<number | undefined> {
  const row = await db
    .insertInto('point_operations')
    .values({
      kind: values.kind,
      idempotency_key: values.idempotencyKey,
      request_hash: values.requestHash,
      actor_id: values.actorId,
      operator_id: values.operatorId,
      created_at: values.now,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

const operationByKey = prepared((db, values: { key: string }) =>
  db
    .selectFrom('point_operations')
    .select(['id', 'kind', 'actor_id', 'request_hash'])
    .where('idempotency_key', '=', values.key),
);

/** The operation recorded under an idempotency key, with what it was asked by, if any (prepared: keyed requests ask first). */
export async function findOperationByKey(db: DB, idempotencyKey: string) {
  const [row] = await operationByKey(db, { key: idempotencyKey });
  return row;
}

/**
 * Takes points from a balance only if it holds enough, in one statement: the row lock (or
 * SQLite's single writer) makes simultaneous debits queue, and each sees the balance the one
 * before it left. False when the balance is short.
 */
async function debit(db: DB, owner: PointOwner, points: number, column: BalanceColumn): Promise<boolean> {
  const result = await db
    .updateTable('point_balances')
    .set({ [column]: sql<number>`${sql.ref(column)} - ${points}` })
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where(column, '>=', points)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Adds points to a balance only if it stays within BALANCE_MAX, in one statement (the row lock, or
 * SQLite's single writer, makes simultaneous credits queue). False when it would pass the cap.
 * The caller never credits more than BALANCE_MAX at once, so a new balance row stays within it.
 */
async function credit(db: DB, owner: PointOwner, points: number, column: BalanceColumn): Promise<boolean> {
  const result = await db
    .insertInto('point_balances')
    .values({ owner_type: owner.type, owner_id: owner.id, balance: 0, [column]: points })
    .onConflict((conflict) =>
      conflict
        .columns(['owner_type', 'owner_id'])
        .doUpdateSet({ [column]: sql<number>`point_balances.${sql.ref(column)} + ${points}` })
        .where(`point_balances.${column}`, '<=', BALANCE_MAX - points),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Records operations at once; the ids by idempotency key of those whose key was not recorded before. */
export async function insertOperations(
  db: DB,
  values: readonly { kind: string; idempotencyKey: string; actorId: number | null; now: string }[],
): Promise<Map<string, number>> {
  if (values.length === 0) return new Map();
  const rows = await db
    .insertInto('point_operations')
    .values(
      values.map((value) => ({
        kind: value.kind,
        idempotency_key: value.idempotencyKey,
        request_hash: null,
        actor_id: value.actorId,
        created_at: value.now,
      })),
    )
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning(['id', 'idempotency_key'])
    .execute();
  return new Map(rows.map((row) => [row.idempotency_key!, row.id]));
}

export function findOperationsByKeys(db: DB, idempotencyKeys: readonly string[]) {
  return db
    .selectFrom('point_operations')
    .select(['id', 'kind', 'actor_id', 'request_hash', 'idempotency_key'])
    .where('idempotency_key', 'in', idempotencyKeys)
    .execute();
}

/**
 * Adds points to several distinct balances in one statement, in the order given, each only if it
 * stays within BALANCE_MAX (no credit above it). False when one would pass it: the others were
 * changed, so the caller must end its transaction by throwing.
 */
export async function creditMany(
  db: DB,
  credits: readonly { owner: PointOwner; points: number; pending: number }[],
): Promise<boolean> {
  if (credits.length === 0) return true;
  const result = await db
    .insertInto('point_balances')
    .values(
      credits.map(({ owner, points, pending }) => ({
        owner_type: owner.type,
        owner_id: owner.id,
        balance: points,
        pending,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['owner_type', 'owner_id'])
        .doUpdateSet({
          balance: sql<number>`point_balances.balance + excluded.balance`,
          pending: sql<number>`point_balances.pending + excluded.pending`,
        })
        .where('point_balances.balance', '<=', sql<number>`${sql.lit(BALANCE_MAX)} - excluded.balance`)
        .where('point_balances.pending', '<=', sql<number>`${sql.lit(BALANCE_MAX)} - excluded.pending`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === credits.length;
}

/** Adds entries; their ids in the order given (ids grow in insertion order on both databases). */
export async function insertEntries(db: DB, entries: Insertable<PointEntryTable>[]): Promise<WrittenEntry[]> {
  if (entries.length === 0) return [];
  const rows = await db.insertInto('point_entries').values(entries).returning('id').execute();
  return rows
    .map((row) => row.id)
    .sort((a, b) => a - b)
    .map((id) => ({ id }));
}

/**
 * Names the source of operations posted before the caller's row that names them was written (a
 * prize order, a threshold credit): their entries and the lots those entries credited take the
 * row's id and, where given, the explanation that quotes it.
 */
export async function nameSources(
  db: DB,
  named: readonly { operationId: number; id: string; explanation?: string | undefined }[],
): Promise<void> {
  if (named.length === 0) return;
  const operationIds = named.map((one) => one.operationId);
  const byOperation = <T>(values: (one: (typeof named)[number]) => T) =>
    sql<T>`case operation_id ${sql.join(
      named.map((one) => sql`when ${one.operationId} then ${values(one)}`),
      sql` `,
    )} end`;
  await db
    .updateTable('point_entries')
    .set({
      source_id: byOperation((one) => one.id),
      explanation: sql<string>`coalesce(${byOperation((one) => one.explanation ?? null)}, explanation)`,
    })
    .where('operation_id', 'in', operationIds)
    .execute();
  await db
    .updateTable('point_lots')
    .set((eb) => ({
      source_id: eb
        .selectFrom('point_entries')
        .select('source_id')
        .whereRef('point_entries.id', '=', 'point_lots.entry_id'),
      explanation: eb
        .selectFrom('point_entries')
        .select('explanation')
        .whereRef('point_entries.id', '=', 'point_lots.entry_id'),
    }))
    .where('entry_id', 'in', (eb) =>
      eb.selectFrom('point_entries').select('id').where('operation_id', 'in', operationIds),
    )
    .execute();
}

export async function findBalance(db: DB, owner: PointOwner): Promise<number> {
  const row = await db
    .selectFrom('point_balances')
    .select('balance')
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  return row === undefined ? 0 : Number(row.balance);
}

export interface PointsSummary {
  balance: number;
  received: number;
  spent: number;
  /** Of what was spent, what expired. */
  expired: number;
  /** What waits (pending and held) and what the holder owes, all editions. */
  pending: number;
  debt: number;
}

/**
 * The balance with the account page's "received" and "used" points of one edition, from the same
 * ledger rows its history lists, as one query (one row) that a page may also read as a column of
 * its own row. A refund of a rejected order gives back what the order used: it lowers "used"
 * rather than counting as points received, so received minus used is what the history adds up to.
 */
export function pointsSummaryQuery(db: DB, owner: PointOwner, edition: string) {
  const refund = sql<boolean>`point_operations.kind in (${sql.join(REFUND_KINDS)})`;
  return (
    db
      .selectFrom('point_entries')
      .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
      .select([
        figure(db, owner, sql<number>`balance`).as('balance'),
        figure(db, owner, sql<number>`pending + held`).as('pending'),
        figure(db, owner, sql<number>`debt`).as('debt'),
        sql<number>`coalesce(sum(case when point_entries.source_type = 'expiry' then -point_entries.amount else 0 end), 0)`.as(
          'expired',
        ),
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
      // Points waiting, held or owed are no points received or used yet.
      .where('point_entries.bucket', '=', 'available')
  );
}

/** One figure of the holder's balance row, as a column of another query. */
const figure = (db: DB, owner: PointOwner, column: RawBuilder<number>) =>
  db
    .selectFrom('point_balances')
    .select(column.as('figure'))
    .where('point_balances.owner_type', '=', owner.type)
    .where('point_balances.owner_id', '=', owner.id);

/** A row of `pointsSummaryQuery` as numbers (PostgreSQL's sums arrive as text; no balance row is 0). */
export const toPointsSummary = (row: {
  balance: number | null;
  received: number;
  spent: number;
  expired?: number | null;
  pending?: number | null;
  debt?: number | null;
}): PointsSummary => ({
  balance: Number(row.balance ?? 0),
  received: Number(row.received),
  spent: Number(row.spent),
  expired: Number(row.expired ?? 0),
  pending: Number(row.pending ?? 0),
  debt: Number(row.debt ?? 0),
});

export async function findPointsSummary(db: DB, owner: PointOwner, edition: string): Promise<PointsSummary> {
  return toPointsSummary(await pointsSummaryQuery(db, owner, edition).executeTakeFirstOrThrow());
}

/** The balances of some holders of one type, by id; a holder without a balance row is absent. */
export async function findBalances(db: DB, type: PointOwnerType, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('point_balances')
    .select(['owner_id', 'balance'])
    .where('owner_type', '=', type)
    .where('owner_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.owner_id, Number(row.balance)]));
}

/**
 * Reads a balance and locks its row until the transaction ends, so nothing spends from it between
 * the read and the operation that empties it.
 */
export async function lockBalance(db: DB, owner: PointOwner): Promise<number> {
  const row = await db
    .updateTable('point_balances')
    .set((eb) => ({ balance: eb.ref('balance') }))
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .returning('balance')
    .executeTakeFirst();
  return row === undefined ? 0 : Number(row.balance);
}

/** What each user received from a company's pool through shares in an edition, by user id. */
export async function sumSharesFromPool(db: DB, companyId: number, edition: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('point_entries as seller_entry')
    .innerJoin('point_operations', 'point_operations.id', 'seller_entry.operation_id')
    .innerJoin('point_entries as pool_entry', (join) =>
      join
        .onRef('pool_entry.operation_id', '=', 'seller_entry.operation_id')
        .on('pool_entry.owner_type', '=', 'company')
        .on('pool_entry.owner_id', '=', companyId),
    )
    .select('seller_entry.owner_id')
    .select((eb) => eb.fn.sum<number>('seller_entry.amount').as('total'))
    .where('point_operations.kind', '=', SHARE_KIND)
    .where('seller_entry.owner_type', '=', 'user')
    .where('seller_entry.amount', '>', 0)
    .where('seller_entry.edition', '=', edition)
    .groupBy('seller_entry.owner_id')
    .execute();
  return new Map(rows.map((row) => [row.owner_id, Number(row.total)]));
}

/**
 * A page of the shares out of a company's pool in an edition, newest first (by the pool's row),
 * with the user each went to and the points they received, and how many there are.
 */
export async function findSharesFromPool(db: DB, companyId: number, edition: string, page: number, perPage: number) {
  const scope = db
    .selectFrom('point_entries as pool_entry')
    .innerJoin('point_operations', 'point_operations.id', 'pool_entry.operation_id')
    .innerJoin('point_entries as seller_entry', (join) =>
      join
        .onRef('seller_entry.operation_id', '=', 'pool_entry.operation_id')
        .on('seller_entry.owner_type', '=', 'user'),
    )
    .where('point_operations.kind', '=', SHARE_KIND)
    .where('pool_entry.owner_type', '=', 'company')
    .where('pool_entry.owner_id', '=', companyId)
    .where('pool_entry.amount', '<', 0)
    .where('pool_entry.edition', '=', edition);
  const { rows, total } = await findPage(
    scope,
    (all) =>
      all
        .select(['pool_entry.id', 'seller_entry.owner_id', 'seller_entry.amount', 'pool_entry.created_at'])
        .orderBy('pool_entry.id', 'desc'),
    page,
    perPage,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      userId: row.owner_id,
      amount: Number(row.amount),
      createdAt: row.created_at,
    })),
    total,
  };
}
