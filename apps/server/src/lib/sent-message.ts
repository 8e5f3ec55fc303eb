/** A message the portal sent, as handed to whoever keeps a copy of it (outside production, the outbox). */
export interface SentMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
}

/**
 * Where the mailer and the SMS gateway hand a copy of what they send. It is passed in by whoever
 * builds them, so the senders stay plain library code that knows nothing of the tables behind it.
 */
export type KeepMessage = (message: SentMessage) => Promise<void>;
