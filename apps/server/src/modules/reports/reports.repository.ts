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

/** The balances of the companies' pools and, per company, of its participants' accounts. */
export async function findBalancesByCompany(db: DB) {
  const [pools, people] = await Promise.all([
    db
      .selectFrom('point_balances')
      .select(['owner_id as company_id', 'balance'])
      .where('owner_type', '=', 'company')
      .execute(),
    db
      .selectFrom('point_balances')
      .innerJoin('users', 'users.id', 'point_balances.owner_id')
      .select((eb) => ['users.company_id', eb.fn.sum<number>('point_balances.balance').as('balance')])
      .where('point_balances.owner_type', '=', 'user')
      .groupBy('users.company_id')
      .execute(),
  ]);
  return {
    pools: new Map(pools.map((row) => [row.company_id, Number(row.balance)])),
    people: new Map(people.map((row) => [row.company_id, Number(row.balance)])),
  };
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
