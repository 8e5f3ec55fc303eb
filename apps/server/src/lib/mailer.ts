import nodemailer from 'nodemailer';
import type { DB } from '../db/database.js';
import { addToOutbox } from '../modules/outbox/outbox.repository.js';
import type { Clock } from './clock.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go, when not to the sender (MAIL_FROM). */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

interface MailerOptions {
  db: DB;
  clock: Clock;
  from: string;
  /** smtp://user:pass@host:port; without it nothing leaves the machine. */
  smtpUrl?: string | undefined;
  /** Outside production every message is also kept in the outbox. */
  keepInOutbox: boolean;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
      if (options.keepInOutbox) {
        await addToOutbox(options.db, {
          channel: 'email',
          to: mail.to,
          subject: mail.subject,
          body: mail.text,
          created_at: options.clock.now().toISOString(),
        });
      }
    },
  };
}
