import type { CompanyListParams } from '@portal/contract';
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { CompanyTable, Database } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';

/** A company as the back office reads and writes it (the address and the identifiers). */
export interface CompanyRecord {
  id: number;
  sap: string;
  name: string;
  tax_identifier: string | null;
  regon: string | null;
  street: string | null;
  building: string | null;
  local: string | null;
  post_code: string | null;
  city: string | null;
  province: string | null;
  potential_group: string | null;
  is_central: number;
  region_id: number | null;
  region: string | null;
  area_manager: string | null;
  central_company_id: number | null;
  central_sap: string | null;
  central_name: string | null;
}

function companiesWithNames(db: DB) {
  return db
    .selectFrom('companies')
    .leftJoin('regions', 'regions.id', 'companies.region_id')
    .leftJoin('area_managers', 'area_managers.id', 'companies.area_manager_id')
    .leftJoin('companies as central', 'central.id', 'companies.central_company_id');
}

/** Counts and sums of one company, as correlated subqueries the list can also sort by. */
const figures = (edition: string) => (eb: ExpressionBuilder<Database, 'companies'>) => [
  eb
    .selectFrom('user_companies')
    .innerJoin('users', 'users.id', 'user_companies.user_id')
    .whereRef('user_companies.company_id', '=', 'companies.id')
    .where('users.role', '=', 'leader')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .as('leaders'),
  eb
    .selectFrom('user_companies')
    .innerJoin('users', 'users.id', 'user_companies.user_id')
    .whereRef('user_companies.company_id', '=', 'companies.id')
    .where('users.role', '=', 'seller')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .as('sellers'),
  eb.fn
    .coalesce(
      eb
        .selectFrom('point_balances')
        .whereRef('point_balances.owner_id', '=', 'companies.id')
        .where('point_balances.owner_type', '=', 'company')
        .select('point_balances.balance'),
      sql<number>`0`,
    )
    .as('pool_balance'),
  eb.fn
    .coalesce(
      eb
        .selectFrom('purchases')
        .whereRef('purchases.company_id', '=', 'companies.id')
        .where('purchases.edition', '=', edition)
        .select((inner) => inner.fn.sum<number>('purchases.value_grosze').as('v')),
      sql<number>`0`,
    )
    .as('purchases_grosze'),
  eb
    .selectFrom('company_targets')
    .whereRef('company_targets.company_id', '=', 'companies.id')
    .where('company_targets.edition', '=', edition)
    .select('company_targets.target_value_grosze')
    .as('target_grosze'),
];

const sortExpressions = {
  sap: 'companies.sap',
  name: 'companies.name',
  city: 'companies.city',
  region: 'regions.name',
  area_manager: 'area_managers.name',
  leaders: 'leaders',
  sellers: 'sellers',
  pool_balance: 'pool_balance',
  purchases_value: 'purchases_grosze',
} as const;

/** One page of companies with their figures, searched, filtered and sorted as the list asks. */
export async function findCompanyPage(db: DB, query: CompanyListParams, edition: string) {
  let scope = companiesWithNames(db);
  const search = query.search?.trim();
  if (search) {
    const like = `%${search.toLowerCase()}%`;
    const digits = search.replace(/[\s-]/g, '');
    scope = scope.where((eb) =>
      eb.or([
        eb('companies.sap', 'like', `%${search}%`),
        eb(eb.fn('lower', ['companies.name']), 'like', like),
        eb(eb.fn('lower', ['companies.city']), 'like', like),
        ...(digits ? [eb('companies.tax_identifier', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  if (query.region !== undefined) scope = scope.where('companies.region_id', '=', query.region);
  if (query.area_manager !== undefined) scope = scope.where('companies.area_manager_id', '=', query.area_manager);
  if (query.kind === 'central') scope = scope.where('companies.is_central', '=', 1);
  if (query.kind === 'branch') scope = scope.where('companies.is_central', '=', 0);

  const { rows, total } = await findPage(
    scope,
    (page) =>
      page
        .select([
          'companies.id',
          'companies.sap',
          'companies.name',
          'companies.tax_identifier',
          'companies.regon',
          'companies.city',
          'companies.potential_group',
          'companies.is_central',
          'regions.name as region',
          'area_managers.name as area_manager',
          'central.sap as central_sap',
        ])
        .select(figures(edition)),
    query.page,
    query.per_page,
    {
      columns: sortExpressions,
      column: query.sort ?? 'sap',
      direction: query.direction === 'desc' ? 'desc' : 'asc',
      then: [['companies.id', 'asc']],
    },
  );
  return { rows, total };
}

/** A company by SAP, with the names of its region, area manager and central company. */
export function findCompanyBySap(db: DB, sap: string): Promise<CompanyRecord | undefined> {
  return companiesWithNames(db)
    .select([
      'companies.id',
      'companies.sap',
      'companies.name',
      'companies.tax_identifier',
      'companies.regon',
      'companies.street',
      'companies.building',
      'companies.local',
      'companies.post_code',
      'companies.city',
      'companies.province',
      'companies.potential_group',
      'companies.is_central',
      'companies.region_id',
      'regions.name as region',
      'area_managers.name as area_manager',
      'companies.central_company_id',
      'central.sap as central_sap',
      'central.name as central_name',
    ])
    .where('companies.sap', '=', sap)
    .executeTakeFirst();
}

/** The figures of one company in the edition. */
export async function findCompanyFigures(db: DB, companyId: number, edition: string) {
  return db
    .selectFrom('companies')
    .select(figures(edition))
    .where('companies.id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export function findBranches(db: DB, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['sap', 'name', 'city'])
    .where('central_company_id', '=', companyId)
    .orderBy('sap')
    .execute();
}

/** The people who work at a company (their own company or a branch they switch to). */
export function findPeople(db: DB, companyId: number) {
  return db
    .selectFrom('user_companies')
    .innerJoin('users', 'users.id', 'user_companies.user_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone',
      'users.role',
      'users.is_seller',
      'users.is_active',
    ])
    .where('user_companies.company_id', '=', companyId)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
}

/** Invitations to the company still waiting for their registration. */
export function findPendingInvitations(db: DB, companyId: number) {
  return db
    .selectFrom('invitations')
    .select(['id', 'first_name', 'last_name', 'email', 'role', 'is_seller', 'last_sent_at', 'expires_at'])
    .where('company_id', '=', companyId)
    .where('completed_at', 'is', null)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

export function findRegions(db: DB) {
  return db.selectFrom('regions').select(['id', 'name']).orderBy('name').execute();
}

export function findAreaManagers(db: DB) {
  return db.selectFrom('area_managers').select(['id', 'name']).orderBy('name').execute();
}

/** Companies by SAP: which of them exist, with whether each is central. */
export async function findCompaniesBySaps(db: DB, saps: string[]) {
  const found = new Map<string, { id: number; is_central: number; name: string }>();
  const unique = [...new Set(saps)];
  for (let start = 0; start < unique.length; start += 500) {
    const chunk = unique.slice(start, start + 500);
    const rows = await db
      .selectFrom('companies')
      .select(['id', 'sap', 'is_central', 'name'])
      .where('sap', 'in', chunk)
      .execute();
    for (const row of rows) found.set(row.sap, { id: row.id, is_central: row.is_central, name: row.name });
  }
  return found;
}

export async function countBranches(db: DB, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('central_company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type CompanyWrite = Omit<
  Insertable<CompanyTable>,
  'id' | 'created_at' | 'county' | 'latitude' | 'longitude' | 'located_at' | 'area_manager_id' | 'can_share_points'
>;

export async function insertCompany(db: DB, company: CompanyWrite, now: string): Promise<number> {
  const { id } = await db
    .insertInto('companies')
    .values({ ...company, county: null, latitude: null, longitude: null, located_at: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCompany(db: DB, id: number, company: CompanyWrite): Promise<void> {
  await db.updateTable('companies').set(company).where('id', '=', id).execute();
}

/** What a company's owner changes in their profile (modules/profile). */
export interface CompanyChanges {
  name?: string;
  tax_identifier?: string;
  regon?: string;
  street?: string;
  building?: string;
  local?: string | null;
  post_code?: string;
  city?: string;
  province?: string;
  county?: string;
}

export async function updateCompanyOfOwner(db: DB, companyId: number, changes: CompanyChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('companies').set(changes).where('id', '=', companyId).execute();
}

export async function setCompanyLocation(
  db: DB,
  companyId: number,
  location: { latitude: number; longitude: number; located_at: string },
): Promise<void> {
  await db.updateTable('companies').set(location).where('id', '=', companyId).execute();
}

/** A region by its name, ignoring case and the spaces around it. */
export async function findRegionsByName(db: DB): Promise<Map<string, { id: number; name: string }>> {
  const regions = await findRegions(db);
  return new Map(regions.map((region) => [region.name.trim().toLowerCase(), region]));
}

/** Which of the e-mails belong to a participant, and which to a pending, unexpired invitation. */
export async function findTakenEmails(db: DB, emails: string[], now: string) {
  const users = new Set<string>();
  const invited = new Set<string>();
  const unique = [...new Set(emails)];
  for (let start = 0; start < unique.length; start += 500) {
    const chunk = unique.slice(start, start + 500);
    for (const row of await db.selectFrom('users').select('email').where('email', 'in', chunk).execute()) {
      users.add(row.email.toLowerCase());
    }
    const pending = await db
      .selectFrom('invitations')
      .select('email')
      .where('email', 'in', chunk)
      .where('completed_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    for (const row of pending) invited.add(row.email.toLowerCase());
  }
  return { users, invited };
}

/** Which of the phone numbers belong to a participant. */
export async function findTakenPhones(db: DB, phones: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  const unique = [...new Set(phones)];
  for (let start = 0; start < unique.length; start += 500) {
    const chunk = unique.slice(start, start + 500);
    for (const row of await db.selectFrom('users').select('phone').where('phone', 'in', chunk).execute()) {
      if (row.phone) taken.add(row.phone);
    }
  }
  return taken;
}
