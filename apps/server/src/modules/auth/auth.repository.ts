import type { DB } from '../../db/database.js';

/** The user an e-mail address or a login name belongs to; login names never hold "@". */
export function findUserByEmailOrLogin(db: DB, emailOrLogin: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_active', 'company_id'])
    .where(emailOrLogin.includes('@') ? 'email' : 'login', '=', emailOrLogin)
    .executeTakeFirst();
}

export function findUserById(db: DB, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'role', 'is_seller', 'is_active', 'company_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The companies the user may switch between, the central one first. */
export function findSwitchableCompanies(db: DB, userId: number) {
  return db
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
    .orderBy('companies.sap')
    .execute();
}

export function findCompanySap(db: DB, companyId: number) {
  return db.selectFrom('companies').select('sap').where('id', '=', companyId).executeTakeFirst();
}

export function findRegulationsAcceptance(db: DB, userId: number, edition: string) {
  return db
    .selectFrom('consents')
    .select('accepted_at')
    .where('user_id', '=', userId)
    .where('edition', '=', edition)
    .where('accept_regulations', '=', 1)
    .executeTakeFirst();
}
