import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { appPerTest, buildTestApp } from '../../../test/build-app.js';
import { TestClient } from '../../../test/client.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import type { SmsGateway } from '../../lib/sms.js';
import { claimDue, markSent } from './message-queue.repository.js';
import {
  enqueueMessage,
  MAX_ATTEMPTS,
  MessageWorker,
  type QueuedMessage,
  retryDelayMs,
} from './message-queue.service.js';

const t = appPerTest();

const RESET_MAIL: QueuedMessage = {
  channel: 'email',
  to: 'jan.nowak@demo.pl',
  subject: 'Zmiana hasła',
  text: 'Twój link: https://portal/zmiana-hasla/SEKRET',
  html: '<p>Twój link</p>',
};

/** A mailer that keeps what it was given; `failures` first sends throw as a mail server that is down. */
function countingMailer(failures = 0): Mailer & { sent: Mail[] } {
  let left = failures;
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      // A moment on the wire, so two workers' passes overlap.
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (left-- > 0) throw new Error('SMTP is down');
      sent.push(mail);
    },
  };
}

function countingSms(): SmsGateway & { sent: [string, string][] } {
  const sent: [string, string][] = [];
  return {
    sent,
    send: async (phone, text) => {
      sent.push([phone, text]);
    },
  };
}

function recordingLog() {
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() };
  return Object.assign(log as unknown as FastifyBaseLogger, {
    calls: () => JSON.stringify([log.warn.mock.calls, log.error.mock.calls]),
  });
}

function worker(mailer: Mailer, options: { sms?: SmsGateway; log?: FastifyBaseLogger; batchSize?: number } = {}) {
  return new MessageWorker({
    db: t.db,
    clock: t.clock,
    mailer,
    sms: options.sms ?? countingSms(),
    log: options.log ?? recordingLog(),
    batchSize: options.batchSize ?? 10,
  });
}

const enqueue = (message: QueuedMessage = RESET_MAIL) =>
  t.db.transaction().execute((trx) => enqueueMessage(trx, t.clock, message));

const queued = () => t.db.selectFrom('message_queue').selectAll().orderBy('id').execute();

describe('the message queue', () => {
  it('sends nothing that a rolled-back change enqueued', async () => {
    const mailer = countingMailer();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueMessage(trx, t.clock, RESET_MAIL);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await worker(mailer).drain()).toBe(0);
    expect(mailer.sent).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('sends a message once, marks it sent and keeps no text of it', async () => {
    const mailer = countingMailer();
    const sms = countingSms();
    await enqueue();
    await enqueue({ channel: 'sms', to: '500100201', text: 'Partner Plus: kod 123456' });
    t.clock.advance(1000);

    const sender = worker(mailer, { sms });
    expect(await sender.drain()).toBe(2);
    expect(await sender.drain()).toBe(0);
    expect(await worker(countingMailer()).drain()).toBe(0);

    expect(mailer.sent).toEqual([
      { to: 'jan.nowak@demo.pl', subject: 'Zmiana hasła', text: RESET_MAIL.text, html: '<p>Twój link</p>' },
    ]);
    expect(sms.sent).toEqual([['500100201', 'Partner Plus: kod 123456']]);
    const rows = await queued();
    expect(rows.map((row) => [row.status, row.attempts, row.sent_at, row.body, row.html, row.claimed_by])).toEqual([
      ['sent', 0, '2025-09-01T10:00:01.000Z', '', null, null],
      ['sent', 0, '2025-09-01T10:00:01.000Z', '', null, null],
    ]);
    expect(rows[0]).toMatchObject({ channel: 'email', recipient: 'jan.nowak@demo.pl', subject: 'Zmiana hasła' });
  });

  it('tries a failed send again after 30 s, then after 1 min, and sends it then', async () => {
    const mailer = countingMailer(2);
    const log = recordingLog();
    const sender = worker(mailer, { log });
    await enqueue();

    expect(await sender.drain()).toBe(0);
    expect(await queued()).toMatchObject([
      { status: 'pending', attempts: 1, next_attempt_at: '2025-09-01T10:00:30.000Z', last_error: 'SMTP is down' },
    ]);
    // Not due yet: nothing is tried.
    t.clock.advance(29_000);
    expect(await sender.drain()).toBe(0);
    expect((await queued())[0]?.attempts).toBe(1);

    t.clock.advance(1_000);
    expect(await sender.drain()).toBe(0);
    expect(await queued()).toMatchObject([
      { status: 'pending', attempts: 2, next_attempt_at: '2025-09-01T10:01:30.000Z', claimed_by: null },
    ]);

    t.clock.advance(60_000);
    expect(await sender.drain()).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    expect(await queued()).toMatchObject([{ status: 'sent', attempts: 2, sent_at: '2025-09-01T10:01:30.000Z' }]);
    // The log says which message and why, never what it says.
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.calls()).toContain('SMTP is down');
    expect(log.calls()).not.toContain('SEKRET');
  });

  it(`gives a message up after ${MAX_ATTEMPTS} failed attempts, and keeps no text of it`, async () => {
    const log = recordingLog();
    const sender = worker(countingMailer(Infinity), { log });
    await enqueue();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sender.drain()).toBe(0);
      t.clock.advance(retryDelayMs(attempt));
    }
    expect(await queued()).toMatchObject([{ status: 'failed', attempts: MAX_ATTEMPTS, body: '', html: null }]);
    expect(await sender.drain()).toBe(0);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.calls()).not.toContain('SEKRET');
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });

  it('lets another worker send what a crashed one had claimed, once its claim ran out, and only once', async () => {
    const mailer = countingMailer();
    await enqueue();
    const crashed = worker(mailer);
    const now = t.clock.now();
    const until = new Date(now.getTime() + crashed.leaseMs).toISOString();
    // The crashed worker claimed the message and died before sending it.
    const [claimed] = await claimDue(t.db, crashed.id, now.toISOString(), until, 10);
    expect(claimed?.recipient).toBe('jan.nowak@demo.pl');

    const other = worker(mailer);
    expect(await other.drain()).toBe(0);
    t.clock.advance(crashed.leaseMs - 1);
    expect(await other.drain()).toBe(0);
    t.clock.advance(1);
    expect(await other.drain()).toBe(1);
    expect(await other.drain()).toBe(0);
    expect(mailer.sent).toHaveLength(1);
    // Had the first one lived on and sent, its claim would not mark the message again.
    expect(await markSent(t.db, claimed?.id ?? 0, crashed.id, t.clock.now().toISOString())).toBe(false);
    expect(await queued()).toMatchObject([{ status: 'sent', claimed_by: null }]);
  });

  it('sends each message exactly once when two workers drain the queue at once', async () => {
    const MESSAGES = 40;
    for (let index = 0; index < MESSAGES; index++) {
      await enqueue({ ...RESET_MAIL, to: `osoba${index}@demo.pl` });
    }
    const mailer = countingMailer();
    const [first, second] = await Promise.all([
      worker(mailer, { batchSize: 3 }).drain(),
      worker(mailer, { batchSize: 3 }).drain(),
    ]);
    expect(first + second).toBe(MESSAGES);
    const recipients = mailer.sent.map((mail) => mail.to);
    expect(new Set(recipients).size).toBe(MESSAGES);
    expect(recipients).toHaveLength(MESSAGES);
    expect((await queued()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('gives back what it claimed and had not sent when it stops', async () => {
    await enqueue({ ...RESET_MAIL, to: 'pierwszy@demo.pl' });
    await enqueue({ ...RESET_MAIL, to: 'drugi@demo.pl' });
    let stopping: Promise<void> | undefined;
    const sender = worker({
      send: async () => {
        // The process is told to stop while the first message is on its way.
        stopping ??= sender.stop();
      },
    });
    await sender.drain();
    await stopping;
    expect((await queued()).map((row) => [row.recipient, row.status, row.claimed_by])).toEqual([
      ['pierwszy@demo.pl', 'sent', null],
      ['drugi@demo.pl', 'pending', null],
    ]);
    // Another process takes it at once, without waiting for the claim to run out.
    expect(await worker(countingMailer()).drain()).toBe(1);
  });
});

describe('the server’s worker', () => {
  it('sends what a request enqueued as soon as it answers, without waiting for the next poll', async () => {
    const server = await buildTestApp({}, { messageDelivery: 'background' });
    try {
      server.app.messageQueue.start();
      await new TestClient(server.app).post('/api/remind-password', { email: 'karta@demo.pl' });
      await vi.waitFor(
        async () => {
          const outbox = await server.db.selectFrom('outbox').select('recipient').execute();
          expect(outbox).toEqual([{ recipient: 'karta@demo.pl' }]);
        },
        { timeout: 2_000, interval: 20 },
      );
    } finally {
      await server.close();
    }
  });
});
