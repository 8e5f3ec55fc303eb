import type { DB } from '../../db/database.js';
import { jsonArrayFrom, jsonRows } from '../../db/json-rows.js';
import { prepared } from '../../db/prepared.js';

/** The user an e-mail address or a login name belongs to; login names never hold "@". */
export async function findUserByEmailOrLogin(db: DB, emailOrLogin: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_active', 'company_id'])
    .where(emailOrLogin.includes('@') ? 'email' : 'login', '=', emailOrLogin)
    .executeTakeFirst();
  return row && { ...row, is_active: row.is_active === 1 };
}

/** The user a phone number belongs to (phones log in by SMS, so they are unique). */
export async function findUserByPhone(db: DB, phone: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'is_active', 'company_id'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row && { ...row, is_active: row.is_active === 1 };
}

/** The companies the user may switch between, the central one first. */
const companiesOf = (db: DB, userId: number) =>
  db
    .selectFrom('user_companies')
    .innerJoin('companies', 'companies.id', 'user_companies.company_id')
    .select([
      'companies.id',
      'companies.sap',
      'companies.name',
      'companies.street',
      'companies.building',
      'companies.local',
      'companies.post_code',
      'companies.city',
      'companies.is_central',
    ])
    .where('user_companies.user_id', '=', userId)
    .orderBy('companies.is_central', 'desc')
    .orderBy('companies.sap');

type CompanyRow = Awaited<ReturnType<ReturnType<typeof companiesOf>['execute']>>[number];
const switchable = (row: CompanyRow) => ({ ...row, is_central: Boolean(row.is_central) });

/**
 * The page-wide user in one query: the user's name and contacts, the SAP of the company the
 * session works for and the companies they may switch between (the role, the seller flag and
 * when the regulations were accepted come with the actor, whose session is only found for an
 * active user). Prepared: the browser asks for it on every page.
 */
const sessionUser = prepared((db, values: { userId: number; companyId: number }) =>
  db
    .selectFrom('users')
    .leftJoin('companies', (join) => join.on('companies.id', '=', values.companyId))
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone',
      'companies.sap as company_sap',
      jsonArrayFrom(db, companiesOf(db, values.userId)).as('companies'),
    ])
    .where('users.id', '=', values.userId),
);

export async function findSessionUser(db: DB, userId: number, companyId: number) {
  const row = (await sessionUser(db, { userId, companyId }))[0];
  return row && { ...row, companies: jsonRows(row.companies).map(switchable) };
}

/** The companies the user may switch between (prepared: switching and the login ask). */
const switchableCompanies = prepared((db, values: { userId: number }) => companiesOf(db, values.userId));

export async function findSwitchableCompanies(db: DB, userId: number) {
  const rows = await switchableCompanies(db, { userId });
  return rows.map(switchable);
}
