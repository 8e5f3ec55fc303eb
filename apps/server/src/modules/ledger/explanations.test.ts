import type { AccountTransaction, OrderQuestionAnswer, TransactionDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { placePrizeOrderFixture } from '../../../test/prize-order.js';
import { staffClients } from '../../../test/staff.js';
import { importPurchases } from '../purchases/purchases.service.js';
import { lineNumbers } from './explanations.js';

const t = appPerTest();
const staff = staffClients(t);

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** The newest item of the client's history. */
async function newest(client: TestClient): Promise<AccountTransaction> {
  const response = await client.get('/api/account-transactions-history');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { data: AccountTransaction[] } }>().items.data[0]!;
}
const detail = async (client: TestClient, id: number) => {
  const response = await client.get(`/api/account-transactions-history/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TransactionDetail & { success: true }>();
};
const today = () => t.clock.now().toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' }).padStart(10, '0');

describe('the explanation on every entry ("Skąd te punkty?")', () => {
  it('names a threshold’s product, pieces, import day and the file’s lines, and lists the purchases behind it', async () => {
    // karta@demo.pl has 14 pieces of Okno PVC Komfort 70 at 1000001: 16 more reach threshold 2.
    const line = (id: string, quantity: number, at: number) => ({
      id,
      sap: '1000001',
      seller: 'karta@demo.pl',
      product: 'okno-pvc-komfort-70',
      quantity,
      sss_quantity: 0,
      value: 100,
      purchased_at: '2025-08-30',
      line: at,
    });
    await importPurchases(t.db, t.clock, { source: 'test.csv', lines: [line('FV/9/1', 10, 3), line('FV/9/2', 6, 7)] });
    const karta = await loginAs(t.app, 'karta@demo.pl');
    const item = await newest(karta);
    const credit = await t.db.selectFrom('target_credits').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    // Points of a purchase import wait 14 days for the manufacturer's returns window.
    expect(item).toMatchObject({
      value: 600,
      state: 'pending',
      source_type: 'purchase_threshold',
      source_id: String(credit.id),
      explanation: `Próg 2 produktu Okno PVC Komfort 70: 30 szt. w imporcie z ${today()} (linie 3, 7)`,
      // 14 days after the import; expiring 12 months after it, as the demo's policy says.
      available_at: '2025-09-15',
      expires_at: '2026-09-01',
      debt: 0,
    });
    const { purchases, lot } = await detail(karta, item.id);
    expect(lot).toMatchObject({ amount: 600, remaining: 600, state: 'pending', expired_points: 0 });
    const points = (await karta.get('/api/account-points')).json().points;
    expect(points).toMatchObject({ available: 600, pending: 600, pending_days: 14 });
    expect(points.pending_lots).toEqual([
      {
        id: expect.any(Number),
        amount: 600,
        state: 'pending',
        available_at: item.available_at,
        explanation: item.explanation,
      },
    ]);
    expect(purchases.filter((purchase) => purchase.line !== null)).toEqual([
      expect.objectContaining({ line_id: 'FV/9/1', line: 3, quantity: 10, purchased_at: '2025-08-30', corrects: null }),
      expect.objectContaining({ line_id: 'FV/9/2', line: 7, quantity: 6 }),
    ]);
    expect(purchases.reduce((sum, purchase) => sum + purchase.quantity, 0)).toBe(30);
  });

  it('names a top-up order by its id and card, and shows the lots it took from, soonest-expiring first', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { question } = (await seller.get('/api/orders')).json<OrderQuestionAnswer>();
    expect((await seller.post('/api/orders', { value: 400, userAnswer: question.answers[0]?.id })).statusCode).toBe(
      200,
    );
    const order = await t.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const item = await newest(seller);
    expect(item).toMatchObject({
      value: -400,
      source_type: 'top_up_order',
      source_id: String(order.id),
      explanation: `Zamówienie zasilenia karty nr ${order.id} (karta …3958)`,
      available_at: null,
    });
    const { consumed, lot } = await detail(seller, item.id);
    expect(lot).toBeNull();
    expect(consumed.reduce((sum, taken) => sum + taken.points, 0)).toBe(400);
    // Soonest-expiring first (the share's points of last edition), never-expiring last.
    const days = consumed.map((taken) => taken.expires_at ?? '9999-12-31');
    expect(days).toEqual([...days].sort());

    // Rejected, its refund names the order and the reason, and gives the points back to those lots.
    await staff.operator.post(`/api/admin/orders/${order.id}/status`, { status: 'new' });
    const rejected = await staff.operator.post(`/api/admin/orders/${order.id}/status`, {
      status: 'rejected',
      reason: 'Błędny numer karty',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const refund = await newest(seller);
    expect(refund).toMatchObject({
      value: 400,
      source_type: 'refund',
      source_id: String(item.id),
      explanation: `Zwrot za odrzucone zamówienie zasilenia nr ${order.id}: Błędny numer karty`,
    });
    const first = consumed[0]!;
    const restored = await t.db
      .selectFrom('point_lots')
      .select(['remaining', 'entry_id'])
      .where('id', '=', first.lot_id)
      .executeTakeFirstOrThrow();
    expect(restored.remaining).toBeGreaterThanOrEqual(first.points);

    // The credit behind that lot names the order among what used it.
    const { used_by } = await detail(seller, restored.entry_id);
    expect(used_by).toContainEqual({
      id: item.id,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      explanation: item.explanation,
      points: first.points,
    });
    // The lot's page in the back office tells the same: taken by the order, given back by the refund.
    const { events } = (await staff.viewer.get(`/api/admin/points/lots/${first.lot_id}`)).json<{
      events: { kind: string; entry_id: number; points: number; explanation: string }[];
    }>();
    expect(events.filter((event) => event.entry_id === item.id || event.entry_id === refund.id)).toEqual([
      expect.objectContaining({ kind: 'consumed', points: first.points, explanation: item.explanation }),
      expect.objectContaining({ kind: 'restored', points: first.points, explanation: refund.explanation }),
    ]);
  });

  it('names a code, a share, an operator’s adjustment and a prize order with what each is', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.post('/api/codes', { codes: ['PPDEMO000007'] })).statusCode).toBe(200);
    const code = await newest(seller);
    const registration = await t.db
      .selectFrom('code_registrations')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(code).toMatchObject({
      value: 50,
      source_type: 'code',
      source_id: String(registration.id),
      explanation: 'Kod z opakowania: Okno dachowe Termo 78×118 (…0007)',
    });

    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect(
      (await leader.post('/api/sellers-sharing-points-store', { email: 'sprzedawca@demo.pl', value: 100 })).statusCode,
    ).toBe(200);
    const share = await newest(seller);
    expect(share).toMatchObject({
      value: 100,
      source_type: 'share',
      explanation: expect.stringMatching(/^Punkty od lidera Anna /),
    });
    expect(share.explanation).toMatch(/ z puli firmy .+$/);
    const operation = await t.db
      .selectFrom('point_operations')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(share.source_id).toBe(String(operation.id));

    const adjusted = await staff.operator.post(
      '/api/admin/points/adjustments',
      { target: 'user', id: String(await userId('sprzedawca@demo.pl')), points: 25, reason: 'Reklamacja 12/2025' },
      { headers: { 'idempotency-key': 'explained-adjustment' } },
    );
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(await newest(seller)).toMatchObject({
      value: 25,
      source_type: 'adjustment',
      explanation: 'Korekta operatora Olga Obsługa: Reklamacja 12/2025',
    });

    const prize = await t.db.selectFrom('prizes').select(['id', 'name']).orderBy('points').executeTakeFirstOrThrow();
    const placed = await placePrizeOrderFixture(t.db, t.clock, {
      userId: await userId('sprzedawca@demo.pl'),
      lines: [{ prizeId: prize.id, quantity: 2 }],
    });
    expect(await newest(seller)).toMatchObject({
      value: -placed.total,
      source_type: 'prize_order',
      source_id: String(placed.id),
      explanation: `Zamówienie nagród nr ${placed.number}: ${prize.name} ×2`,
    });
  });

  it('shows the detail of the holder’s own items only', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const karta = await loginAs(t.app, 'karta@demo.pl');
    const mine = await newest(seller);
    const foreign = await karta.get(`/api/account-transactions-history/${mine.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Nie ma takiej transakcji.');
    expect((await new TestClient(t.app).get(`/api/account-transactions-history/${mine.id}`)).statusCode).toBe(401);
  });

  it('answers the account’s four figures, what waits and what expires', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.get('/api/account-points');
    expect(response.statusCode).toBe(200);
    // The demo: 200 points of a threshold wait, 100 of last edition's pool expire in 5 days.
    expect(response.json().points).toMatchObject({
      available: 1250,
      pending: 200,
      held: 0,
      debt: 0,
      pending_days: 14,
      expiring_30: 100,
      pending_lots: [expect.objectContaining({ amount: 200, state: 'pending', available_at: '2025-09-09' })],
    });
    expect(response.json().points.expiring[0]).toEqual({ date: '2025-09-06', points: 100 });
  });
});

describe('lineNumbers', () => {
  it('writes one line, several ascending, and at most five then "…"', () => {
    expect(lineNumbers([12])).toBe('(linia 12)');
    expect(lineNumbers([57, 12])).toBe('(linie 12, 57)');
    expect(lineNumbers([9, 8, 7, 6, 5, 4, 3])).toBe('(linie 3, 4, 5, 6, 7, …)');
    expect(lineNumbers([])).toBe('');
  });
});
