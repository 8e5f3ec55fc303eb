import type { OrderQuestionAnswer } from '@portal/contract';
import { expect, it } from 'vitest';
import { createDatabase } from '../../../src/db/database.js';
import { ManualClock, systemClock } from '../../../src/lib/clock.js';
import { addDays, warsawIsoDay } from '../../../src/lib/polish-time.js';
import { post, postCredits } from '../../../src/modules/ledger/ledger.service.js';
import { getSettings } from '../../../src/modules/programme/programme.service.js';
import { expectBooksReplay } from '../../lots.js';
import { demoDatabase, HttpClient, spawnServer, startServer } from './server-process.js';

const ORDERS = 1000;
const AT_ONCE = 25;
const SELLER = 'sprzedawca@demo.pl';

it('loses nothing answered and half-writes nothing when the process is killed during 1,000 orders', async () => {
  const file = await demoDatabase(async (db) => {
    const { id } = await db.selectFrom('users').select('id').where('email', '=', SELLER).executeTakeFirstOrThrow();
    await db.transaction().execute((trx) =>
      post(trx, systemClock, {
        kind: 'adjustment',
        actorId: null,
        edition: '2025',
        movements: [{ owner: { type: 'user', id }, amount: ORDERS * 50, description: 'Punkty do testu awarii' }],
      }),
    );
  });
  const server = await startServer(file);
  const client = new HttpClient(server.url);
  await client.logIn(SELLER);
  const drawn = (await (await client.request('GET', '/api/orders')).json()) as OrderQuestionAnswer;
  const userAnswer = drawn.question.answers[0]!.id;

  const answered: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ORDERS) {
      const key = `crash-${next++}`;
      try {
        const response = await client.request(
          'POST',
          '/api/orders',
          { value: 50, userAnswer },
          { 'idempotency-key': key },
        );
        if (response.status === 200) answered.push(key);
        // Kill it hard in the middle of the stream, with requests in flight.
        if (answered.length === 300) server.child.kill('SIGKILL');
      } catch {
        return; // The process is gone: this request's fate is unknown to the caller, as after a crash.
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  await server.exited;
  expect(answered.length).toBeGreaterThanOrEqual(300);
  expect(answered.length).toBeLessThan(ORDERS);

  // Back up on the same file: it opens, and what it holds is whole.
  const again = await startServer(file);
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);

  const db = createDatabase(`file:${file}`);
  try {
    const orders = await db
      .selectFrom('orders')
      .innerJoin('point_operations', 'point_operations.id', 'orders.operation_id')
      .select(['point_operations.idempotency_key', 'orders.value'])
      .execute();
    // The server keeps a caller's key under the caller's id: order:<user>:<key>.
    const keys = new Set(orders.map((order) => order.idempotency_key?.split(':').pop()));
    for (const key of answered) expect(keys.has(key), key).toBe(true);

    // Every order operation has its order and its one debit; nothing else.
    const operations = await db
      .selectFrom('point_operations')
      .leftJoin('orders', 'orders.operation_id', 'point_operations.id')
      .select(['point_operations.id', 'orders.id as order_id'])
      .where('point_operations.kind', '=', 'order')
      .execute();
    expect(operations.every((operation) => operation.order_id !== null)).toBe(true);
    expect(operations).toHaveLength(orders.length);
    const debits = await db
      .selectFrom('point_entries')
      .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('point_entries.amount').as('sum')])
      .where('point_operations.kind', '=', 'order')
      .executeTakeFirstOrThrow();
    expect(Number(debits.count)).toBe(orders.length);
    expect(Number(debits.sum)).toBe(-orders.reduce((sum, order) => sum + order.value, 0));

    const balances = await db.selectFrom('point_balances').selectAll().execute();
    const sums = await db
      .selectFrom('point_entries')
      .select(['owner_type', 'owner_id', (eb) => eb.fn.sum<number>('amount').as('sum')])
      .where('bucket', '=', 'available')
      .groupBy(['owner_type', 'owner_id'])
      .execute();
    for (const balance of balances) {
      const sum = sums.find((row) => row.owner_type === balance.owner_type && row.owner_id === balance.owner_id);
      expect(balance.balance).toBe(Number(sum?.sum ?? 0));
      expect(balance.balance).toBeGreaterThanOrEqual(0);
    }
  } finally {
    await db.destroy();
  }
}, 120_000);

const LOTS_EACH = 80;
const DAY = 86_400_000;

it('expires each lot once when the process is killed during the expiry job and another process runs it again', async () => {
  // Every participant gets 80 lots of 5 points credited 60 days ago that ended yesterday: the
  // expiry job every process runs at start has about 2,300 lots to expire, a holder per transaction.
  const yesterday = addDays(warsawIsoDay(new Date()), -1);
  let total = 0;
  const file = await demoDatabase(async (db) => {
    const settings = await getSettings(db);
    const policy = { ...settings, expiry_mode: 'edition' as const, points_expire_at: yesterday, expiry_min_days: 0 };
    const users = await db.selectFrom('users').select('id').where('is_active', '=', 1).execute();
    const explanation = 'Punkty do testu wygasania';
    const operations = users.flatMap((user) =>
      Array.from({ length: LOTS_EACH }, (_, index) => ({
        kind: 'adjustment' as const,
        actorId: null,
        edition: settings.edition,
        idempotencyKey: `crash-expiry:${user.id}:${index}`,
        policy,
        movements: [
          {
            owner: { type: 'user' as const, id: user.id },
            amount: 5,
            description: explanation,
            source: { type: 'adjustment' as const, explanation },
          },
        ],
      })),
    );
    total = operations.length;
    await db
      .transaction()
      .execute((trx) => postCredits(trx, new ManualClock(new Date(Date.now() - 60 * DAY)), operations));
  });

  const db = createDatabase(`file:${file}`);
  try {
    const expiries = async () =>
      Number(
        (
          await db
            .selectFrom('point_entries')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('source_type', '=', 'expiry')
            .executeTakeFirstOrThrow()
        ).count,
      );
    const first = await spawnServer(file);
    first.ready.catch(() => undefined);
    // Kill it hard as soon as the job has expired the lots of some holders, with others to go.
    const deadline = Date.now() + 90_000;
    while ((await expiries()) === 0) {
      if (Date.now() > deadline) throw new Error('The expiry job did not start');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = await expiries();
    expect(killedAt).toBeGreaterThan(0);
    expect(killedAt).toBeLessThan(total);
    // Whole holders only: the transaction the kill cut short left nothing behind.
    expect(killedAt % LOTS_EACH).toBe(0);

    // The dead process still holds the job's lease, which lasts 5 minutes; once it has run out
    // (moved to the past here instead of waiting), the next process's run at start takes the job.
    const lease = await db
      .selectFrom('point_jobs')
      .select(['leased_by', 'lease_until'])
      .where('job', '=', 'expiry')
      .executeTakeFirstOrThrow();
    expect(lease.leased_by).not.toBeNull();
    expect(new Date(lease.lease_until!).getTime()).toBeGreaterThan(Date.now());
    await db
      .updateTable('point_jobs')
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('job', '=', 'expiry')
      .execute();

    const second = await startServer(file);
    const overdue = () =>
      db
        .selectFrom('point_lots')
        .select('id')
        .where('state', '=', 'available')
        .where('remaining', '>', 0)
        .where('expires_at', '<', warsawIsoDay(new Date()))
        .execute();
    while ((await overdue()).length > 0) {
      if (Date.now() > deadline + 60_000) throw new Error('The second process did not expire the rest');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // Each lot expired once: one operation under its key, one entry of all its points.
    const lots = await db
      .selectFrom('point_lots')
      .select(['id', 'remaining', 'expired_at'])
      .where('expires_at', '=', yesterday)
      .execute();
    expect(lots).toHaveLength(total);
    expect(lots.every((lot) => lot.remaining === 0 && lot.expired_at !== null)).toBe(true);
    const expired = await db
      .selectFrom('point_operations')
      .leftJoin('point_entries', 'point_entries.operation_id', 'point_operations.id')
      .select(['point_operations.idempotency_key as key', 'point_entries.lot_id', 'point_entries.amount'])
      .where('point_operations.kind', '=', 'expiry')
      .execute();
    expect(expired).toHaveLength(total);
    expect(expired.every((row) => row.key === `expiry:${row.lot_id}` && row.amount === -5)).toBe(true);
    expect(new Set(expired.map((row) => row.lot_id)).size).toBe(total);
    await expectBooksReplay(db);
  } finally {
    await db.destroy();
  }
}, 180_000);
