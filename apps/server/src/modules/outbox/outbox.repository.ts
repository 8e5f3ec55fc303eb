import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { KeepMessage } from '../../lib/sent-message.js';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

async function addToOutbox(db: DB, message: OutboxMessage): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      created_at: message.created_at,
    })
    .execute();
}

/** What the mailer and the SMS gateway are handed outside production: each message into the outbox. */
export function keepInOutbox(db: DB, clock: Clock): KeepMessage {
  return (message) => addToOutbox(db, { ...message, created_at: clock.now().toISOString() });
}

export async function latestOutbox(db: DB, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ recipient, ...rest }) => ({ ...rest, to: recipient }));
}
