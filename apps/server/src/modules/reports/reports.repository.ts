import { sql } from 'kysely';
import type { AdminWaiting } from '@portal/contract';
import type { DB } from '../../db/database.js';

// The back office's figures add up rows of several areas at once (docs/product/back-office.md,
// screens 1 and 9): these read-only aggregates live here, while what ranks and decides (rankings, the main
// prize, the quiz winners, the vote) stays in its own area and is reused (ADR 0024).

/** Every company with its region and area manager, by id. */
export async function findCompanyLabels(db: DB) {
  const rows = await db
    .selectFrom('companies')
    .leftJoin('regions', 'regions.id', 'companies.region_id')
    .leftJoin('area_managers', 'area_managers.id', 'companies.area_manager_id')
    .select([
      'companies.id',
      'companies.sap',
      'companies.name',
      'regions.name as region',
      'area_managers.name as area_manager',
    ])
    .orderBy('companies.sap')
    .execute();
  return rows;
}

/** A company's figures in the liability report, before they are labelled. */
export interface CompanyPoints {
  /** Available points on its participants' accounts, and in its pool. */
  balance: number;
  pool: number;
  /** Participants and pool together. */
  pending: number;
  held: number;
  debt: number;
}

const noPoints = (): CompanyPoints => ({ balance: 0, pool: 0, pending: 0, held: 0, debt: 0 });

/** Per company, an entry of `figures` made on first use. */
function perCompany<T>(fresh: () => T) {
  const figures = new Map<number, T>();
  return {
    figures,
    of(id: number): T {
      let entry = figures.get(id);
      if (!entry) figures.set(id, (entry = fresh()));
      return entry;
    },
  };
}

/**
 * The figures of every holder's balance row, per company: the participants' available points
 * (by their home company) apart from the pool's, and everyone's pending, held and owed points.
 */
export async function findBalancesByCompany(db: DB): Promise<Map<number, CompanyPoints>> {
  const [pools, people] = await Promise.all([
    db
      .selectFrom('point_balances')
      .select(['owner_id as company_id', 'balance', 'pending', 'held', 'debt'])
      .where('owner_type', '=', 'company')
      .execute(),
    db
      .selectFrom('point_balances')
      .innerJoin('users', 'users.id', 'point_balances.owner_id')
      .select((eb) => [
        'users.company_id',
        eb.fn.sum<number>('point_balances.balance').as('balance'),
        eb.fn.sum<number>('point_balances.pending').as('pending'),
        eb.fn.sum<number>('point_balances.held').as('held'),
        eb.fn.sum<number>('point_balances.debt').as('debt'),
      ])
      .where('point_balances.owner_type', '=', 'user')
      .groupBy('users.company_id')
      .execute(),
  ]);
  const result = perCompany(noPoints);
  const add = (row: (typeof people)[number], side: 'pool' | 'balance') => {
    const entry = result.of(row.company_id);
    entry[side] += Number(row.balance);
    entry.pending += Number(row.pending);
    entry.held += Number(row.held);
    entry.debt += Number(row.debt);
  };
  for (const row of pools) add(row, 'pool');
  for (const row of people) add(row, 'balance');
  return result.figures;
}

/** The company a lot's or an entry's holder belongs to: the pool's own, a participant's home company. */
const holderCompany = (table: 'point_lots' | 'point_entries') =>
  sql<number>`case when ${sql.ref(`${table}.owner_type`)} = 'company' then ${sql.ref(`${table}.owner_id`)} else users.company_id end`;

/** The spans of the liability's expiring columns, in days after today. */
export const EXPIRING_SPANS = [30, 60, 90] as const;
export type Expiring = Record<(typeof EXPIRING_SPANS)[number], number>;

/**
 * Per company, from its holders' lots (of one edition, or all): what its available, pending and
 * held lots still hold, and the available points whose last day is within today … `until[N]`.
 * Participants' lots count by their home company.
 */
export async function findLotsByCompany(
  db: DB,
  { edition, today, until }: { edition?: string | undefined; today: string; until: Record<keyof Expiring, string> },
): Promise<Map<number, CompanyPoints & { expiring: Expiring }>> {
  const company = holderCompany('point_lots');
  const sumWhere = (condition: ReturnType<typeof sql<boolean>>) =>
    sql<number>`coalesce(sum(case when ${condition} then point_lots.remaining else 0 end), 0)`;
  const available = sql<boolean>`point_lots.state = 'available'`;
  let query = db
    .selectFrom('point_lots')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'point_lots.owner_id').on('point_lots.owner_type', '=', 'user'),
    )
    .select([
      company.as('company_id'),
      'point_lots.owner_type',
      sumWhere(available).as('available'),
      sumWhere(sql`point_lots.state = 'pending'`).as('pending'),
      sumWhere(sql`point_lots.state = 'held'`).as('held'),
      ...EXPIRING_SPANS.map((days) =>
        sumWhere(
          sql`${available} and point_lots.expires_at >= ${today} and point_lots.expires_at <= ${until[days]}`,
        ).as(`expiring_${days}`),
      ),
    ])
    .where('point_lots.remaining', '>', 0)
    .groupBy([company, 'point_lots.owner_type']);
  if (edition !== undefined) query = query.where('point_lots.edition', '=', edition);
  const rows = (await query.execute()) as unknown as ({
    company_id: number;
    owner_type: string;
    available: number;
    pending: number;
    held: number;
  } & Record<`expiring_${keyof Expiring}`, number>)[];
  const result = perCompany(() => ({ ...noPoints(), expiring: { 30: 0, 60: 0, 90: 0 } }));
  for (const row of rows) {
    if (row.company_id === null) continue;
    const entry = result.of(Number(row.company_id));
    if (row.owner_type === 'company') entry.pool += Number(row.available);
    else entry.balance += Number(row.available);
    entry.pending += Number(row.pending);
    entry.held += Number(row.held);
    for (const days of EXPIRING_SPANS) entry.expiring[days] += Number(row[`expiring_${days}`]);
  }
  return result.figures;
}

/**
 * Per company, what its holders owe (the sum of their `debt` entries), of one edition's debts or
 * of all; participants by their home company.
 */
export async function findDebtByCompany(db: DB, edition?: string): Promise<Map<number, number>> {
  const company = holderCompany('point_entries');
  let query = db
    .selectFrom('point_entries')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'point_entries.owner_id').on('point_entries.owner_type', '=', 'user'),
    )
    .select([company.as('company_id'), (eb) => eb.fn.sum<number>('point_entries.amount').as('debt')])
    .where('point_entries.bucket', '=', 'debt')
    .groupBy(company);
  if (edition !== undefined) query = query.where('point_entries.edition', '=', edition);
  const rows = await query.execute();
  return new Map(
    rows.filter((row) => row.company_id !== null).map((row) => [Number(row.company_id), Number(row.debt)]),
  );
}

export interface CompanyParticipation {
  invited: number;
  registered: number;
  active: number;
  sellers: number;
  leaders: number;
}

const flagSum = (condition: ReturnType<typeof sql<number>>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/**
 * Per company (a participant's main company): invitations still waiting for a registration, the
 * accounts, those who logged in in person since `activeSince`, the sellers and the leaders.
 */
export async function findParticipationByCompany(
  db: DB,
  activeSince: string,
): Promise<Map<number, CompanyParticipation>> {
  const [invitations, users] = await Promise.all([
    db
      .selectFrom('invitations')
      .select((eb) => ['company_id', eb.fn.countAll<number>().as('count')])
      .where('completed_at', 'is', null)
      .groupBy('company_id')
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => [
        'users.company_id',
        eb.fn.countAll<number>().as('registered'),
        flagSum(sql`users.last_login_at >= ${activeSince}`).as('active'),
        flagSum(sql`users.is_seller = 1`).as('sellers'),
        flagSum(sql`users.role = 'leader'`).as('leaders'),
      ])
      .groupBy('users.company_id')
      .execute(),
  ]);
  const result = new Map<number, CompanyParticipation>();
  const of = (id: number) => {
    const entry = result.get(id) ?? { invited: 0, registered: 0, active: 0, sellers: 0, leaders: 0 };
    result.set(id, entry);
    return entry;
  };
  for (const row of invitations) of(row.company_id).invited = Number(row.count);
  for (const row of users) {
    Object.assign(of(row.company_id), {
      registered: Number(row.registered),
      active: Number(row.active),
      sellers: Number(row.sellers),
      leaders: Number(row.leaders),
    });
  }
  return result;
}

export interface KindSum {
  kind: string;
  /** The UTC hour ("2025-09-01T10"); null in the sums of the whole edition. */
  hour: string | null;
  plus: number;
  minus: number;
}

/** The UTC hour of a stored ISO time ("2025-09-01T10"), read alike by SQLite and PostgreSQL. */
const hourOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 13)`;

/**
 * The points of an edition's ledger per operation kind and UTC hour since a moment (all of the
 * edition without it): what arrived and what left. Users' accounts and companies' pools alike.
 */
export async function findPointsByKind(db: DB, edition: string, since?: string): Promise<KindSum[]> {
  const hour = hourOf('point_entries.created_at');
  let query = db
    .selectFrom('point_entries')
    .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
    .select([
      'point_operations.kind',
      sql<number>`coalesce(sum(case when point_entries.amount > 0 then point_entries.amount else 0 end), 0)`.as('plus'),
      sql<number>`coalesce(sum(case when point_entries.amount < 0 then -point_entries.amount else 0 end), 0)`.as(
        'minus',
      ),
    ])
    .where('point_entries.edition', '=', edition)
    .where('point_entries.bucket', '=', 'available');
  if (since === undefined) {
    const rows = await query.groupBy('point_operations.kind').execute();
    return rows.map((row) => ({ kind: row.kind, hour: null, plus: Number(row.plus), minus: Number(row.minus) }));
  }
  query = query.where('point_entries.created_at', '>=', since);
  const rows = await query.select(hour.as('hour')).groupBy(['point_operations.kind', hour]).execute();
  return rows.map((row) => ({ kind: row.kind, hour: row.hour, plus: Number(row.plus), minus: Number(row.minus) }));
}

/** What every account and pool holds now: the programme's liability. */
export async function sumAllBalances(db: DB): Promise<number> {
  const row = await db
    .selectFrom('point_balances')
    .select((eb) => eb.fn.sum<number>('balance').as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Accounts created since a moment, per UTC hour. */
export async function findRegistrationsByHour(db: DB, since: string) {
  const hour = hourOf('created_at');
  const rows = await db
    .selectFrom('users')
    .select((eb) => [hour.as('hour'), eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', since)
    .groupBy(hour)
    .execute();
  return rows.map((row) => ({ hour: row.hour, count: Number(row.count) }));
}

/** Top-up orders waiting for the operators, per status. */
export async function countWaitingOrders(db: DB): Promise<{ new: number; sent: number }> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .where('status', 'in', ['new', 'sent'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { new: count('new'), sent: count('sent') };
}

/** What waits for an operator: new top-up orders and pending prize orders. */
export async function countWaiting(db: DB): Promise<AdminWaiting> {
  const [orders, prizeOrders] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('prize_orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return { orders: Number(orders.count), prize_orders: Number(prizeOrders.count) };
}

/** The latest purchase import: when and how many lines. */
export function findLastImport(db: DB) {
  return db
    .selectFrom('purchase_imports')
    .select(['imported_at', 'rows_count'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Every holder's four figures from its ledger entries posted before a moment, holders with any
 * figure only: participants with their home company, pools with theirs. Read by join.
 */
export async function findBalancesBefore(db: DB, before: string) {
  const bucket = (name: string) =>
    sql<number>`coalesce(sum(case when point_entries.bucket = ${name} then point_entries.amount else 0 end), 0)`;
  const rows = await db
    .selectFrom('point_entries')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'point_entries.owner_id').on('point_entries.owner_type', '=', 'user'),
    )
    .leftJoin('companies', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('point_entries.owner_type', '=', 'company'),
            eb('companies.id', '=', eb.ref('point_entries.owner_id')),
          ]),
          eb.and([eb('point_entries.owner_type', '=', 'user'), eb('companies.id', '=', eb.ref('users.company_id'))]),
        ]),
      ),
    )
    .select([
      'point_entries.owner_type',
      'point_entries.owner_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'companies.sap',
      'companies.name as company_name',
      bucket('available').as('available'),
      bucket('pending').as('pending'),
      bucket('held').as('held'),
      bucket('debt').as('debt'),
    ])
    .where('point_entries.created_at', '<', before)
    .groupBy([
      'point_entries.owner_type',
      'point_entries.owner_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'companies.sap',
      'companies.name',
    ])
    .execute();
  return rows.map((row) => ({
    ...row,
    available: Number(row.available),
    pending: Number(row.pending),
    held: Number(row.held),
    debt: Number(row.debt),
  }));
}
