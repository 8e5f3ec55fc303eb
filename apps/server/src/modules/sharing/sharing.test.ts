import type { SellersSharingIndexAnswer, SharingHistoryAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { balanceOf, post } from '../ledger/ledger.service.js';

const t = appPerTest();

const INDEX = '/api/sellers-sharing-points-index';
const STORE = '/api/sellers-sharing-points-store';
const BLOCK = '/api/sellers-block';
const history = (companyId: number, query = '') => `/api/sellers-sharing-points-history/${companyId}${query}`;

const CONDITIONS = 'Warunki do rozdzielenia punktów nie zostały spełnione.';
const BLOCK_FORBIDDEN = 'Brak uprawnień do zablokowania sprzedawcy';

const companyId = async (sap: string) =>
  (await t.db.selectFrom('companies').select('id').where('sap', '=', sap).executeTakeFirstOrThrow()).id;
const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const poolBalance = async (sap: string) => balanceOf(t.db, { type: 'company', id: await companyId(sap) });
const userBalance = async (email: string) => balanceOf(t.db, { type: 'user', id: await userId(email) });
const operationsCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('point_operations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Puts points into a company's pool, through the ledger as an operator's grant would. */
async function grantPool(sap: string, amount: number) {
  const id = await companyId(sap);
  await t.db.transaction().execute((trx) =>
    post(trx, t.clock, {
      kind: 'pool_grant',
      actorId: null,
      edition: '2025',
      movements: [{ owner: { type: 'company', id }, amount, description: 'Pula punktów firmy' }],
    }),
  );
}

/** A new active seller of the company, able to log in with the demo password. */
async function addSeller(email: string, sap: string, role: 'seller' | 'leader' = 'seller') {
  const passwordHash = (
    await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'karta@demo.pl')
      .executeTakeFirstOrThrow()
  ).password_hash;
  const now = t.clock.now().toISOString();
  const company = await companyId(sap);
  const { id } = await t.db
    .insertInto('users')
    .values({
      email,
      phone: null,
      password_hash: passwordHash,
      first_name: 'Zofia',
      last_name: 'Lis',
      role,
      is_seller: 1,
      is_active: 1,
      tax_declaration: 'pit',
      company_id: company,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('user_companies').values({ user_id: id, company_id: company }).execute();
  // A participant of the edition: the portal lets nobody in before the regulations are accepted.
  await t.db
    .insertInto('consents')
    .values({
      user_id: id,
      edition: '2025',
      accept_regulations: 1,
      accept_privacy_policy: 1,
      accept_marketing_data_process: 0,
      rules_version: '20250401',
      accepted_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Every balance equals the sum of its ledger rows in the available bucket. */
async function expectLedgerMatchesBalances() {
  const balances = await t.db.selectFrom('point_balances').selectAll().execute();
  const sums = await t.db
    .selectFrom('point_entries')
    .select(['owner_type', 'owner_id'])
    .select((eb) => eb.fn.sum<number>('amount').as('total'))
    .where('bucket', '=', 'available')
    .groupBy(['owner_type', 'owner_id'])
    .execute();
  expect(balances.length).toBeGreaterThan(0);
  for (const balance of balances) {
    const sum = sums.find((row) => row.owner_type === balance.owner_type && row.owner_id === balance.owner_id);
    expect(Number(sum?.total ?? 0), `${balance.owner_type} ${balance.owner_id}`).toBe(balance.balance);
  }
}

describe('GET /api/sellers-sharing-points-index', () => {
  it('shows a leader the selected company’s pool and its sellers with what they received', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.get(INDEX);
    expect(response.statusCode).toBe(200);
    const body = response.json<SellersSharingIndexAnswer>();
    expect(body).toMatchObject({ success: true, can_share_points: true, company_balance: 5000 });
    // The pool's 5000 points of 35 days ago expire 12 months after their credit (the demo's rule).
    expect(body.company_expiring).toEqual([{ date: '2026-07-28', points: 5000 }]);
    expect(body.company_id).toBe(await companyId('1000001'));
    expect(body.sellers).toEqual([
      {
        id: await userId('lider@demo.pl'),
        full_name: 'Anna Kowalska',
        status_label: 'Aktywny',
        email: 'lider@demo.pl',
        transaction_received_sum: 0,
        current_balance: 500,
        is_active: true,
      },
      {
        id: await userId('sprzedawca@demo.pl'),
        full_name: 'Piotr Nowak',
        status_label: 'Aktywny',
        email: 'sprzedawca@demo.pl',
        transaction_received_sum: 350,
        current_balance: 1250,
        is_active: true,
      },
      {
        id: await userId('karta@demo.pl'),
        full_name: 'Katarzyna Wiśniewska',
        status_label: 'Aktywny',
        email: 'karta@demo.pl',
        transaction_received_sum: 0,
        current_balance: 600,
        is_active: true,
      },
      {
        id: await userId('regulamin@demo.pl'),
        full_name: 'Magdalena Wójcik',
        status_label: 'Aktywny',
        email: 'regulamin@demo.pl',
        transaction_received_sum: 0,
        current_balance: 0,
        is_active: true,
      },
    ]);
  });

  it('follows the company the leader switched to', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.post('/api/change-company', { sap: '1000002' })).statusCode).toBe(200);

    let body = (await leader.get(INDEX)).json<SellersSharingIndexAnswer>();
    expect(body).toMatchObject({
      can_share_points: false,
      sellers: [],
      company_balance: 0,
      company_id: await companyId('1000002'),
    });

    await grantPool('1000002', 300);
    await addSeller('zofia.lis@demo.pl', '1000002');
    body = (await leader.get(INDEX)).json<SellersSharingIndexAnswer>();
    expect(body.can_share_points).toBe(true);
    expect(body.company_balance).toBe(300);
    expect(body.sellers.map((seller) => seller.email)).toEqual(['zofia.lis@demo.pl']);
  });

  it('says sharing is off when the company’s flag is off or an operator looks', async () => {
    await t.db.updateTable('companies').set({ can_share_points: 0 }).where('sap', '=', '1000001').execute();
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.get(INDEX)).json()).toMatchObject({ can_share_points: false, company_balance: 5000 });

    await t.db.updateTable('companies').set({ can_share_points: 1 }).where('sap', '=', '1000001').execute();
    const operator = await impersonate(t.app, t.db, 'lider@demo.pl');
    const response = await operator.get(INDEX);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ can_share_points: false, company_balance: 5000 });
  });

  it('is for leaders only', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get(INDEX)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(INDEX)).statusCode).toBe(401);
  });
});

describe('POST /api/sellers-sharing-points-store', () => {
  it('moves points from the pool to the seller in one ledger operation', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post(STORE, { email: 'sprzedawca@demo.pl', value: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Punkty przyznane pomyślnie' });

    expect(await poolBalance('1000001')).toBe(4900);
    expect(await userBalance('sprzedawca@demo.pl')).toBe(1350);
    const entries = await t.db
      .selectFrom('point_entries')
      .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
      .select([
        'point_operations.kind',
        'point_operations.actor_id',
        'point_entries.amount',
        'point_entries.description',
      ])
      .orderBy('point_entries.id', 'desc')
      .limit(2)
      .execute();
    const leaderId = await userId('lider@demo.pl');
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'share', actor_id: leaderId, amount: -100, description: 'Przekazanie punktów: sprzedawca@demo.pl' },
        { kind: 'share', actor_id: leaderId, amount: 100, description: 'Punkty od lidera: Anna Kowalska' },
      ]),
    );
    const seller = (await leader.get(INDEX))
      .json<SellersSharingIndexAnswer>()
      .sellers.find((row) => row.email === 'sprzedawca@demo.pl');
    expect(seller).toMatchObject({ transaction_received_sum: 450, current_balance: 1350 });
    await expectLedgerMatchesBalances();
  });

  it.each([
    [{ email: 'sprzedawca@demo.pl', value: 0 }, 'value'],
    [{ email: 'sprzedawca@demo.pl', value: -50 }, 'value'],
    [{ email: 'sprzedawca@demo.pl', value: 120 }, 'value'],
    [{ email: 'sprzedawca@demo.pl', value: 'sto' }, 'value'],
    [{ email: 'sprzedawca@demo.pl' }, 'value'],
    [{ email: 'nie-email', value: 100 }, 'email'],
    [{ value: 100 }, 'email'],
  ])('refuses %j with 422 on %s and moves nothing', async (payload, field) => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post(STORE, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toHaveLength(1);
    expect(await poolBalance('1000001')).toBe(5000);
  });

  it('refuses more than the pool holds with 422 on value', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post(STORE, { email: 'sprzedawca@demo.pl', value: 5050 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ value: ['Wartość przekracza liczbę punktów w puli firmy.'] });
    expect(await poolBalance('1000001')).toBe(5000);
    expect(await userBalance('sprzedawca@demo.pl')).toBe(1250);
  });

  it('sends only to an active seller of the selected company (422 on email)', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const unknown = 'W wybranej firmie nie ma aktywnego sprzedawcy o tym adresie e-mail.';

    // A participant who is not a seller, and nobody at all.
    for (const email of ['uczestnik@demo.pl', 'nikt@demo.pl']) {
      const response = await leader.post(STORE, { email, value: 50 });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: [unknown] });
    }

    // A seller of another company: after switching to Kraków, the central company's sellers are out of reach.
    await leader.post('/api/change-company', { sap: '1000002' });
    await grantPool('1000002', 500);
    const foreign = await leader.post(STORE, { email: 'sprzedawca@demo.pl', value: 50 });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ email: [unknown] });

    // Nor can the leader of Kraków reach them.
    const otherLeader = await loginAs(t.app, 'uczestnik@demo.pl');
    expect((await otherLeader.post(STORE, { email: 'sprzedawca@demo.pl', value: 50 })).statusCode).toBe(422);

    // A blocked seller of the company.
    await t.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'karta@demo.pl').execute();
    await leader.post('/api/change-company', { sap: '1000001' });
    const blocked = await leader.post(STORE, { email: 'karta@demo.pl', value: 50 });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors).toEqual({ email: ['Zablokowany sprzedawca nie może otrzymać punktów.'] });

    expect(await poolBalance('1000001')).toBe(5000);
    expect(await poolBalance('1000002')).toBe(500);
    expect(await userBalance('sprzedawca@demo.pl')).toBe(1250);
  });

  it('refuses sellers, a company whose sharing is off, and an operator looking as the leader', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const bySeller = await seller.post(STORE, { email: 'karta@demo.pl', value: 50 });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json()).toEqual({ success: false, message: CONDITIONS });

    await t.db.updateTable('companies').set({ can_share_points: 0 }).where('sap', '=', '1000001').execute();
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const switchedOff = await leader.post(STORE, { email: 'karta@demo.pl', value: 50 });
    expect(switchedOff.statusCode).toBe(403);
    expect(switchedOff.json().message).toBe(CONDITIONS);
    await t.db.updateTable('companies').set({ can_share_points: 1 }).where('sap', '=', '1000001').execute();

    const operator = await impersonate(t.app, t.db, 'lider@demo.pl');
    const impersonated = await operator.post(STORE, { email: 'karta@demo.pl', value: 50 });
    expect(impersonated.statusCode).toBe(403);
    expect(impersonated.json().message).toBe('Zalogowany jako klient nie możesz przekazywać punktów.');

    expect(await poolBalance('1000001')).toBe(5000);
    expect(await userBalance('karta@demo.pl')).toBe(600);
    expect((await new TestClient(t.app).post(STORE, { email: 'karta@demo.pl', value: 50 })).statusCode).toBe(401);
  });

  it('lets exactly 3 of 10 simultaneous shares through a pool that covers 3, never below zero', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const sellers = ['sprzedawca@demo.pl', 'karta@demo.pl', 'regulamin@demo.pl', 'lider@demo.pl'];
    const sellersBefore = await Promise.all(sellers.map(userBalance));

    // 3 × 1500 fit into 5000; a fourth does not.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        leader.post(STORE, { email: sellers[index % sellers.length], value: 1500 }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(7);
    expect(await poolBalance('1000001')).toBe(500);
    const sellersAfter = await Promise.all(sellers.map(userBalance));
    const received = sellersAfter.reduce((sum, balance, index) => sum + balance - (sellersBefore[index] ?? 0), 0);
    expect(received).toBe(4500);
    await expectLedgerMatchesBalances();
  });

  it('moves points once for a request repeated with the same Idempotency-Key, even at the same moment', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const send = (key: string) =>
      leader.post(STORE, { email: 'karta@demo.pl', value: 100 }, { headers: { 'idempotency-key': key } });

    const first = await send('3f1c9a52-0d5e-4b7a-9a7e-1b2c3d4e5f60');
    const again = await send('3f1c9a52-0d5e-4b7a-9a7e-1b2c3d4e5f60');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual({ success: true, message: 'Punkty przyznane pomyślnie' });
    expect(await poolBalance('1000001')).toBe(4900);

    const racing = await Promise.all([send('race-key'), send('race-key'), send('race-key')]);
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await poolBalance('1000001')).toBe(4800);
    expect(await userBalance('karta@demo.pl')).toBe(800);

    // Keys belong to the leader who sent them: another leader's same key is another request.
    await addSeller('zofia.lis@demo.pl', '1000002', 'leader');
    await grantPool('1000002', 100);
    await addSeller('jan.lis@demo.pl', '1000002');
    const other = await loginAs(t.app, 'zofia.lis@demo.pl');
    const otherShare = await other.post(
      STORE,
      { email: 'jan.lis@demo.pl', value: 100 },
      { headers: { 'idempotency-key': 'race-key' } },
    );
    expect(otherShare.statusCode).toBe(200);
    expect(await poolBalance('1000002')).toBe(0);
    await expectLedgerMatchesBalances();
  });

  it('answers 409 for an Idempotency-Key sent again with another seller or value, and moves nothing more', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const send = (body: object) => leader.post(STORE, body, { headers: { 'idempotency-key': 'share-once' } });

    expect((await send({ email: 'karta@demo.pl', value: 100 })).statusCode).toBe(200);
    for (const other of [
      { email: 'karta@demo.pl', value: 150 },
      { email: 'sprzedawca@demo.pl', value: 100 },
    ]) {
      const reused = await send(other);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        success: false,
        message:
          'Ten klucz operacji (Idempotency-Key) został już użyty z innymi danymi. Odśwież stronę i spróbuj ponownie.',
      });
    }
    expect(await poolBalance('1000001')).toBe(4900);
    expect(await userBalance('karta@demo.pl')).toBe(700);

    // The same request again (the e-mail written differently parses the same) is a retry.
    expect((await send({ email: ' KARTA@demo.pl ', value: 100 })).json()).toEqual({
      success: true,
      message: 'Punkty przyznane pomyślnie',
    });
    expect(await poolBalance('1000001')).toBe(4900);
    await expectLedgerMatchesBalances();
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post(
      STORE,
      { email: 'karta@demo.pl', value: 100 },
      { headers: { 'idempotency-key': 'not a key!' } },
    );
    expect(response.statusCode).toBe(422);
    expect(await poolBalance('1000001')).toBe(5000);
  });
});

describe('POST /api/sellers-block', () => {
  it('blocks a seller: sessions end, login is refused and the points go back to the pool', async () => {
    const sellerSession = await loginAs(t.app, 'sprzedawca@demo.pl');
    const leader = await loginAs(t.app, 'lider@demo.pl');

    const response = await leader.post(BLOCK, { email: 'sprzedawca@demo.pl' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Sprzedawca został zablokowany' });

    expect(await userBalance('sprzedawca@demo.pl')).toBe(0);
    expect(await poolBalance('1000001')).toBe(6250);
    expect((await sellerSession.get('/api/user')).statusCode).toBe(401);
    const login = await new TestClient(t.app).post('/api/login', {
      email: 'sprzedawca@demo.pl',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(403);

    const listed = (await leader.get(INDEX))
      .json<SellersSharingIndexAnswer>()
      .sellers.find((row) => row.email === 'sprzedawca@demo.pl');
    expect(listed).toMatchObject({ status_label: 'Zablokowany', is_active: false, current_balance: 0 });
    const returned = await t.db
      .selectFrom('point_entries')
      .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
      .select(['point_operations.kind', 'point_entries.owner_type', 'point_entries.amount'])
      .where('point_operations.kind', '=', 'block')
      .orderBy('point_entries.owner_type')
      .execute();
    expect(returned).toEqual([
      { kind: 'block', owner_type: 'company', amount: 1250 },
      { kind: 'block', owner_type: 'user', amount: -1250 },
    ]);
    await expectLedgerMatchesBalances();
  });

  it('blocks a seller whose points ran out before the expiry job came: they expire, the rest goes back', async () => {
    // The seller's 100 points shared from the pool's last edition end on 06.09.2025; on 07.09
    // the job has not run yet.
    t.clock.advance(6 * 24 * 3_600_000);
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post(BLOCK, { email: 'sprzedawca@demo.pl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userBalance('sprzedawca@demo.pl')).toBe(0);
    expect(await poolBalance('1000001')).toBe(5000 + 1150);
    const moved = await t.db
      .selectFrom('point_entries')
      .select(['source_type', 'owner_type', 'amount'])
      .where('source_type', 'in', ['expiry', 'block'])
      .orderBy('id')
      .execute();
    expect(moved).toEqual([
      { source_type: 'expiry', owner_type: 'user', amount: -100 },
      { source_type: 'block', owner_type: 'user', amount: -1150 },
      { source_type: 'block', owner_type: 'company', amount: 1150 },
    ]);
    await expectLedgerMatchesBalances();
  });

  it('changes nothing when the seller is blocked already', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.post(BLOCK, { email: 'karta@demo.pl' })).statusCode).toBe(200);
    const operations = await operationsCount();
    const pool = await poolBalance('1000001');

    const again = await leader.post(BLOCK, { email: 'karta@demo.pl' });
    expect(again.statusCode).toBe(200);
    expect(await operationsCount()).toBe(operations);
    expect(await poolBalance('1000001')).toBe(pool);
  });

  it('blocks a seller without points without touching the ledger', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const operations = await operationsCount();
    expect((await leader.post(BLOCK, { email: 'regulamin@demo.pl' })).statusCode).toBe(200);
    expect(await operationsCount()).toBe(operations);
    const user = await t.db
      .selectFrom('users')
      .select('is_active')
      .where('email', '=', 'regulamin@demo.pl')
      .executeTakeFirstOrThrow();
    expect(user.is_active).toBe(0);
  });

  it('never blocks oneself, another leader, a non-seller or a seller of another company', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await addSeller('zofia.lis@demo.pl', '1000001', 'leader');

    for (const email of ['lider@demo.pl', 'zofia.lis@demo.pl', 'uczestnik@demo.pl', 'nikt@demo.pl']) {
      const response = await leader.post(BLOCK, { email });
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual({ success: false, message: BLOCK_FORBIDDEN });
    }

    // After switching to Kraków the central company's sellers are another company's.
    await leader.post('/api/change-company', { sap: '1000002' });
    expect((await leader.post(BLOCK, { email: 'sprzedawca@demo.pl' })).statusCode).toBe(403);
    const otherLeader = await loginAs(t.app, 'uczestnik@demo.pl');
    expect((await otherLeader.post(BLOCK, { email: 'sprzedawca@demo.pl' })).statusCode).toBe(403);

    const active = await t.db.selectFrom('users').select(['email', 'is_active']).where('is_active', '=', 0).execute();
    expect(active).toEqual([]);
    expect(await userBalance('sprzedawca@demo.pl')).toBe(1250);
  });

  it('refuses sellers and an operator looking as the leader', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const bySeller = await seller.post(BLOCK, { email: 'karta@demo.pl' });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().message).toBe(BLOCK_FORBIDDEN);

    const operator = await impersonate(t.app, t.db, 'lider@demo.pl');
    const impersonated = await operator.post(BLOCK, { email: 'karta@demo.pl' });
    expect(impersonated.statusCode).toBe(403);
    expect(impersonated.json().message).toBe('Zalogowany jako klient nie możesz blokować sprzedawców.');

    expect(await userBalance('karta@demo.pl')).toBe(600);
    expect((await loginAs(t.app, 'karta@demo.pl').then((client) => client.get('/api/user'))).statusCode).toBe(200);
  });

  it('422s without a valid e-mail', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const response = await leader.post(BLOCK, { email: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toHaveLength(1);
  });

  it('keeps the ledger whole when shares and a block of the same seller race', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const responses = await Promise.all([
      leader.post(STORE, { email: 'karta@demo.pl', value: 100 }),
      leader.post(BLOCK, { email: 'karta@demo.pl' }),
      leader.post(STORE, { email: 'karta@demo.pl', value: 100 }),
    ]);
    expect(responses[1]?.statusCode).toBe(200);
    // Whatever got through before the block went back to the pool with the rest.
    expect(await userBalance('karta@demo.pl')).toBe(0);
    expect(await poolBalance('1000001')).toBe(5600);
    await expectLedgerMatchesBalances();
  });
});

describe('GET /api/sellers-sharing-points-history/{company}', () => {
  it('pages the shares out of the company’s pool by 6, newest first', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const central = await companyId('1000001');
    for (let index = 1; index <= 7; index += 1) {
      t.clock.advance(60_000);
      await leader.post(STORE, { email: index % 2 ? 'karta@demo.pl' : 'sprzedawca@demo.pl', value: 50 * index });
    }

    const first = await leader.get(history(central, '?page=1&per_page=6&edition=2025'));
    expect(first.statusCode).toBe(200);
    const page1 = first.json<SharingHistoryAnswer>();
    expect(page1.items.current_page).toBe(1);
    expect(page1.items.last_page).toBe(2);
    expect(page1.items.data).toHaveLength(6);
    expect(page1.items.data[0]).toMatchObject({
      user_email: 'karta@demo.pl',
      formatted_value: '350 pkt',
      day: '01.09.2025',
      time: '12:07',
    });

    const page2 = (await leader.get(history(central, '?page=2&per_page=6'))).json<SharingHistoryAnswer>();
    expect(page2.items.current_page).toBe(2);
    expect(page2.items.data.map((item) => [item.user_email, item.formatted_value])).toEqual([
      ['karta@demo.pl', '50 pkt'],
      ['sprzedawca@demo.pl', '350 pkt'],
    ]);
    // Another edition has no shares.
    const other = (await leader.get(history(central, '?edition=2024'))).json<SharingHistoryAnswer>();
    expect(other.items).toEqual({ data: [], current_page: 1, last_page: 1 });
  });

  it('opens to a leader of the company or of a branch they may switch to, and to nobody else', async () => {
    const central = await companyId('1000001');
    const krakow = await companyId('1000002');
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.get(history(krakow))).statusCode).toBe(200);
    expect((await leader.get(history(999_999))).statusCode).toBe(403);

    const otherLeader = await loginAs(t.app, 'uczestnik@demo.pl');
    const foreign = await otherLeader.get(history(central));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: 'Nie masz dostępu do historii tej firmy.' });
    expect((await otherLeader.get(history(krakow))).statusCode).toBe(200);

    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get(history(central))).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(history(central))).statusCode).toBe(401);

    // An operator may look.
    const operator = await impersonate(t.app, t.db, 'lider@demo.pl');
    expect((await operator.get(history(central))).statusCode).toBe(200);
  });

  it('422s on a company that is not an id', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.get('/api/sellers-sharing-points-history/abc')).statusCode).toBe(422);
  });
});
