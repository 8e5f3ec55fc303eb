import {
  CART_EMPTY,
  type CartAnswer,
  type MyPrizeOrdersAnswer,
  NOT_ENOUGH_POINTS,
  type PlacePrizeOrderAnswer,
  type PrizesAnswer,
} from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { impersonate, loginAs, type TestClient } from '../../../test/client.js';
import { balanceOf, post } from '../ledger/ledger.service.js';

let t: TestApp;
let seller: TestClient;
beforeEach(async () => {
  t = await buildTestApp();
  seller = await loginAs(t.app, 'sprzedawca@demo.pl');
});
afterEach(async () => {
  await t.close();
});

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const balance = async (email = 'sprzedawca@demo.pl') => balanceOf(t.db, { type: 'user', id: await userId(email) });
const prizeId = async (index: string) =>
  (await t.db.selectFrom('prizes').select('id').where('index', '=', index).executeTakeFirstOrThrow()).id;
const prizes = async (query: string) => (await seller.get(`/api/prizes?${query}`)).json<PrizesAnswer>();
const put = async (client: TestClient, index: string, quantity: unknown) =>
  client.put(`/api/cart/lines/${await prizeId(index)}`, { quantity });
const order = (client: TestClient, body: object = {}, key?: string) =>
  client.post('/api/prize-orders', body, key ? { headers: { 'idempotency-key': key } } : {});
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('prize_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const address = { street: 'Polna', building: '5', local: '', post_code: '00-950', city: 'Łódź' };

describe('GET /api/prizes', () => {
  it('pages the catalogue by 12, with the categories in the catalogue’s order', async () => {
    const answer = await prizes('');
    expect(answer.items).toMatchObject({ current_page: 1, last_page: 4, total: 48 });
    expect(answer.items.data).toHaveLength(12);
    expect(answer.categories.map((category) => category.name)).toEqual([
      'Sprzęt RTV',
      'Motoryzacja i warsztat',
      'AGD',
      'Dom i ogród',
      'Zdrowie i uroda',
      'Komputery i foto',
      'Smartfony i gadżety',
      'Sport i rekreacja',
    ]);
    expect(answer.items.data[0]).toEqual({
      id: expect.any(Number),
      index: 'KOM-003',
      name: 'Aparat bezlusterkowy z obiektywem',
      category: { slug: 'komputery-i-foto', name: 'Komputery i foto' },
      points: 20000,
      image: '/prizes/komputery-i-foto.svg',
    });
    expect((await prizes('page=4')).items.data).toHaveLength(12);
  });

  it('sorts names in Polish order and points both ways', async () => {
    const names = (await prizes('category=sport-i-rekreacja&sort=name_asc')).items.data.map((prize) => prize.name);
    // Ł sorts after L and before M, as a Polish reader expects.
    expect(names).toEqual([
      'Hulajnoga elektryczna',
      'Łyżworolki regulowane',
      'Mata do jogi',
      'Namiot 4-osobowy',
      'Plecak turystyczny 40 l',
      'Rower trekkingowy',
    ]);
    expect((await prizes('category=sport-i-rekreacja&sort=name_desc')).items.data[0]!.name).toBe('Rower trekkingowy');
    const ascending = (await prizes('sort=points_asc')).items.data.map((prize) => prize.points);
    expect(ascending.slice(0, 3)).toEqual([50, 90, 150]);
    expect((await prizes('sort=points_desc')).items.data[0]!.points).toBe(20000);
  });

  it('filters by points, category, search in name or index, and what the balance pays for', async () => {
    const between = (await prizes('min_points=1000&max_points=1500&sort=points_asc')).items.data;
    expect(between.map((prize) => prize.points)).toEqual([1050, 1100, 1250, 1300, 1350, 1450, 1500]);
    expect((await prizes('search=SŁUCHAWKI')).items.data.map((prize) => prize.index)).toEqual(['RTV-004']);
    expect((await prizes('search=kom-00')).items.total).toBe(6);
    const affordable = (await prizes('affordable=1&sort=points_desc')).items;
    expect(affordable.data[0]!.points).toBeLessThanOrEqual(1250);
    expect(affordable.total).toBe(24);
    expect((await prizes('category=agd&min_points=')).items.total).toBe(6);
  });

  it('answers 422 on sort for an unknown sort', async () => {
    const response = await seller.get('/api/prizes?sort=cheapest');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['sort']);
  });
});

describe('the cart', () => {
  it('keeps lines on the server, changes quantities and removes a line at 0', async () => {
    await put(seller, 'DOM-006', 2);
    t.clock.advance(1000);
    await put(seller, 'SPO-005', 1);
    const second = await loginAs(t.app, 'sprzedawca@demo.pl');
    const cart = (await second.get('/api/cart')).json<CartAnswer>().cart;
    expect(cart).toEqual({
      lines: [
        {
          prize_id: await prizeId('DOM-006'),
          index: 'DOM-006',
          name: 'Kubek termiczny',
          quantity: 2,
          points: 50,
          line_points: 100,
          available: true,
        },
        {
          prize_id: await prizeId('SPO-005'),
          index: 'SPO-005',
          name: 'Mata do jogi',
          quantity: 1,
          points: 150,
          line_points: 150,
          available: true,
        },
      ],
      total_points: 250,
      balance: 1250,
    });
    const changed = (await put(seller, 'DOM-006', 0)).json<CartAnswer>().cart;
    expect(changed.lines.map((line) => line.index)).toEqual(['SPO-005']);
    expect((await put(seller, 'DOM-006', 100)).statusCode).toBe(422);
    expect((await seller.put('/api/cart/lines/999999', { quantity: 1 })).statusCode).toBe(404);
  });

  it('lets only a seller in person change it', async () => {
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    expect((await participant.get('/api/prizes')).statusCode).toBe(200);
    expect((await put(participant, 'DOM-006', 1)).statusCode).toBe(403);
    expect((await order(participant)).statusCode).toBe(403);
    const looking = await impersonate(t.app, t.db, 'karta@demo.pl');
    expect((await put(looking, 'DOM-006', 1)).statusCode).toBe(403);
  });
});

describe('POST /api/prize-orders', () => {
  it('debits exactly the total, records the order with its lines and address, and empties the cart', async () => {
    await put(seller, 'DOM-006', 3);
    t.clock.advance(1000);
    await put(seller, 'RTV-005', 1);
    const response = await order(seller, { address }, 'order-1');
    expect(response.statusCode).toBe(200);
    const placed = response.json<PlacePrizeOrderAnswer>().order;
    expect(placed).toMatchObject({
      number: expect.stringMatching(/^N\/2025\/\d{6}$/),
      total_points: 800,
      status: 'pending',
    });
    expect(placed.lines.map((line) => [line.index, line.quantity, line.line_points])).toEqual([
      ['DOM-006', 3, 150],
      ['RTV-005', 1, 650],
    ]);
    expect(await balance()).toBe(450);
    expect((await seller.get('/api/cart')).json<CartAnswer>().cart.lines).toEqual([]);
    const stored = await t.db.selectFrom('prize_orders').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ street: 'Polna', building: '5', local: null, post_code: '00-950', city: 'Łódź' });

    const mine = (await seller.get('/api/prize-orders')).json<MyPrizeOrdersAnswer>().items.data;
    expect(mine).toEqual([
      {
        number: placed.number,
        prizes: 'Kubek termiczny ×3, Radio cyfrowe DAB+ ×1',
        total_points: 800,
        created_at: placed.created_at,
        status: 'pending',
        status_label: 'Oczekujące',
        lines: [
          {
            line: 1,
            name: 'Kubek termiczny',
            quantity: 3,
            points: 50,
            status: null,
            status_label: null,
            carrier: null,
            tracking_number: null,
            shipped_at: null,
          },
          {
            line: 2,
            name: 'Radio cyfrowe DAB+',
            quantity: 1,
            points: 650,
            status: null,
            status_label: null,
            carrier: null,
            tracking_number: null,
            shipped_at: null,
          },
        ],
      },
    ]);
  });

  it('answers the same order for the same Idempotency-Key, also at the same moment, and 409 for another request', async () => {
    await put(seller, 'DOM-006', 2);
    const [first, second] = await Promise.all([
      order(seller, { address }, 'twice'),
      order(seller, { address }, 'twice'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().order.number).toBe(first.json().order.number);
    expect(await balance()).toBe(1150);
    expect(await orderCount()).toBe(1);

    await put(seller, 'SPO-005', 1);
    const other = await order(seller, { address: { ...address, city: 'Kraków' } }, 'twice');
    expect(other.statusCode).toBe(409);
    expect(await balance()).toBe(1150);
  });

  it('refuses an order above the balance, changing nothing', async () => {
    await put(seller, 'KOM-003', 1);
    const response = await order(seller, { address });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ cart: [NOT_ENOUGH_POINTS] });
    expect(await balance()).toBe(1250);
    expect(await orderCount()).toBe(0);
    expect((await seller.get('/api/cart')).json<CartAnswer>().cart.lines).toHaveLength(1);
  });

  it('refuses an empty cart and a prize withdrawn meanwhile, with a 422 on cart', async () => {
    const empty = await order(seller, { address });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ cart: [CART_EMPTY] });

    await put(seller, 'SMA-006', 1);
    await t.db.updateTable('prizes').set({ is_available: 0 }).where('index', '=', 'SMA-006').execute();
    const withdrawn = await order(seller, { address });
    expect(withdrawn.statusCode).toBe(422);
    expect(withdrawn.json().errors.cart[0]).toContain('Uchwyt samochodowy na telefon');
    expect(await balance()).toBe(1250);
  });

  it('sends the prizes to the residence address unless another is named, and wants one when there is none', async () => {
    await put(seller, 'DOM-006', 1);
    const home = { residence_street: null, residence_building: null, residence_post_code: null, residence_city: null };
    await t.db.updateTable('users').set(home).where('email', '=', 'sprzedawca@demo.pl').execute();
    const none = await order(seller);
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual([
      'address.street',
      'address.building',
      'address.post_code',
      'address.city',
    ]);
    const badCode = await order(seller, { address: { ...address, post_code: '00950' } });
    expect(badCode.statusCode).toBe(422);
    expect(Object.keys(badCode.json().errors)).toEqual(['address.post_code']);

    await t.db
      .updateTable('users')
      .set({
        residence_street: 'Leśna',
        residence_building: '7',
        residence_post_code: '30-001',
        residence_city: 'Kraków',
      })
      .where('email', '=', 'sprzedawca@demo.pl')
      .execute();
    expect((await order(seller)).statusCode).toBe(200);
    expect(await t.db.selectFrom('prize_orders').select(['street', 'city']).executeTakeFirstOrThrow()).toEqual({
      street: 'Leśna',
      city: 'Kraków',
    });
  });

  it('never takes the balance below zero when an order and other spending race', async () => {
    const id = await userId('sprzedawca@demo.pl');
    await put(seller, 'AGD-006', 1); // 780 of 1250: the order and a 600-point debit cannot both go through.
    const [placed, debited] = await Promise.all([
      order(seller, { address }),
      t.db
        .transaction()
        .execute((trx) =>
          post(trx, t.clock, {
            kind: 'adjustment',
            actorId: null,
            edition: '2025',
            movements: [{ owner: { type: 'user', id }, amount: -600, description: 'Korekta' }],
          }),
        )
        .then(
          () => true,
          () => false,
        ),
    ]);
    expect([placed.statusCode === 200, debited].filter(Boolean)).toHaveLength(1);
    expect(await balance()).toBe(1250 - (debited ? 600 : 780));
  });
});
