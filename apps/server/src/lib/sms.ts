import type { Config } from '../config.js';
import type { KeepMessage } from './sent-message.js';

/** Sends a text message to a Polish nine-digit phone number. */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

/** Keeps messages in the outbox instead of sending them: development and tests. */
function outboxSmsGateway(keep: KeepMessage): SmsGateway {
  return {
    async send(phone, text) {
      await keep({ channel: 'sms', to: phone, subject: null, body: text });
    },
  };
}

/**
 * SMSAPI.pl's HTTP interface (https://www.smsapi.pl/docs): a form POST with a bearer token,
 * answering JSON that carries `error` when the message was refused.
 */
export function smsapiGateway(options: { url: string; token: string; sender: string }): SmsGateway {
  return {
    async send(phone, text) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}` },
        body: new URLSearchParams({
          to: `48${phone}`,
          message: text,
          from: options.sender,
          encoding: 'utf-8',
          format: 'json',
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { error?: number; message?: string };
      if (!response.ok || answer.error) {
        throw new Error(`SMSAPI refused the message: ${response.status} ${answer.error ?? ''} ${answer.message ?? ''}`);
      }
    },
  };
}

export function createSmsGateway(config: Config, keep: KeepMessage): SmsGateway {
  switch (config.smsDriver) {
    case 'outbox':
      return outboxSmsGateway(keep);
    case 'smsapi':
      return smsapiGateway({ url: config.SMSAPI_URL, token: config.SMSAPI_TOKEN ?? '', sender: config.SMS_SENDER });
  }
}
