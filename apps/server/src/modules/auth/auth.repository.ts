import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

/** The user an e-mail address or a login name belongs to; login names never hold "@". */
export function findUserByEmailOrLogin(db: DB, emailOrLogin: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_active', 'company_id'])
    .where(emailOrLogin.includes('@') ? 'email' : 'login', '=', emailOrLogin)
    .executeTakeFirst();
}

/**
 * The page-wide user in one query: the user and the SAP of the company the session works for
 * (when the regulations were accepted comes with the actor). Prepared: the browser asks for it on
 * every page.
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
      'users.role',
      'users.is_seller',
      'users.is_active',
      'companies.sap as company_sap',
    ])
    .where('users.id', '=', values.userId),
);

export async function findSessionUser(db: DB, userId: number, companyId: number) {
  return (await sessionUser(db, { userId, companyId }))[0];
}

/** The companies the user may switch between, the central one first (prepared: every page asks). */
const switchableCompanies = prepared((db, values: { userId: number }) =>
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
    .where('user_companies.user_id', '=', values.userId)
    .orderBy('companies.is_central', 'desc')
    .orderBy('companies.sap'),
);

export const findSwitchableCompanies = (db: DB, userId: number) => switchableCompanies(db, { userId });
