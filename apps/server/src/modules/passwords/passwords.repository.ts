import type { DB } from '../../db/database.js';

export async function findUserByEmail(db: DB, email: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'is_active'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row && { ...row, is_active: row.is_active === 1 };
}

/** Ends every link of the user that has not been used yet. */
export async function deleteUnusedResets(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function insertReset(
  db: DB,
  values: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

/** A link by the hash of its token, with the e-mail and state of its user. */
export async function findResetByTokenHash(db: DB, tokenHash: string) {
  const row = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.id',
      'password_resets.user_id',
      'password_resets.expires_at',
      'password_resets.used_at',
      'users.email',
      'users.is_active',
    ])
    .where('password_resets.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { ...row, is_active: row.is_active === 1 };
}

/**
 * Marks a link used, only if it is still unused and unexpired; says whether it did. Of two
 * simultaneous resets with one link, only one gets true.
 */
export async function markResetUsed(db: DB, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPasswordHash(db: DB, userId: number, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
