import type { AliasableExpression } from 'kysely';
import type { DB } from '../../db/database.js';
import { jsonObjectFrom, jsonRow } from '../../db/json-rows.js';
import { prepared } from '../../db/prepared.js';

const profileUserColumns = [
  'id',
  'email',
  'login',
  'phone',
  // Only whether there is one leaves this module.
  'password_hash',
  'first_name',
  'last_name',
  'role',
  'is_active',
  'tax_declaration',
  'residence_street',
  'residence_building',
  'residence_local',
  'residence_post_code',
  'residence_city',
  'correspondence_street',
  'correspondence_building',
  'correspondence_local',
  'correspondence_post_code',
  'correspondence_city',
] as const;

const profileCompany = (db: DB, companyId: number) =>
  db
    .selectFrom('companies')
    .select([
      'id',
      'name',
      'sap',
      'tax_identifier',
      'regon',
      'potential_group',
      'street',
      'building',
      'local',
      'post_code',
      'city',
      'province',
      'county',
    ])
    .where('id', '=', companyId);

export async function findProfileUser(db: DB, userId: number) {
  const row = await db.selectFrom('users').select(profileUserColumns).where('id', '=', userId).executeTakeFirst();
  return row && { ...row, is_active: row.is_active === 1 };
}

/** The other modules' columns the account page reads in its query, given the user and the edition. */
export interface AccountColumns<Points> {
  points: (db: DB, userId: number, edition: string) => AliasableExpression<Points>;
  confirmedCardId: (db: DB, userId: number, edition: string) => AliasableExpression<{ id: number }>;
}

/**
 * The account page's user and the company the session works for, in one query, with the other
 * modules' figures the page shows (their own columns: the points, the confirmed card). Prepared
 * (db/prepared.ts): PostgreSQL took three times as long to plan it as to run it.
 */
export function accountHolderFinder<Points>(columns: AccountColumns<Points>) {
  const query = prepared((db, values: { userId: number; companyId: number; edition: string }) =>
    db
      .selectFrom('users')
      .select([
        ...profileUserColumns,
        jsonObjectFrom(db, profileCompany(db, values.companyId)).as('company'),
        columns.points(db, values.userId, values.edition).as('points'),
        columns.confirmedCardId(db, values.userId, values.edition).as('confirmed_card_id'),
      ])
      .where('id', '=', values.userId),
  );
  return async (db: DB, userId: number, companyId: number, edition: string) => {
    const [row] = await query(db, { userId, companyId, edition });
    if (!row) return undefined;
    const { company, points, confirmed_card_id, ...user } = row;
    return {
      user: { ...user, is_active: user.is_active === 1 },
      company: jsonRow(company) ?? undefined,
      points,
      holdsConfirmedCard: confirmed_card_id !== null,
    };
  };
}

/** Whether the user may act for the company: it is the user's own one or one of their branches. */
export async function belongsToCompany(db: DB, userId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_companies', (join) =>
      join.onRef('user_companies.user_id', '=', 'users.id').on('user_companies.company_id', '=', companyId),
    )
    .select(['users.company_id', 'user_companies.company_id as branch_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && (row.company_id === companyId || row.branch_id !== null);
}

export interface UserChanges {
  first_name: string;
  last_name: string;
  residence_street: string;
  residence_building: string;
  residence_local: string | null;
  residence_post_code: string;
  residence_city: string;
  /** Set to null when the form replaced the residence address registration gave. */
  residence_commune?: null;
  residence_county?: null;
  residence_province?: null;
}

export async function updateUser(db: DB, userId: number, changes: UserChanges, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Whether another user has this phone or login name; both are unique (phones log in by SMS). */
export async function takenByAnother(
  db: DB,
  userId: number,
  value: { phone: string } | { login: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.and(value))
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setCredentials(
  db: DB,
  userId: number,
  credentials: { login: string; passwordHash: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ login: credentials.login, password_hash: credentials.passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** What proving the account and telling the user about a change need. */
export async function findAccountSecrets(db: DB, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'phone', 'password_hash', 'is_active'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, is_active: row.is_active === 1 };
}

export async function setPhone(db: DB, userId: number, phone: string, now: string): Promise<void> {
  await db.updateTable('users').set({ phone, updated_at: now }).where('id', '=', userId).execute();
}
