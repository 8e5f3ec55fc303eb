import type { DB } from '../src/db/database.js';

export interface SentMessage {
  channel: 'email' | 'sms';
  /** An e-mail address or a nine-digit phone number. */
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/**
 * What the server sent through the outbox (every e-mail and SMS outside production), oldest first:
 * to one recipient, on one channel, or all of it. The tests build their apps to send a request's
 * messages before it answers, so the outbox is complete right after the request.
 */
export async function sentMessages(
  test: { db: DB },
  filter: { to?: string; channel?: 'email' | 'sms' } = {},
): Promise<SentMessage[]> {
  let query = test.db.selectFrom('outbox').select(['channel', 'recipient', 'subject', 'body', 'created_at']);
  if (filter.to !== undefined) query = query.where('recipient', '=', filter.to);
  if (filter.channel !== undefined) query = query.where('channel', '=', filter.channel);
  const rows = await query.orderBy('id').execute();
  return rows.map(({ recipient, ...rest }) => ({ ...rest, to: recipient }));
}
