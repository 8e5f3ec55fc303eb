import nodemailer from 'nodemailer';
import type { KeepMessage } from './sent-message.js';

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
  from: string;
  /** smtp://user:pass@host:port; without it nothing leaves the machine. */
  smtpUrl?: string | undefined;
  /** Outside production every message is also kept (in the outbox); absent, nothing is kept. */
  keep?: KeepMessage | undefined;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
      await options.keep?.({ channel: 'email', to: mail.to, subject: mail.subject, body: mail.text });
    },
  };
}
