import { type Insertable, sql } from 'kysely';
import { type DB, onPostgres } from '../../db/database.js';
import { nameStatement } from '../../db/named-statements.js';
import type { PointLotState, PointLotTable } from '../../db/schema.js';
import type { PointOwner } from './ledger.repository.js';

/*
 * Lots and what debits took from them (docs/decisions/0058-point-lots.md). Every function here
 * runs inside a ledger operation whose balance change has already locked the holder's balance
 * row: that lock, not a lock of the lots, is what makes two operations on one holder's lots queue.
 */

/** A lot to add; without a policy version it takes the newest. */
export type NewLot = Omit<Insertable<PointLotTable>, 'policy_version'> & { policy_version?: number | undefined };

/** What a debit took from one lot. */
export interface Taken {
  lotId: number;
  points: number;
  expiresAt: string | null;
}

/** Lots are written a batch at a time (bound parameters per statement stay well under SQLite's limit). */
const BATCH = 500;

/** Adds lots, each under its policy version (the newest unless given); answers their ids in order. */
export async function insertLots(db: DB, lots: readonly NewLot[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < lots.length; start += BATCH) {
    const rows = await db
      .insertInto('point_lots')
      .values(
        lots.slice(start, start + BATCH).map((lot) => ({
          ...lot,
          policy_version: lot.policy_version ?? sql<number>`(select max(version) from points_policies)`,
        })),
      )
      .returning('id')
      .execute();
    // Both databases return a multi-row insert's rows in the order of its values.
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/**
 * Takes `points` from one available lot for the debit entry `entryId` (a debt's payment out of
 * the points that just arrived), recording it like any consumption; throws when the lot holds less.
 */
export async function consumeLot(db: DB, lotId: number, entryId: number, points: number): Promise<void> {
  const result = await db
    .updateTable('point_lots')
    .set((eb) => ({ remaining: eb('remaining', '-', points) }))
    .where('id', '=', lotId)
    .where('state', '=', 'available')
    .where('remaining', '>=', points)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new Error(`Lot ${lotId} holds less than the ${points} points taken from it`);
  await db.insertInto('point_lot_consumptions').values({ entry_id: entryId, lot_id: lotId, points }).execute();
}

/**
 * Takes `points` from the holder's available lots, soonest-expiring first (never-expiring last),
 * then oldest, records what it took from each for the debit entry `entryId`, and answers it.
 * The caller has just taken the points from the holder's balance, which equals what its
 * available lots hold: less taken here than asked means the books disagree, and throws.
 */
export async function consumeLots(db: DB, owner: PointOwner, entryId: number, points: number): Promise<Taken[]> {
  const taken = onPostgres(db)
    ? await consumeInOneStatement(db, owner, entryId, points)
    : await consumeStepByStep(db, owner, entryId, points);
  const total = taken.reduce((sum, lot) => sum + lot.points, 0);
  if (total !== points) {
    throw new Error(`The lots of ${owner.type} ${owner.id} hold ${total} of the ${points} points its balance gave`);
  }
  return taken;
}

/**
 * The holder's available lots in spending order, as far as they cover `points`, with what is
 * taken from each (`take`): all of each but the last, of which what is still owed.
 */
/** Soonest-expiring first, never-expiring last, then the oldest: the order points are spent in. */
const SPENDING = sql`case when expires_at is null then 1 else 0 end, expires_at, id`;

const spendingOrder = (db: DB, owner: PointOwner, points: number) => {
  const smaller = sql.raw(onPostgres(db) ? 'least' : 'min');
  return sql`
    select id, expires_at, ${smaller}(remaining, asked - (through - remaining)) as take
    from (
      select id, expires_at, remaining, cast(${points} as integer) as asked,
        sum(remaining) over (order by ${SPENDING}) as through
      from point_lots
      where owner_type = ${owner.type} and owner_id = ${owner.id} and state = 'available' and remaining > 0
    ) as fifo
    where through - remaining < asked`;
};

async function consumeInOneStatement(db: DB, owner: PointOwner, entryId: number, points: number): Promise<Taken[]> {
  const query = sql<{ id: number; points: number; expires_at: string | null }>`
    with taken as (${spendingOrder(db, owner, points)}),
    spent as (
      update point_lots set remaining = point_lots.remaining - taken.take
      from taken where point_lots.id = taken.id
    ),
    recorded as (
      insert into point_lot_consumptions (entry_id, lot_id, points)
      select cast(${entryId} as integer), id, take from taken order by ${SPENDING}
    )
    select id, take as points, expires_at from taken order by ${SPENDING}`.compile(db);
  nameStatement(query.sql);
  const { rows } = await db.executeQuery(query);
  return rows.map((row) => ({ lotId: row.id, points: Number(row.points), expiresAt: row.expires_at }));
}

async function consumeStepByStep(db: DB, owner: PointOwner, entryId: number, points: number): Promise<Taken[]> {
  const { rows } = await sql<{ id: number; take: number; expires_at: string | null }>`
    ${spendingOrder(db, owner, points)} order by ${SPENDING}`.execute(db);
  const taken = rows.map((row) => ({ lotId: row.id, points: Number(row.take), expiresAt: row.expires_at }));
  if (taken.length === 0) return taken;
  await db
    .updateTable('point_lots')
    .set({
      remaining: sql<number>`remaining - case id ${sql.join(
        taken.map((lot) => sql`when ${lot.lotId} then ${lot.points}`),
        sql` `,
      )} end`,
    })
    .where(
      'id',
      'in',
      taken.map((lot) => lot.lotId),
    )
    .execute();
  await db
    .insertInto('point_lot_consumptions')
    .values(taken.map((lot) => ({ entry_id: entryId, lot_id: lot.lotId, points: lot.points })))
    .execute();
  return taken;
}

/**
 * Gives back up to `points` of what the debit entry `entryId` took, to the same lots, the last
 * taken first (a partial refund returns the longest-lived points first). Answers what went back to
 * each lot, what was taken from lots that can no longer take points (reversed by a correction, or
 * no longer available: the caller gives those as new lots with the same last day), and what is
 * beyond anything the debit took.
 */
export async function restoreLots(
  db: DB,
  entryId: number,
  points: number,
): Promise<{ restored: Taken[]; unrestorable: Taken[]; left: number }> {
  const open = await db
    .selectFrom('point_lot_consumptions')
    .innerJoin('point_lots', 'point_lots.id', 'point_lot_consumptions.lot_id')
    .select([
      'point_lot_consumptions.id',
      'point_lot_consumptions.lot_id',
      'point_lot_consumptions.points',
      'point_lot_consumptions.restored',
      'point_lots.expires_at',
      'point_lots.state',
      'point_lots.reversed_at',
    ])
    .where('point_lot_consumptions.entry_id', '=', entryId)
    .whereRef('point_lot_consumptions.points', '>', 'point_lot_consumptions.restored')
    .orderBy('point_lot_consumptions.id', 'desc')
    .execute();
  let left = points;
  const restored: Taken[] = [];
  const unrestorable: Taken[] = [];
  for (const consumption of open) {
    if (left === 0) break;
    const back = Math.min(left, Number(consumption.points) - Number(consumption.restored));
    left -= back;
    if (consumption.state !== 'available' || consumption.reversed_at !== null) {
      unrestorable.push({ lotId: consumption.lot_id, points: back, expiresAt: consumption.expires_at });
      continue;
    }
    await db
      .updateTable('point_lot_consumptions')
      .set({ restored: sql<number>`restored + ${back}` })
      .where('id', '=', consumption.id)
      .execute();
    await db
      .updateTable('point_lots')
      .set({ remaining: sql<number>`remaining + ${back}` })
      .where('id', '=', consumption.lot_id)
      .execute();
    restored.push({ lotId: consumption.lot_id, points: back, expiresAt: consumption.expires_at });
  }
  return { restored, unrestorable, left };
}

/** The debit entry of an operation for a holder: what a refund of that operation gives back. */
export async function findDebitEntry(db: DB, operationId: number, owner: PointOwner): Promise<number | undefined> {
  const row = await db
    .selectFrom('point_entries')
    .select('id')
    .where('operation_id', '=', operationId)
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('amount', '<', 0)
    .executeTakeFirst();
  return row?.id;
}

/** A holder's four figures as its balance row keeps them (all 0 for a holder that never held points). */
export async function findHolderFigures(db: DB, owner: PointOwner) {
  const row = await db
    .selectFrom('point_balances')
    .select(['balance', 'pending', 'held', 'debt'])
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  return {
    available: Number(row?.balance ?? 0),
    pending: Number(row?.pending ?? 0),
    held: Number(row?.held ?? 0),
    debt: Number(row?.debt ?? 0),
  };
}

/** The holder's pending and held lots, the soonest to become available first. */
export function findWaitingLots(db: DB, owner: PointOwner) {
  return db
    .selectFrom('point_lots')
    .select(['id', 'amount', 'remaining', 'state', 'available_at', 'explanation'])
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('state', 'in', ['pending', 'held'])
    .orderBy('available_at')
    .orderBy('id')
    .execute();
}

/** The holder's available points that expire, summed per last day, soonest first. */
export async function findExpiringGroups(db: DB, owner: PointOwner): Promise<{ date: string; points: number }[]> {
  const rows = await db
    .selectFrom('point_lots')
    .select(['expires_at', (eb) => eb.fn.sum<number>('remaining').as('points')])
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('state', '=', 'available')
    .where('remaining', '>', 0)
    .where('expires_at', 'is not', null)
    .groupBy('expires_at')
    .orderBy('expires_at')
    .execute();
  return rows.map((row) => ({ date: row.expires_at!, points: Number(row.points) }));
}

/** One lot, as stored. */
export function findLot(db: DB, id: number) {
  return db.selectFrom('point_lots').selectAll('point_lots').where('point_lots.id', '=', id).executeTakeFirst();
}

/**
 * Moves a lot from one of the states it may leave to another, with its new days and note: false
 * when it is no longer in any of them (a simultaneous action or job got there first). On
 * PostgreSQL the row's lock makes the second of two such moves wait and then find it moved.
 */
export async function moveLot(
  db: DB,
  id: number,
  from: readonly PointLotState[],
  to: Partial<Pick<PointLotTable, 'state' | 'remaining' | 'available_at' | 'expires_at' | 'note'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('point_lots')
    .set(to)
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Pending lots whose day has come, oldest first, a batch at a time. */
export function findDueLots(db: DB, today: string, limit: number) {
  return db
    .selectFrom('point_lots')
    .selectAll()
    .where('state', '=', 'pending')
    .where('available_at', '<=', today)
    .orderBy('available_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A holder's available lots whose last day is before `today` and that still hold points. */
export function findOverdueLots(db: DB, owner: PointOwner, today: string) {
  return db
    .selectFrom('point_lots')
    .select(['id', 'remaining', 'credited_at', 'expired_at', 'edition'])
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('state', '=', 'available')
    .where('remaining', '>', 0)
    .where('expires_at', '<', today)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
}

/** Holders with lots overdue before `today`, a batch at a time. */
export async function findHoldersWithOverdueLots(db: DB, today: string, limit: number): Promise<PointOwner[]> {
  const rows = await db
    .selectFrom('point_lots')
    .select(['owner_type', 'owner_id'])
    .where('state', '=', 'available')
    .where('remaining', '>', 0)
    .where('expires_at', '<', today)
    .groupBy(['owner_type', 'owner_id'])
    .orderBy('owner_type')
    .orderBy('owner_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ type: row.owner_type, id: row.owner_id }));
}

/** Empties an expired lot: what it held has been posted as its expiry. */
export async function emptyExpiredLot(db: DB, id: number, points: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('point_lots')
    .set((eb) => ({ remaining: eb('remaining', '-', points), expired_at: now }))
    .where('id', '=', id)
    .where('remaining', '>=', points)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Everyone's waiting, held and owed points, and the available points whose last day is within a span. */
export async function sumAllFigures(db: DB, today: string, until: string) {
  const [balances, expiring] = await Promise.all([
    db
      .selectFrom('point_balances')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('pending'), eb.lit(0)).as('pending'),
        eb.fn.coalesce(eb.fn.sum<number>('held'), eb.lit(0)).as('held'),
        eb.fn.coalesce(eb.fn.sum<number>('debt'), eb.lit(0)).as('debt'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('point_lots')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('remaining'), eb.lit(0)).as('points'))
      .where('state', '=', 'available')
      .where('expires_at', '>=', today)
      .where('expires_at', '<=', until)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    pending: Number(balances.pending),
    held: Number(balances.held),
    debt: Number(balances.debt),
    expiring_30: Number(expiring.points),
  };
}

/** The lot an operation's credit made (a threshold credit's): the first lot of its entries. */
export function findLotOfOperation(db: DB, operationId: number) {
  return db
    .selectFrom('point_lots')
    .innerJoin('point_entries', 'point_entries.id', 'point_lots.entry_id')
    .selectAll('point_lots')
    .where('point_entries.operation_id', '=', operationId)
    .orderBy('point_lots.id')
    .executeTakeFirst();
}

/** What debits, transfers and debt payments took from a lot and did not give back (expiry is no taking). */
export async function sumTakenFromLot(db: DB, lotId: number): Promise<number> {
  const row = await db
    .selectFrom('point_lot_consumptions')
    .select(sql<number>`coalesce(sum(points - restored), 0)`.as('taken'))
    .where('lot_id', '=', lotId)
    .executeTakeFirstOrThrow();
  return Number(row.taken);
}

/**
 * Marks a lot reversed by a correction, emptying it (and cancelling it when it was still waiting):
 * false when another correction reversed it first.
 */
export async function reverseLot(
  db: DB,
  id: number,
  to: { state: PointLotState; remaining: number; note?: string | null },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('point_lots')
    .set({ ...to, reversed_at: now })
    .where('id', '=', id)
    .where('reversed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The day each of these credit operations' lot becomes available, for those still pending. */
export async function findPendingDays(db: DB, operationIds: readonly number[]): Promise<Map<number, string>> {
  if (operationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('point_lots')
    .innerJoin('point_entries', 'point_entries.id', 'point_lots.entry_id')
    .select(['point_entries.operation_id', 'point_lots.available_at'])
    .where('point_entries.operation_id', 'in', [...operationIds])
    .where('point_lots.state', '=', 'pending')
    .execute();
  return new Map(rows.map((row) => [row.operation_id, row.available_at]));
}
