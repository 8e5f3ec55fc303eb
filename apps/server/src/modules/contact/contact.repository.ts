import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { ContactMessageTable } from '../../db/schema.js';

export async function insertCaptcha(
  db: DB,
  captcha: { id: string; answerHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('captchas')
    .values({ id: captcha.id, answer_hash: captcha.answerHash, expires_at: captcha.expiresAt })
    .execute();
}

/** Removes a captcha and gives back what it held, in one statement: each captcha answers once. */
export function takeCaptcha(db: DB, id: string) {
  return db.deleteFrom('captchas').where('id', '=', id).returning(['answer_hash', 'expires_at']).executeTakeFirst();
}

export async function deleteCaptcha(db: DB, id: string): Promise<void> {
  await db.deleteFrom('captchas').where('id', '=', id).execute();
}

export async function deleteExpiredCaptchas(db: DB, now: string): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
}

/** The logged-in sender: their e-mail, phone and the SAP of the session's company. */
export function findSender(db: DB, userId: number, companyId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companies', (join) => join.on('companies.id', '=', companyId))
    .select(['users.id', 'users.email', 'users.phone', 'users.first_name', 'users.last_name', 'companies.sap'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function insertContactMessage(db: DB, message: Insertable<ContactMessageTable>): Promise<number> {
  const row = await db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
