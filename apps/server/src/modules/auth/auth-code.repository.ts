import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

export async function insertAuthCode(
  db: DB,
  values: { phone: string; codeHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('auth_codes')
    .values({
      phone: values.phone,
      code_hash: values.codeHash,
      attempts: 0,
      created_at: values.now,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Retires every code of a phone that was not used, so only the newest one works. */
export async function retireAuthCodes(db: DB, phone: string, now: string): Promise<void> {
  await db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .execute();
}

/** The phone's newest code that is neither used nor expired. */
export function findLiveAuthCode(db: DB, phone: string, now: string) {
  return db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Counts one try against the code, atomically, and says whether the code still had a try left.
 * Parallel guesses each take a try of their own, so five is five however they are sent.
 */
export async function takeAttempt(db: DB, id: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the code used; false when another request used it first. */
export async function useAuthCode(db: DB, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findUserByPhone(db: DB, phone: string) {
  return db.selectFrom('users').select(['id', 'is_active', 'company_id']).where('phone', '=', phone).executeTakeFirst();
}
