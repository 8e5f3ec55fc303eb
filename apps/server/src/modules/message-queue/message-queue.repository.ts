import type { ExpressionBuilder } from 'kysely';
import { type DB, onPostgres } from '../../db/database.js';
import type { Database, MessageQueueTable } from '../../db/schema.js';

export type QueuedRow = Pick<
  MessageQueueTable,
  'channel' | 'recipient' | 'subject' | 'body' | 'html' | 'next_attempt_at' | 'created_at'
>;

export async function insertQueued(db: DB, row: QueuedRow): Promise<void> {
  await db.insertInto('message_queue').values(row).execute();
}

export interface ClaimedMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  attempts: number;
}

/** Waiting, due, and not held by a live claim: a claim whose time has passed belongs to nobody. */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'message_queue'>) =>
  eb.and([
    eb('status', '=', 'pending'),
    eb('next_attempt_at', '<=', now),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]),
  ]);

const CLAIMED = ['id', 'channel', 'recipient', 'subject', 'body', 'html', 'attempts'] as const;

/**
 * Claims up to `limit` due messages for `claimant` until `until`. On PostgreSQL the rows are
 * locked and those another worker is claiming at this very moment are skipped (FOR UPDATE SKIP
 * LOCKED), so two workers never claim one row; SQLite has one writer at a time, so a single
 * UPDATE that picks and claims is already atomic.
 */
export async function claimDue(
  db: DB,
  claimant: string,
  now: string,
  until: string,
  limit: number,
): Promise<ClaimedMessage[]> {
  const claim = { claimed_by: claimant, claimed_until: until };
  let rows: ClaimedMessage[];
  if (onPostgres(db)) {
    rows = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('message_queue')
        .select('id')
        .where(claimable(now))
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      return trx
        .updateTable('message_queue')
        .set(claim)
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returning(CLAIMED)
        .execute();
    });
  } else {
    rows = await db
      .updateTable('message_queue')
      .set(claim)
      .where('id', 'in', (eb) =>
        eb.selectFrom('message_queue').select('id').where(claimable(now)).orderBy('id').limit(limit),
      )
      .returning(CLAIMED)
      .execute();
  }
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Records the message as sent and empties its text (a reset link or a code must not outlive its
 * sending in the table). Only the claim that sent it may: false when it was no longer ours.
 */
export async function markSent(db: DB, id: number, claimant: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('message_queue')
    .set({ status: 'sent', sent_at: now, body: '', html: null, claimed_by: null, claimed_until: null })
    .where('id', '=', id)
    .where('claimed_by', '=', claimant)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A failed attempt: try again at `retryAt`, or give up (status failed, the text emptied) when it is null. */
export async function markAttemptFailed(
  db: DB,
  id: number,
  claimant: string,
  attempts: number,
  retryAt: string | null,
  error: string,
): Promise<void> {
  await db
    .updateTable('message_queue')
    .set({
      attempts,
      last_error: error.slice(0, 500),
      claimed_by: null,
      claimed_until: null,
      ...(retryAt === null ? { status: 'failed', body: '', html: null } : { next_attempt_at: retryAt }),
    })
    .where('id', '=', id)
    .where('claimed_by', '=', claimant)
    .execute();
}

/** Gives claimed messages back at once (a stopping worker), so another process need not wait for the claim to run out. */
export async function releaseClaims(db: DB, ids: number[], claimant: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('message_queue')
    .set({ claimed_by: null, claimed_until: null })
    .where('id', 'in', ids)
    .where('claimed_by', '=', claimant)
    .execute();
}
