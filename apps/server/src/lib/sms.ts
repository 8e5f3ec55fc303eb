import type { DB } from '../db/database.js';
import { addToOutbox } from '../modules/outbox/outbox.repository.js';
import type { Clock } from './clock.js';

/** Sends a text message to a Polish nine-digit phone number. */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

/** Keeps messages in the outbox instead of sending them: development and tests. */
export function outboxSmsGateway(db: DB, clock: Clock): SmsGateway {
  return {
    async send(phone, text) {
      await addToOutbox(db, {
        channel: 'sms',
        to: phone,
        subject: null,
        body: text,
        created_at: clock.now().toISOString(),
      });
    },
  };
}
