import type { DB } from '../../db/database.js';
import type { OperatorRole } from '../../db/schema.js';
import { containsText } from '../../lib/search.js';
import { findPage } from '../../lib/paging.js';

export const findOperatorByEmail = (db: DB, email: string) =>
  db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();

export const findOperatorById = (db: DB, id: number) =>
  db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertOperator(
  db: DB,
  values: {
    email: string;
    name: string;
    role: OperatorRole;
    passwordHash: string | null;
    totpSecret: string | null;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('operators')
    .values({
      email: values.email,
      name: values.name,
      role: values.role,
      password_hash: values.passwordHash,
      totp_secret: values.totpSecret,
      totp_pending_secret: null,
      totp_last_step: null,
      created_at: values.now,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The secret an operator's enrolment offered, kept only once a code of it is proved. */
export async function setPendingSecret(db: DB, id: number, secret: string): Promise<void> {
  await db.updateTable('operators').set({ totp_pending_secret: secret }).where('id', '=', id).execute();
}

/**
 * Accepts a code's time step once: of two sign-ins with the same code (or an older one) only the
 * first moves the step forward. With `enrol`, the pending secret the code was checked against
 * becomes the operator's secret in the same statement.
 */
export async function claimTotpStep(db: DB, id: number, step: number, enrol: string | null, now: string) {
  const result = await db
    .updateTable('operators')
    .set({
      totp_last_step: step,
      last_login_at: now,
      ...(enrol === null ? {} : { totp_secret: enrol, totp_pending_secret: null }),
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The columns of an operator as the back office lists them. */
const rowColumns = [
  'id',
  'email',
  'name',
  'role',
  'is_active',
  'totp_secret',
  'last_login_at',
  'password_hash',
] as const;

export interface OperatorScope {
  search?: string | undefined;
  role?: OperatorRole | undefined;
  active?: boolean | undefined;
}

function scoped(db: DB, scope: OperatorScope) {
  let query = db.selectFrom('operators');
  const search = scope.search;
  if (search) {
    query = query.where((eb) => eb.or([containsText(eb.ref('email'), search), containsText(eb.ref('name'), search)]));
  }
  if (scope.role) query = query.where('role', '=', scope.role);
  if (scope.active !== undefined) query = query.where('is_active', '=', scope.active ? 1 : 0);
  return query;
}

export type OperatorSort = 'email' | 'name' | 'role' | 'last_login_at';
const OPERATOR_SORT = {
  email: 'email',
  name: 'name',
  role: 'role',
  last_login_at: 'last_login_at',
} as const satisfies Record<OperatorSort, string>;

export async function findOperatorsPage(
  db: DB,
  scope: OperatorScope,
  sort: { column: OperatorSort; direction: 'asc' | 'desc' },
  page: number,
  perPage: number,
) {
  return findPage(scoped(db, scope), (all) => all.select(rowColumns), page, perPage, {
    columns: OPERATOR_SORT,
    ...sort,
    then: [['id', 'asc']],
  });
}

export const findOperatorRow = (db: DB, id: number) =>
  db.selectFrom('operators').select(rowColumns).where('id', '=', id).executeTakeFirst();

/**
 * Counts the active admins and locks their rows until the transaction ends (a no-op update, as
 * both databases lock what they update): two admins demoting or deactivating each other at once
 * take turns, and the second sees the first's change, so the back office keeps an admin.
 */
export async function lockActiveAdmins(db: DB): Promise<number> {
  const rows = await db
    .updateTable('operators')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .returning('id')
    .execute();
  return rows.length;
}

export async function setPasswordToken(db: DB, id: number, tokenHash: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_token_hash: tokenHash, password_token_expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export const findOperatorByTokenHash = (db: DB, tokenHash: string) =>
  db.selectFrom('operators').selectAll().where('password_token_hash', '=', tokenHash).executeTakeFirst();

/**
 * Sets the password of the link's operator and forgets the link, in one statement that only
 * the first of two parallel uses of the link wins.
 */
export async function usePasswordToken(db: DB, id: number, tokenHash: string, passwordHash: string) {
  const result = await db
    .updateTable('operators')
    .set({ password_hash: passwordHash, password_token_hash: null, password_token_expires_at: null })
    .where('id', '=', id)
    .where('password_token_hash', '=', tokenHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setOperatorRole(db: DB, id: number, role: OperatorRole): Promise<void> {
  await db.updateTable('operators').set({ role }).where('id', '=', id).execute();
}

/** A deactivated operator cannot sign in, and no link of theirs sets a password any more. */
export async function deactivateOperator(db: DB, id: number): Promise<void> {
  await db
    .updateTable('operators')
    .set({ is_active: 0, password_token_hash: null, password_token_expires_at: null })
    .where('id', '=', id)
    .execute();
}

/** Forgets the TOTP secret (and a pending one): the next sign-in enrols a new authenticator. */
export async function clearTotp(db: DB, id: number): Promise<void> {
  await db
    .updateTable('operators')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
    .where('id', '=', id)
    .execute();
}
