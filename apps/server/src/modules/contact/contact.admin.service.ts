import type { AdminContactMessage, contactMessagesQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import { findContactMessage, findContactMessagesPage, markHandled } from './contact.repository.js';
import { adminPageOf, sortOf } from '../../lib/paging.js';

type Row = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

const iso = (time: string | null) => time && new Date(time).toISOString();

const messageOf = (row: Row): AdminContactMessage => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  sap: row.sap,
  subject: row.subject,
  body: row.body,
  created_at: new Date(row.created_at).toISOString(),
  handled_at: iso(row.handled_at),
  handled_by: row.handled_by,
  user_id: row.user_id,
});

/** The contact messages (docs/product/back-office.md, screen 11), newest first unless sorted otherwise. */
export async function listContactMessages(db: DB, query: z.output<typeof contactMessagesQuerySchema>) {
  const sort = sortOf(query, { column: 'created_at', direction: 'desc' });
  const { rows, total } = await findContactMessagesPage(
    db,
    { search: query.search, handled: query.handled },
    sort,
    query.page,
    query.per_page,
  );
  return adminPageOf(rows.map(messageOf), total, query);
}

/**
 * Marks a message handled, audited as `contact.handled`. Marking it again changes nothing and
 * leaves no second row: the message keeps who handled it first.
 */
export async function handleContactMessage(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  id: number,
): Promise<AdminContactMessage> {
  await db.transaction().execute(async (trx) => {
    const message = await findContactMessage(trx, id);
    if (!message) throw new NotFoundError('Nie ma takiej wiadomości.');
    const now = clock.now().toISOString();
    if (!(await markHandled(trx, id, actor.operatorId, now))) return;
    await record(
      trx,
      clock,
      actor,
      'contact.handled',
      { type: 'contact_message', id },
      {
        subject: message.subject,
        before: { handled: false },
        after: { handled: true },
      },
    );
  });
  const message = await findContactMessage(db, id);
  if (!message) throw new NotFoundError('Nie ma takiej wiadomości.');
  return messageOf(message);
}
