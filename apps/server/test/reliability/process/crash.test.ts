import type { OrderQuestionAnswer } from '@portal/contract';
import { expect, it } from 'vitest';
import { createDatabase } from '../../../src/db/database.js';
import { systemClock } from '../../../src/lib/clock.js';
import { post } from '../../../src/modules/ledger/ledger.service.js';
import { demoDatabase, HttpClient, startServer } from './server-process.js';

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
