import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { sessionsChanged } from '../../plugins/session/session-cache.js';
import { findPage } from '../../lib/paging.js';

/*
 * The back office's view of the participants (users and their companies). The ledger's history,
 * the invitations, the sessions and the audit rows are read and written by their own areas; this
 * file reads the rest of what the participant's page shows and writes the user's row and branches.
 */

export interface ParticipantFilters {
  search?: string | undefined;
  company?: string | undefined;
  role?: 'leader' | 'seller' | undefined;
  is_seller?: boolean | undefined;
  blocked?: boolean | undefined;
  regulations?: boolean | undefined;
  sort?: 'id' | 'email' | 'first_name' | 'last_name' | 'company_sap' | 'balance' | undefined;
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
}

/** `%term%` for LIKE, with LIKE's own wildcards taken literally. */
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type Scope = ExpressionBuilder<Database & { main_company: Database['companies'] }, 'users' | 'main_company'>;

function listScope(db: DB, filters: ParticipantFilters, edition: string) {
  let scope = db
    .selectFrom('users')
    .innerJoin('companies as main_company', 'main_company.id', 'users.company_id')
    .leftJoin('point_balances', (join) =>
      join.onRef('point_balances.owner_id', '=', 'users.id').on('point_balances.owner_type', '=', 'user'),
    )
    .leftJoin('consents', (join) =>
      join
        .onRef('consents.user_id', '=', 'users.id')
        .on('consents.edition', '=', edition)
        .on('consents.accept_regulations', '=', 1),
    );
  const inCompany = (eb: Scope, sap: string) =>
    eb.or([
      eb('main_company.sap', '=', sap),
      eb.exists(
        eb
          .selectFrom('user_companies')
          .innerJoin('companies', 'companies.id', 'user_companies.company_id')
          .select('user_companies.user_id')
          .whereRef('user_companies.user_id', '=', 'users.id')
          .where('companies.sap', '=', sap),
      ),
    ]);
  const search = filters.search?.trim();
  if (search) {
    const like = containing(search);
    const digits = search.replace(/[\s-]/g, '');
    scope = scope.where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(users.last_name || ' ' || users.first_name)`, 'like', sql`${like} escape '\\'`),
        ...(/^\d+$/.test(digits) ? [eb('users.phone', 'like', `%${digits}%`), inCompany(eb as Scope, digits)] : []),
      ]),
    );
  }
  if (filters.company) {
    const sap = filters.company;
    scope = scope.where((eb) => inCompany(eb as Scope, sap));
  }
  if (filters.role) scope = scope.where('users.role', '=', filters.role);
  if (filters.is_seller !== undefined) scope = scope.where('users.is_seller', '=', filters.is_seller ? 1 : 0);
  if (filters.blocked !== undefined) scope = scope.where('users.is_active', '=', filters.blocked ? 0 : 1);
  if (filters.regulations !== undefined) {
    scope = scope.where('consents.user_id', filters.regulations ? 'is not' : 'is', null);
  }
  return scope;
}

const SORT_COLUMNS = {
  id: 'users.id',
  email: 'users.email',
  first_name: 'users.first_name',
  last_name: 'users.last_name',
  company_sap: 'main_company.sap',
} as const;

/** A page of participants with their main company's SAP and their balance. */
export async function findParticipants(db: DB, filters: ParticipantFilters, edition: string) {
  const { rows, total } = await findPage(
    listScope(db, filters, edition),
    (scope) => {
      let query = scope.select([
        'users.id',
        'users.email',
        'users.first_name',
        'users.last_name',
        'users.phone',
        'users.role',
        'users.is_seller',
        'users.is_active',
        'main_company.sap as company_sap',
        sql<number>`coalesce(point_balances.balance, 0)`.as('balance'),
      ]);
      const direction = filters.direction;
      if (filters.sort === 'balance') query = query.orderBy(sql`coalesce(point_balances.balance, 0)`, direction);
      else if (filters.sort) query = query.orderBy(SORT_COLUMNS[filters.sort], direction);
      return query.orderBy('users.id', filters.sort ? 'asc' : direction);
    },
    filters.page,
    filters.per_page,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      phone: row.phone,
      role: row.role,
      is_seller: row.is_seller === 1,
      blocked: row.is_active === 0,
      company_sap: row.company_sap,
      balance: Number(row.balance),
    })),
    total,
  };
}

/** One participant's own row with their main company and whether they accepted this edition's regulations. */
export async function findParticipant(db: DB, id: number, edition: string) {
  const row = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('consents', (join) =>
      join
        .onRef('consents.user_id', '=', 'users.id')
        .on('consents.edition', '=', edition)
        .on('consents.accept_regulations', '=', 1),
    )
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.phone',
      'users.login',
      'users.role',
      'users.is_seller',
      'users.is_active',
      'users.company_id',
      'companies.sap as company_sap',
      'consents.accepted_at as regulations_accepted_at',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      is_seller: row.is_seller === 1,
      is_active: row.is_active === 1,
    }
  );
}

export function findBranches(db: DB, userId: number) {
  return db
    .selectFrom('user_companies')
    .innerJoin('companies', 'companies.id', 'user_companies.company_id')
    .select(['companies.id', 'companies.sap', 'companies.name'])
    .where('user_companies.user_id', '=', userId)
    .orderBy('companies.is_central', 'desc')
    .orderBy('companies.sap')
    .execute();
}

export function findCompanyBySap(db: DB, sap: string) {
  return db.selectFrom('companies').select(['id', 'sap', 'name']).where('sap', '=', sap).executeTakeFirst();
}

export async function insertBranch(db: DB, userId: number, companyId: number): Promise<void> {
  await db.insertInto('user_companies').values({ user_id: userId, company_id: companyId }).execute();
}

export async function deleteBranch(db: DB, userId: number, companyId: number): Promise<void> {
  await db.deleteFrom('user_companies').where('user_id', '=', userId).where('company_id', '=', companyId).execute();
}

export interface ParticipantChanges {
  email?: string;
  phone?: string | null;
  first_name?: string;
  last_name?: string;
  login?: string | null;
  role?: 'leader' | 'seller';
  is_seller?: boolean;
}

export async function updateParticipantRow(db: DB, id: number, changes: ParticipantChanges, now: string) {
  const { is_seller, ...rest } = changes;
  await db
    .updateTable('users')
    .set({ ...rest, ...(is_seller === undefined ? {} : { is_seller: is_seller ? 1 : 0 }), updated_at: now })
    .where('id', '=', id)
    .execute();
  // A session carries the role and the seller flag.
  if (changes.role !== undefined || is_seller !== undefined) await sessionsChanged(db, { userId: id });
}

/** Whether another user holds this value of a unique column. */
export async function takenByAnother(db: DB, column: 'email' | 'phone' | 'login', value: string, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(column, '=', value)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setActive(db: DB, id: number, active: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: active ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('is_active', '=', active ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findOrders(db: DB, userId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'value', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export async function findConsents(db: DB, userId: number) {
  const rows = await db
    .selectFrom('consents')
    .select(['edition', 'accept_regulations', 'accept_privacy_policy', 'accept_marketing_data_process', 'accepted_at'])
    .where('user_id', '=', userId)
    .orderBy('edition', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    accept_regulations: row.accept_regulations === 1,
    accept_privacy_policy: row.accept_privacy_policy === 1,
    accept_marketing_data_process: row.accept_marketing_data_process === 1,
  }));
}

/** Per quiz: how many attempts, the best score, whether one passed, the fastest finished time, the last play. */
export async function findQuizResults(db: DB, userId: number) {
  const rows = await db
    .selectFrom('quiz_attempts')
    .innerJoin('quizzes', 'quizzes.id', 'quiz_attempts.quiz_id')
    .select((eb) => [
      'quizzes.title as quiz',
      'quizzes.kind',
      eb.fn.countAll().as('attempts'),
      eb.fn.max('quiz_attempts.score').as('best_score'),
      eb.fn.max('quiz_attempts.passed').as('passed'),
      eb.fn.min('quiz_attempts.duration_ms').as('best_duration_ms'),
      eb.fn.max('quiz_attempts.started_at').as('last_played_at'),
    ])
    .where('quiz_attempts.user_id', '=', userId)
    .groupBy(['quizzes.id', 'quizzes.title', 'quizzes.kind'])
    .orderBy('quizzes.id')
    .execute();
  return rows.map((row) => ({
    quiz: row.quiz,
    kind: row.kind,
    attempts: Number(row.attempts),
    best_score: Number(row.best_score ?? 0),
    passed: Number(row.passed ?? 0) === 1,
    best_duration_ms: row.best_duration_ms === null ? null : Number(row.best_duration_ms),
    last_played_at: String(row.last_played_at),
  }));
}
