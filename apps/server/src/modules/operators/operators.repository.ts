import type { DB } from '../../db/database.js';
import type { OperatorRole } from '../../db/schema.js';

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
