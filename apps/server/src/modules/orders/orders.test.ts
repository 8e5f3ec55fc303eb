import {
  type AccountAnswer,
  ORDER_ACCEPTED,
  ORDER_ANSWER_INVALID,
  ORDER_VALUE_HINT,
  type OrderQuestionAnswer,
  type UserOrdersAnswer,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { balanceOf, post } from '../ledger/ledger.service.js';
import { updateSettings } from '../programme/programme.service.js';
import { changeOrderStatus } from './order-status.service.js';

const t = appPerTest();

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const balance = async (email: string) => balanceOf(t.db, { type: 'user', id: await userId(email) });
const orderRows = async (email: string) =>
  t.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', await userId(email))
    .orderBy('id')
    .execute();

async function question(client: TestClient) {
  const response = await client.get('/api/orders');
  expect(response.statusCode).toBe(200);
  return response.json<OrderQuestionAnswer>().question;
}

/** Draws a question and answers it with its first answer. */
async function order(client: TestClient, value: unknown, headers: Record<string, string> = {}) {
  const { answers } = await question(client);
  return client.post('/api/orders', { value, userAnswer: answers[0]?.id }, { headers });
}

async function confirmKartaCard() {
  const karta = await loginAs(t.app, 'karta@demo.pl');
  const card = await t.db.selectFrom('cards').select('id').where('number', '=', '1234567890').executeTakeFirstOrThrow();
  expect((await karta.post(`/api/card/${card.id}/confirm`, { number: '1234567890' })).statusCode).toBe(200);
  return karta;
}

/** Brings a user's balance to exactly `target` through the ledger, as an operator's correction would. */
async function setBalance(email: string, target: number) {
  const id = await userId(email);
  const difference = target - (await balance(email));
  if (difference === 0) return;
  await t.db.transaction().execute((trx) =>
    post(trx, t.clock, {
      kind: 'adjustment',
      actorId: null,
      edition: '2025',
      movements: [{ owner: { type: 'user', id }, amount: difference, description: 'Korekta salda' }],
    }),
  );
}

describe('GET /api/orders', () => {
  it('draws a question of this edition with its answers, never saying which is right', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.get('/api/orders');
    expect(response.statusCode).toBe(200);
    const answer = response.json<OrderQuestionAnswer>();
    expect(answer.success).toBe(true);
    expect(answer.question).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/\?$/),
      answers: expect.any(Array),
    });
    expect(answer.question.answers.length).toBeGreaterThanOrEqual(3);
    for (const item of answer.question.answers) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    expect(response.body).not.toMatch(/correct/);
  });

  it('is for sellers only', async () => {
    expect((await (await loginAs(t.app, 'uczestnik@demo.pl')).get('/api/orders')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/orders')).statusCode).toBe(401);
  });
});

describe('POST /api/orders', () => {
  it('takes the points, records the order and lists it first', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await order(seller, 100);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ORDER_ACCEPTED });
    expect(await balance('sprzedawca@demo.pl')).toBe(1150);
    const list = (await seller.get('/api/user-orders?page=1&per_page=6&edition=2')).json<UserOrdersAnswer>();
    expect(list.items.data[0]).toEqual({
      id: expect.any(Number),
      created_at_formated: '01.09.2025',
      value: 100,
      status_description: 'Nowe – oczekuje na realizację',
      status: 'new',
      loaded_at_formated: null,
    });
    const entry = await t.db
      .selectFrom('point_entries')
      .innerJoin('orders', 'orders.operation_id', 'point_entries.operation_id')
      .select(['point_entries.amount', 'point_entries.description', 'orders.id'])
      .where('orders.id', '=', list.items.data[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ amount: -100, description: 'Zamówienie zasilenia karty' });
  });

  it('wants a value above 0 in multiples of 50, at most the balance', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const cases: [unknown, string][] = [
      [0, 'Wartość zamówienia musi być większa od 0.'],
      [-50, 'Wartość zamówienia musi być większa od 0.'],
      [75, ORDER_VALUE_HINT],
      [120.5, ORDER_VALUE_HINT],
      ['abc', 'Podaj wartość zamówienia.'],
      [1300, 'Wartość zamówienia przekracza liczbę dostępnych punktów.'],
    ];
    for (const [value, message] of cases) {
      const response = await order(seller, value);
      expect(response.statusCode, String(value)).toBe(422);
      expect(response.json().errors.value, String(value)).toEqual([message]);
    }
    expect(await balance('sprzedawca@demo.pl')).toBe(1250);
    expect((await order(seller, 1250)).statusCode).toBe(200);
    expect(await balance('sprzedawca@demo.pl')).toBe(0);
  });

  it('accepts only an answer of the question this user was served', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const noQuestion = await seller.post('/api/orders', { value: 50, userAnswer: 1 });
    expect(noQuestion.statusCode).toBe(422);
    expect(noQuestion.json().errors).toEqual({ userAnswer: [ORDER_ANSWER_INVALID] });

    const served = await question(seller);
    const foreign = await t.db
      .selectFrom('question_answers')
      .select('id')
      .where('question_id', '!=', served.id)
      .executeTakeFirstOrThrow();
    const wrong = await seller.post('/api/orders', { value: 50, userAnswer: foreign.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ userAnswer: [ORDER_ANSWER_INVALID] });
    expect((await seller.post('/api/orders', { value: 50 })).json().errors.userAnswer).toEqual([ORDER_ANSWER_INVALID]);

    // The question another user was served does not count for this one.
    const latest = await question(seller);
    const lider = await loginAs(t.app, 'lider@demo.pl');
    let other = await question(lider);
    if (other.id === latest.id) other = await question(lider); // a new draw never repeats the last question
    expect(other.id).not.toBe(latest.id);
    const response = await seller.post('/api/orders', { value: 50, userAnswer: other.answers[0]?.id });
    expect(response.statusCode).toBe(422);
    expect(await balance('sprzedawca@demo.pl')).toBe(1250);
    expect((await seller.post('/api/orders', { value: 50, userAnswer: latest.answers[1]?.id })).statusCode).toBe(200);
  });

  it('needs a card confirmed in this edition', async () => {
    const karta = await loginAs(t.app, 'karta@demo.pl');
    const refused = await order(karta, 100);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Zasilenie karty jest możliwe po otrzymaniu i potwierdzeniu karty przedpłaconej.',
    );
    // A card of the previous edition is not enough either.
    expect((await order(await loginAs(t.app, 'lider@demo.pl'), 100)).statusCode).toBe(403);
    expect(await balance('karta@demo.pl')).toBe(600);
    expect(await balance('lider@demo.pl')).toBe(500);

    await confirmKartaCard();
    expect((await order(karta, 100)).statusCode).toBe(200);
    expect(await balance('karta@demo.pl')).toBe(500);
  });

  it('draws a question only for the portal’s own page and the seller in person', async () => {
    const servings = () => t.db.selectFrom('question_servings').select('question_id').execute();
    const before = await servings();
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const forged = await seller.request('GET', '/api/orders', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    const operator = await impersonate(t.app, t.db, 'karta@demo.pl');
    expect((await operator.get('/api/orders')).statusCode).toBe(403);
    expect(await servings()).toEqual(before);
    const own = await seller.request('GET', '/api/orders', undefined, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(200);
  });

  it('refuses an operator looking as the seller', async () => {
    const operator = await impersonate(t.app, t.db, 'sprzedawca@demo.pl');
    const response = await operator.post('/api/orders', { value: 100, userAnswer: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Zalogowany jako klient nie możesz zamawiać zasileń karty.');
    expect(await balance('sprzedawca@demo.pl')).toBe(1250);
    expect((await operator.get('/api/account')).json()).toMatchObject({ orders_enabled: true, can_order: false });
  });

  it('closes after the deadline day in Poland, naming the day of the settings', async () => {
    t.clock.set(new Date('2025-11-30T22:59:00Z')); // 23:59 in Warsaw, still 30 November
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    /** What the account page says about top-up orders. */
    const availability = async () => {
      const account = (await seller.get('/api/account')).json<AccountAnswer>();
      return { orders_enabled: account.orders_enabled, can_order: account.can_order };
    };
    expect(await availability()).toEqual({ orders_enabled: true, can_order: true });
    expect((await order(seller, 50)).statusCode).toBe(200);

    t.clock.set(new Date('2025-11-30T23:00:00Z')); // midnight in Warsaw
    const late = await order(seller, 50);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      success: false,
      message: 'Brak możliwości zamówienia zasilenia! Termin na zamawianie zasileń minął 30 listopada.',
    });
    expect(await availability()).toEqual({ orders_enabled: false, can_order: false });

    await updateSettings(t.db, { orders_deadline: '2025-10-05' });
    t.clock.set(new Date('2025-10-06T08:00:00Z'));
    expect((await order(seller, 50)).json().message).toBe(
      'Brak możliwości zamówienia zasilenia! Termin na zamawianie zasileń minął 5 października.',
    );
    // The order of 50 went through; the demo's 100 points valid until 6 September expired before it.
    expect(await balance('sprzedawca@demo.pl')).toBe(1100);
  });

  it('spends once for a submission sent twice with the same Idempotency-Key, also at the same moment', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { answers } = await question(seller);
    const send = (key: string) =>
      seller.post('/api/orders', { value: 100, userAnswer: answers[0]?.id }, { headers: { 'idempotency-key': key } });

    const first = await send('6f1c7a52-0d3e-4a43-9a7e-1b2c3d4e5f60');
    const again = await send('6f1c7a52-0d3e-4a43-9a7e-1b2c3d4e5f60');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual({ success: true, message: ORDER_ACCEPTED });
    expect(await balance('sprzedawca@demo.pl')).toBe(1150);

    const racing = await Promise.all(Array.from({ length: 5 }, () => send('a8d2e7c1-5b4f-4c0e-8f3a-9e8d7c6b5a40')));
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balance('sprzedawca@demo.pl')).toBe(1050);
    expect(await orderRows('sprzedawca@demo.pl')).toHaveLength(4);

    // A retry that arrives after the form drew its next (always another) question still answers as the order did.
    await question(seller);
    expect((await send('6f1c7a52-0d3e-4a43-9a7e-1b2c3d4e5f60')).json()).toEqual({
      success: true,
      message: ORDER_ACCEPTED,
    });
    expect(await balance('sprzedawca@demo.pl')).toBe(1050);

    // Keys belong to one user: another seller's identical key is an order of its own.
    const karta = await confirmKartaCard();
    const other = await karta.post(
      '/api/orders',
      { value: 100, userAnswer: (await question(karta)).answers[0]?.id },
      { headers: { 'idempotency-key': '6f1c7a52-0d3e-4a43-9a7e-1b2c3d4e5f60' } },
    );
    expect(other.statusCode).toBe(200);
    expect(await balance('karta@demo.pl')).toBe(500);
  });

  it('answers 409 for an Idempotency-Key sent again with another request, and spends nothing more', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { answers } = await question(seller);
    const key = '0b7e4c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c';
    const send = (body: object) => seller.post('/api/orders', body, { headers: { 'idempotency-key': key } });

    expect((await send({ value: 100, userAnswer: answers[0]?.id })).statusCode).toBe(200);
    const otherValue = await send({ value: 200, userAnswer: answers[0]?.id });
    expect(otherValue.statusCode).toBe(409);
    expect(otherValue.json()).toEqual({
      success: false,
      message:
        'Ten klucz operacji (Idempotency-Key) został już użyty z innymi danymi. Odśwież stronę i spróbuj ponownie.',
    });
    // Also once the form has moved on to another question, where the order itself would be refused.
    const next = await question(seller);
    expect((await send({ value: 100, userAnswer: next.answers[0]?.id })).statusCode).toBe(409);
    expect(await balance('sprzedawca@demo.pl')).toBe(1150);
    expect(await orderRows('sprzedawca@demo.pl')).toHaveLength(3);

    // The true retry, with the first request's body, still answers as the order did.
    const retry = await send({ value: 100, userAnswer: answers[0]?.id });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ success: true, message: ORDER_ACCEPTED });
    expect(await balance('sprzedawca@demo.pl')).toBe(1150);
  });

  it('lets exactly 20 of 100 simultaneous orders of 50 through a balance of 1000', async () => {
    const karta = await confirmKartaCard();
    await setBalance('karta@demo.pl', 1000);
    const { answers } = await question(karta);

    const responses = await Promise.all(
      Array.from({ length: 100 }, () => karta.post('/api/orders', { value: 50, userAnswer: answers[0]?.id })),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 422)).toHaveLength(80);
    const refused = responses.find((response) => response.statusCode === 422);
    expect(refused?.json().errors).toEqual({ value: ['Wartość zamówienia przekracza liczbę dostępnych punktów.'] });
    expect(await balance('karta@demo.pl')).toBe(0);
    expect(await orderRows('karta@demo.pl')).toHaveLength(20);
  });
});

describe('GET /api/user-orders', () => {
  it('pages the orders of the edition by 6, newest first; edition 2 is the current one', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    for (let i = 1; i <= 6; i++) expect((await order(seller, 50 * i)).statusCode).toBe(200);

    const first = (await seller.get('/api/user-orders?page=1&per_page=6&edition=2')).json<UserOrdersAnswer>();
    expect(first.success).toBe(true);
    expect(first.items.current_page).toBe(1);
    expect(first.items.last_page).toBe(2);
    expect(first.items.data.map((item) => item.value)).toEqual([300, 250, 200, 150, 100, 50]);

    const second = (await seller.get('/api/user-orders?page=2&per_page=6&edition=2')).json<UserOrdersAnswer>();
    expect(second.items).toEqual({
      data: [
        {
          id: expect.any(Number),
          created_at_formated: '29.08.2025',
          value: 100,
          status_description: 'Przekazane do wydawcy karty',
          status: 'sent',
          loaded_at_formated: null,
        },
        {
          id: expect.any(Number),
          created_at_formated: '14.08.2025',
          value: 150,
          status_description: 'Zrealizowane – karta zasilona',
          status: 'completed',
          loaded_at_formated: null,
        },
      ],
      current_page: 2,
      last_page: 2,
    });
    expect((await seller.get('/api/user-orders?edition=2025')).json()).toEqual(first);
    expect((await seller.get('/api/user-orders?edition=1')).json().items).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
    });
    expect((await seller.get('/api/user-orders?edition=abc')).statusCode).toBe(422);
    // The points history keeps reading editions by year, and by the ordinal too.
    const history = (await seller.get('/api/account-transactions-history?edition=2')).json();
    expect(history.items.data).toHaveLength(6);
  });

  it("shows only the user's own orders", async () => {
    const karta = await loginAs(t.app, 'karta@demo.pl');
    expect((await karta.get('/api/user-orders?edition=2')).json().items.data).toEqual([]);
    expect((await new TestClient(t.app).get('/api/user-orders')).statusCode).toBe(401);
  });
});

describe('order statuses', () => {
  it('go from new to sent to completed, and no further', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    await order(seller, 100);
    const [, , created] = await orderRows('sprzedawca@demo.pl');
    const id = created?.id ?? 0;

    await expect(changeOrderStatus(t.db, t.clock, id, 'completed')).rejects.toMatchObject({ statusCode: 422 });
    await changeOrderStatus(t.db, t.clock, id, 'sent');
    await changeOrderStatus(t.db, t.clock, id, 'completed');
    await expect(changeOrderStatus(t.db, t.clock, id, 'rejected')).rejects.toMatchObject({ statusCode: 422 });
    await expect(changeOrderStatus(t.db, t.clock, 99999, 'sent')).rejects.toMatchObject({ statusCode: 404 });

    const list = (await seller.get('/api/user-orders')).json<UserOrdersAnswer>();
    expect(list.items.data[0]?.status_description).toBe('Zrealizowane – karta zasilona');
    expect(await balance('sprzedawca@demo.pl')).toBe(1150);
  });

  it('return the points of a rejected order once, however often or simultaneously it is rejected', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    await order(seller, 200);
    const [, , created] = await orderRows('sprzedawca@demo.pl');
    const id = created?.id ?? 0;
    expect(await balance('sprzedawca@demo.pl')).toBe(1050);

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => changeOrderStatus(t.db, t.clock, id, 'rejected')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await expect(changeOrderStatus(t.db, t.clock, id, 'rejected')).rejects.toMatchObject({ statusCode: 422 });

    expect(await balance('sprzedawca@demo.pl')).toBe(1250);
    const refunds = await t.db
      .selectFrom('point_entries')
      .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
      .select(['point_entries.amount', 'point_entries.description'])
      .where('point_operations.kind', '=', 'order_refund')
      .execute();
    expect(refunds).toEqual([{ amount: 200, description: 'Zwrot punktów za odrzucone zamówienie zasilenia karty' }]);
    const list = (await seller.get('/api/user-orders')).json<UserOrdersAnswer>();
    expect(list.items.data[0]).toMatchObject({ value: 200, status_description: 'Odrzucone – punkty zwrócone' });
  });

  it('reject a sent order too; the seeded orders are linked to their ledger debits', async () => {
    const rows = await orderRows('sprzedawca@demo.pl');
    expect(rows.map((row) => [row.value, row.status])).toEqual([
      [150, 'completed'],
      [100, 'sent'],
    ]);
    const debits = await t.db
      .selectFrom('point_entries')
      .select(['operation_id', 'amount'])
      .where('description', '=', 'Zamówienie zasilenia karty')
      .orderBy('id')
      .execute();
    expect(debits).toEqual(rows.map((row) => ({ operation_id: row.operation_id, amount: -row.value })));

    await changeOrderStatus(t.db, t.clock, rows[1]?.id ?? 0, 'rejected');
    expect(await balance('sprzedawca@demo.pl')).toBe(1350);
  });
});
