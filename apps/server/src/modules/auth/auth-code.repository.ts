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

export function findUserByPhone(db: DB, phone: string) {
  return db.selectFrom('users').select(['id', 'is_active', 'company_id']).where('phone', '=', phone).executeTakeFirst();
}
