import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/database.js';
import { type Clock, realTimeOf } from '../../lib/clock.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import type { SmsGateway } from '../../lib/sms.js';
import {
  type ClaimedMessage,
  claimDue,
  insertQueued,
  markAttemptFailed,
  markSent,
  releaseClaims,
} from './message-queue.repository.js';

/**
 * E-mails and text messages that follow a change go through a table written in the change's own
 * transaction: a change that rolls back sends nothing, one that commits sends its messages even
 * if the process dies a moment later (docs/decisions/0022-message-queue.md).
 */
export type QueuedMessage =
  ({ channel: 'email' } & Omit<Mail, 'replyTo'>) | { channel: 'sms'; to: string; text: string };

let enqueued = 0;

/**
 * How many messages this process has enqueued so far. A request that sees the number change
 * between its start and its answer wakes the worker: its transactions have committed by then.
 */
export const enqueuedSoFar = () => enqueued;

/**
 * Writes the message in the caller's transaction; the worker sends it once that commits. The
 * queue runs on real time (ADR 0059): a message written while the programme clock is ahead is
 * due at once, not when real time reaches the programme's.
 */
export async function enqueueMessage(trx: DB, clock: Clock, message: QueuedMessage): Promise<void> {
  const now = realTimeOf(clock).now().toISOString();
  await insertQueued(trx, {
    channel: message.channel,
    recipient: message.to,
    subject: message.channel === 'email' ? message.subject : null,
    body: message.text,
    html: message.channel === 'email' ? (message.html ?? null) : null,
    next_attempt_at: now,
    created_at: now,
  });
  enqueued++;
}

/** Attempts per message before it is given up (status failed). */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min… doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

export interface MessageWorkerOptions {
  db: DB;
  clock: Clock;
  mailer: Mailer;
  sms: SmsGateway;
  log: FastifyBaseLogger;
  /** Messages claimed at once. */
  batchSize?: number;
  /** How long one send may take before it counts as failed. */
  sendTimeoutMs?: number;
  /** How often a started worker looks for due messages without being woken. */
  pollMs?: number;
}

/**
 * Claims due messages, sends each through the mailer or the SMS gateway and marks it sent; a
 * failed send is tried again later, each time after twice the wait. Its claim lasts longer than
 * the whole batch may take, so while this worker lives no other one takes its messages; if it
 * dies, they become claimable again when the claim runs out.
 */
export class MessageWorker {
  readonly id = `${os.hostname().slice(0, 30)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly batchSize: number;
  private readonly sendTimeoutMs: number;
  private readonly pollMs: number;
  /** The passes one after another: a pass started after a commit sees what it wrote. */
  private running: Promise<unknown> = Promise.resolve();
  /** A pass asked for and not yet begun: whoever asks now is served by it too. */
  private next: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private stopped = false;

  constructor(private readonly options: MessageWorkerOptions) {
    this.batchSize = options.batchSize ?? 10;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
    this.pollMs = options.pollMs ?? 5_000;
  }

  /** How long a claim lasts: every message of a batch taking its longest, and a minute to spare. */
  get leaseMs(): number {
    return this.batchSize * this.sendTimeoutMs + 60_000;
  }

  /**
   * Sends every message due now, claimed by nobody alive; resolves with how many were sent.
   * Tests call it to deliver what a change enqueued, deterministically.
   */
  drain(): Promise<number> {
    if (this.next) return this.next;
    const pass = this.running.then(() => {
      this.next = undefined;
      return this.sendDue();
    });
    this.next = pass;
    this.running = pass.catch(() => undefined);
    return pass;
  }

  /** Starts looking for due messages every pollMs (and at once: what a stopped process left). */
  start(): void {
    if (this.polling || this.stopped) return;
    this.polling = true;
    this.poll();
  }

  /** Right after a transaction that enqueued has committed: send without waiting for the next poll. */
  wake(): void {
    if (!this.polling || this.stopped) return;
    this.drain().catch((error: unknown) => this.options.log.error({ err: error }, 'message queue pass failed'));
  }

  /** Stops polling and waits for the message being sent; claimed messages not yet sent are given back. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.polling = false;
    clearTimeout(this.timer);
    await this.running;
  }

  private poll(): void {
    this.drain()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'message queue pass failed'))
      .finally(() => {
        if (this.polling) this.timer = setTimeout(() => this.poll(), this.pollMs);
      });
  }

  private async sendDue(): Promise<number> {
    const { db, clock } = this.options;
    let sent = 0;
    while (!this.stopped) {
      const now = clock.now();
      const until = new Date(now.getTime() + this.leaseMs).toISOString();
      const batch = await claimDue(db, this.id, now.toISOString(), until, this.batchSize);
      if (batch.length === 0) break;
      for (const [index, message] of batch.entries()) {
        if (this.stopped) {
          await releaseClaims(
            db,
            batch.slice(index).map((rest) => rest.id),
            this.id,
          );
          break;
        }
        if (await this.sendOne(message)) sent++;
      }
    }
    return sent;
  }

  private async sendOne(message: ClaimedMessage): Promise<boolean> {
    const { db, clock, log } = this.options;
    try {
      await this.withTimeout(this.deliver(message));
    } catch (error) {
      const attempts = message.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(clock.now().getTime() + retryDelayMs(attempts)).toISOString();
      const reason = error instanceof Error ? error.message : String(error);
      await markAttemptFailed(db, message.id, this.id, attempts, retryAt, reason);
      // Never the text: it may carry a link or a code.
      const details = { messageId: message.id, channel: message.channel, attempts, error: reason.slice(0, 500) };
      if (giveUp) log.error(details, 'message given up after its last attempt');
      else log.warn({ ...details, retryAt }, 'message not sent, trying again later');
      return false;
    }
    if (!(await markSent(db, message.id, this.id, clock.now().toISOString()))) {
      log.warn({ messageId: message.id }, 'message sent after its claim had run out');
    }
    return true;
  }

  private deliver(message: ClaimedMessage): Promise<void> {
    if (message.channel === 'sms') return this.options.sms.send(message.recipient, message.body);
    return this.options.mailer.send({
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
      ...(message.html === null ? {} : { html: message.html }),
    });
  }

  private async withTimeout(sending: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.sendTimeoutMs} ms`)), this.sendTimeoutMs);
    });
    try {
      await Promise.race([sending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
