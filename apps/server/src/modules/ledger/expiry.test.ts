import type { AccountPoints, AccountTransaction, OrderQuestionAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { expectLotsMatchBalances } from '../../../test/lots.js';
import { staffClients } from '../../../test/staff.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { expireDueLots } from './expiry.service.js';

const t = appPerTest();
const DAY = 86_400_000;

/*
 * The demo: sprzedawca@demo.pl holds 100 points of the pool's last edition, shared 2 days before
 * seeding (30.08.2025), whose last day is 5 days after seeding (06.09.2025).
 */

const seller = () => loginAs(t.app, 'sprzedawca@demo.pl');
const points = async (client: TestClient) =>
  (await client.get('/api/account-points')).json<{ points: AccountPoints }>().points;
const newest = async (client: TestClient) =>
  (await client.get('/api/account-transactions-history')).json<{ items: { data: AccountTransaction[] } }>().items
    .data[0]!;
const orderTopUp = async (client: TestClient, value: number) => {
  const { question } = (await client.get('/api/orders')).json<OrderQuestionAnswer>();
  return client.post('/api/orders', { value, userAnswer: question.answers[0]?.id });
};

describe('expiry', () => {
  it('takes a lot’s points from 00:00 after its last day, once, explained by the day it was credited', async () => {
    expect(await points(await seller())).toMatchObject({
      available: 1250,
      expiring_30: 100,
      expiring: expect.arrayContaining([{ date: '2025-09-06', points: 100 }]),
    });
    // On its last day nothing expires yet.
    t.clock.advance(5 * DAY);
    expect(await expireDueLots(t.db, t.clock)).toBe(0);
    t.clock.advance(DAY);
    const admin = staffClients(t).admin;
    const run = await admin.post('/api/admin/points/jobs/expiry/run');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().run).toEqual({ job: 'expiry', processed: 1 });
    const client = await seller();
    expect(await points(client)).toMatchObject({ available: 1150 });
    expect(await newest(client)).toMatchObject({
      value: -100,
      state: 'available',
      source_type: 'expiry',
      explanation: 'Wygaśnięcie punktów z 30.08.2025',
    });
    // The account page's "Wykorzystane" counts them: "w tym wygasłe: 100 pkt".
    expect((await client.get('/api/account')).json()).toMatchObject({
      transactions_expired_sum: 100,
      pending_points: 200,
      debt_points: 0,
    });
    expect((await admin.post('/api/admin/points/jobs/expiry/run')).json().run.processed).toBe(0);
    await expectLotsMatchBalances(t.db);
  });

  it('expires overdue points before a spend, so a late job never lets them be spent', async () => {
    t.clock.advance(6 * DAY);
    const client = await seller();
    // 1250 on the books, 100 of them past: 1200 cannot be ordered, 1150 can.
    const refused = await orderTopUp(client, 1200);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('value');
    expect((await orderTopUp(client, 1150)).statusCode).toBe(200);
    expect(await points(client)).toMatchObject({ available: 0 });
    const history = (await client.get('/api/account-transactions-history')).json<{
      items: { data: AccountTransaction[] };
    }>().items.data;
    expect(history.slice(0, 2).map((item) => [item.source_type, item.value])).toEqual([
      ['top_up_order', -1150],
      ['expiry', -100],
    ]);
    await expectLotsMatchBalances(t.db);
  });

  it('expires each lot once when two runs go at the same moment', async () => {
    t.clock.advance(6 * DAY);
    const [first, second] = await Promise.all([expireDueLots(t.db, t.clock), expireDueLots(t.db, t.clock)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const expiries = await t.db
      .selectFrom('point_entries')
      .select('amount')
      .where('source_type', '=', 'expiry')
      .execute();
    expect(expiries).toEqual([{ amount: -100 }]);
    await expectLotsMatchBalances(t.db);
  });

  it('expires at once what a refund gives back to a lot past its last day', async () => {
    const client = await seller();
    // The order takes the soonest-expiring points first: the 100 that end on 06.09.2025.
    expect((await orderTopUp(client, 100)).statusCode).toBe(200);
    const order = await t.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    t.clock.advance(6 * DAY);
    await changeOrderStatus(t.db, t.clock, order.id, 'rejected');
    const after = await seller();
    expect(await points(after)).toMatchObject({ available: 1150 });
    const history = (await after.get('/api/account-transactions-history')).json<{
      items: { data: AccountTransaction[] };
    }>().items.data;
    expect(history.slice(0, 2).map((item) => [item.source_type, item.value])).toEqual([
      ['expiry', -100],
      ['refund', 100],
    ]);
    await expectLotsMatchBalances(t.db);
  });
});
