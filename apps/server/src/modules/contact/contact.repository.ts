import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { ContactMessageTable } from '../../db/schema.js';
import { containsText } from '../../lib/search.js';
import { findPage } from '../../lib/paging.js';

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

export interface ContactMessageScope {
  /** In the e-mail or the subject. */
  search?: string | undefined;
  handled?: boolean | undefined;
}

function scopedMessages(db: DB, scope: ContactMessageScope) {
  let query = db.selectFrom('contact_messages');
  const search = scope.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('contact_messages.email'), search),
        containsText(eb.ref('contact_messages.subject'), search),
      ]),
    );
  }
  if (scope.handled !== undefined) {
    query = query.where('contact_messages.handled_at', scope.handled ? 'is not' : 'is', null);
  }
  return query;
}

const messageColumns = [
  'contact_messages.id',
  'contact_messages.email',
  'contact_messages.phone',
  'contact_messages.sap',
  'contact_messages.subject',
  'contact_messages.body',
  'contact_messages.created_at',
  'contact_messages.handled_at',
  'operators.email as handled_by',
  'contact_messages.user_id',
] as const;

export type ContactMessageSort = 'created_at' | 'email' | 'subject' | 'handled_at';
const MESSAGE_SORT = {
  created_at: 'contact_messages.created_at',
  email: 'contact_messages.email',
  subject: 'contact_messages.subject',
  handled_at: 'contact_messages.handled_at',
} as const satisfies Record<ContactMessageSort, string>;

export async function findContactMessagesPage(
  db: DB,
  scope: ContactMessageScope,
  sort: { column: ContactMessageSort; direction: 'asc' | 'desc' },
  page: number,
  perPage: number,
) {
  return findPage(
    scopedMessages(db, scope).leftJoin('operators', 'operators.id', 'contact_messages.handled_by'),
    (all) => all.select(messageColumns),
    page,
    perPage,
    { columns: MESSAGE_SORT, ...sort, then: [['contact_messages.id', 'same']] },
  );
}

export const findContactMessage = (db: DB, id: number) =>
  db
    .selectFrom('contact_messages')
    .leftJoin('operators', 'operators.id', 'contact_messages.handled_by')
    .select(messageColumns)
    .where('contact_messages.id', '=', id)
    .executeTakeFirst();

/** Marks a message handled once: a second mark keeps the first operator and time. */
export async function markHandled(db: DB, id: number, operatorId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ handled_at: now, handled_by: operatorId })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
