import { expect, it } from 'vitest';
import { createDatabase } from '../../../src/db/database.js';
import { systemClock } from '../../../src/lib/clock.js';
import { claimDue } from '../../../src/modules/message-queue/message-queue.repository.js';
import { enqueueMessage } from '../../../src/modules/message-queue/message-queue.service.js';
import { demoDatabase, startServer } from './server-process.js';

interface OutboxItem {
  to: string;
  subject: string | null;
}

it('delivers after a restart what a killed server had enqueued or was sending', async () => {
  // The state a process leaves when killed between a change's commit and the sending, and in
  // the middle of a send: one message waiting, one claimed by a worker that is gone.
  const file = await demoDatabase(async (db) => {
    const mail = (to: string) => ({ channel: 'email' as const, to, subject: 'Po awarii', text: 'Treść' });
    await db.transaction().execute((trx) => enqueueMessage(trx, systemClock, mail('czekajaca@demo.pl')));
    await db.transaction().execute((trx) => enqueueMessage(trx, systemClock, mail('w-trakcie@demo.pl')));
    const now = new Date();
    const [, inFlight] = await db.selectFrom('message_queue').select('id').orderBy('id').execute();
    // Claimed a moment ago, for a moment: its claim runs out while the new server polls.
    const until = new Date(now.getTime() + 1_000).toISOString();
    await db
      .updateTable('message_queue')
      .set({ claimed_by: 'killed', claimed_until: until })
      .where('id', '=', inFlight!.id)
      .execute();
  });
  const server = await startServer(file);
  try {
    const recipients = async () => {
      const { items } = (await (await fetch(`${server.url}/dev/outbox`)).json()) as { items: OutboxItem[] };
      return items
        .filter((item) => item.subject === 'Po awarii')
        .map((item) => item.to)
        .sort();
    };
    // At once the waiting one; the claimed one once its claim ran out, at the next poll.
    await expect
      .poll(recipients, { timeout: 20_000, interval: 200 })
      .toEqual(['czekajaca@demo.pl', 'w-trakcie@demo.pl']);
  } finally {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }
  const db = createDatabase(`file:${file}`);
  try {
    const rows = await db.selectFrom('message_queue').select(['status', 'claimed_by']).execute();
    expect(rows).toEqual([
      { status: 'sent', claimed_by: null },
      { status: 'sent', claimed_by: null },
    ]);
    // Nothing is left for another process to send a second time.
    expect(
      await claimDue(
        db,
        'late',
        new Date(Date.now() + 3_600_000).toISOString(),
        new Date(Date.now() + 7_200_000).toISOString(),
        10,
      ),
    ).toEqual([]);
  } finally {
    await db.destroy();
  }
}, 60_000);
