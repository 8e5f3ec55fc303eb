import { POSTING_BELOW_ZERO, POSTING_LIMIT_EXCEEDED } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { BALANCE_CAP_EXCEEDED } from './ledger.service.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { staffClients } from '../../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

const URL = '/api/admin/points/adjustments';
let keys = 0;
const key = () => `test-key-${++keys}`;
const adjust = (client: TestClient, body: object, idempotencyKey: string | null = key()) =>
  client.post(URL, body, { headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey } });

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const companyId = async (sap: string) =>
  (await t.db.selectFrom('companies').select('id').where('sap', '=', sap).executeTakeFirstOrThrow()).id;
const balance = async (type: 'user' | 'company', id: number) =>
  Number(
    (
      await t.db
        .selectFrom('point_balances')
        .select('balance')
        .where('owner_type', '=', type)
        .where('owner_id', '=', id)
        .executeTakeFirst()
    )?.balance ?? 0,
  );
const auditRows = () =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', 'points.adjust').orderBy('id').execute();
const operations = async () =>
  Number(
    (
      await t.db
        .selectFrom('point_operations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/admin/points/adjustments', () => {
  it("funds a company's pool, answers the balance and records points.adjust with before and after", async () => {
    const pool = await companyId('1000001');
    const before = await balance('company', pool);
    const operator = staff.operator;

    const response = await adjust(operator, { target: 'company', id: '1000001', points: 2500, reason: 'Zasilenie Q4' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, balance: before + 2500 });
    expect(await balance('company', pool)).toBe(before + 2500);
    const operation = await t.db
      .selectFrom('point_operations')
      .innerJoin('point_entries', 'point_entries.operation_id', 'point_operations.id')
      .select(['kind', 'actor_id', 'operator_id', 'description', 'amount'])
      .orderBy('point_operations.id', 'desc')
      .executeTakeFirstOrThrow();
    const obsluga = await t.db
      .selectFrom('operators')
      .select('id')
      .where('email', '=', 'obsluga@demo.pl')
      .executeTakeFirstOrThrow();
    expect(operation).toEqual({
      kind: 'pool_grant',
      actor_id: null,
      operator_id: obsluga.id,
      description: 'Zasilenie puli: Zasilenie Q4',
      amount: 2500,
    });
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ operator_email: 'obsluga@demo.pl', target_type: 'company', target_id: '1000001' });
    expect(JSON.parse(audit!.details)).toMatchObject({
      kind: 'pool_grant',
      points: 2500,
      reason: 'Zasilenie Q4',
      balance_before: before,
      balance_after: before + 2500,
    });
  });

  it('adjusts a person down and up; the participant sees "Korekta: …" in their own history', async () => {
    const id = await userId('sprzedawca@demo.pl');
    const before = await balance('user', id);
    const admin = staff.admin;

    const down = await adjust(admin, { target: 'user', id, points: -10, reason: 'Błędnie naliczone punkty' });
    expect(down.json()).toEqual({ success: true, balance: before - 10 });
    const up = await adjust(admin, { target: 'user', id: String(id), points: 3, reason: 'Zwrot' });
    expect(up.json()).toEqual({ success: true, balance: before - 7 });

    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const history = (await seller.get('/api/account-transactions-history')).json<{
      items: { data: { description: string; value: number }[] };
    }>();
    expect(history.items.data.slice(0, 2)).toMatchObject([
      { description: 'Korekta: Zwrot', value: 3 },
      { description: 'Korekta: Błędnie naliczone punkty', value: -10 },
    ]);
  });

  it('describes a company taken down as "Korekta puli" (an adjustment, not a grant)', async () => {
    const admin = staff.admin;
    await adjust(admin, { target: 'company', id: '1000001', points: 100, reason: 'Zasilenie' });
    const response = await adjust(admin, { target: 'company', id: '1000001', points: -40, reason: 'Pomyłka' });
    expect(response.statusCode).toBe(200);
    const last = await t.db
      .selectFrom('point_operations')
      .innerJoin('point_entries', 'point_entries.operation_id', 'point_operations.id')
      .select(['kind', 'description'])
      .orderBy('point_operations.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ kind: 'adjustment', description: 'Korekta puli: Pomyłka' });
  });

  it('limits an operator to 10,000 points either way, an admin not at all, and refuses a viewer', async () => {
    const operator = staff.operator;
    for (const points of [10_001, -10_001]) {
      const response = await adjust(operator, { target: 'company', id: '1000001', points, reason: 'Za dużo' });
      expect(response.statusCode, String(points)).toBe(403);
      expect(response.json().message).toBe(POSTING_LIMIT_EXCEEDED);
    }
    expect(
      (await adjust(operator, { target: 'company', id: '1000001', points: 10_000, reason: 'Tyle wolno' })).statusCode,
    ).toBe(200);
    expect(
      (await adjust(operator, { target: 'company', id: '1000001', points: -10_000, reason: 'Tyle wolno' })).statusCode,
    ).toBe(200);
    const admin = staff.admin;
    expect(
      (await adjust(admin, { target: 'company', id: '1000001', points: 50_000, reason: 'Duża pula' })).statusCode,
    ).toBe(200);
    const viewer = staff.viewer;
    expect(
      (await adjust(viewer, { target: 'company', id: '1000001', points: 1, reason: 'Nie wolno' })).statusCode,
    ).toBe(403);
    expect((await auditRows()).map((row) => (JSON.parse(row.details) as { points: number }).points)).toEqual([
      10_000, -10_000, 50_000,
    ]);
  });

  it('refuses below zero with 422 on points, changing nothing', async () => {
    const id = await userId('uczestnik@demo.pl');
    const before = await balance('user', id);
    const count = await operations();
    const admin = staff.admin;
    const response = await adjust(admin, { target: 'user', id, points: -(before + 1), reason: 'Za dużo' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ points: [POSTING_BELOW_ZERO] });
    expect(await balance('user', id)).toBe(before);
    expect(await operations()).toBe(count);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a posting that would take a balance past 2,147,483,647 points with 422 on points, changing nothing', async () => {
    const id = await userId('uczestnik@demo.pl');
    const before = await balance('user', id);
    const admin = staff.admin;
    const grant = () => adjust(admin, { target: 'user', id, points: 1_000_000_000, reason: 'Duża korekta' });
    expect((await grant()).statusCode).toBe(200);
    expect((await grant()).statusCode).toBe(200);
    const entries = () => t.db.selectFrom('point_entries').selectAll().orderBy('id').execute();
    const [count, rows] = [await operations(), await entries()];

    const third = await grant();

    expect(third.statusCode).toBe(422);
    expect(third.json().errors).toEqual({ points: [BALANCE_CAP_EXCEEDED] });
    expect(await balance('user', id)).toBe(before + 2_000_000_000);
    expect(await operations()).toBe(count);
    expect(await entries()).toEqual(rows);
    expect(await auditRows()).toHaveLength(2);
    // A company's pool has the same cap.
    const pool = await companyId('1000002');
    const poolBefore = await balance('company', pool);
    for (const points of [1_000_000_000, 1_000_000_000]) {
      expect((await adjust(admin, { target: 'company', id: '1000002', points, reason: 'Pula' })).statusCode).toBe(200);
    }
    const over = await adjust(admin, { target: 'company', id: '1000002', points: 1_000_000_000, reason: 'Pula' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ points: [BALANCE_CAP_EXCEEDED] });
    expect(await balance('company', pool)).toBe(poolBefore + 2_000_000_000);
  });

  it('answers 422 per field for a bad posting, an unknown holder and a missing Idempotency-Key', async () => {
    const admin = staff.admin;
    const bad = await adjust(admin, { target: 'firma', id: '', points: 0, reason: 'ab' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'points', 'reason', 'target']);
    expect((await adjust(admin, { target: 'user', id: 1, points: 1.5, reason: 'abc' })).json().errors).toHaveProperty(
      'points',
    );
    expect((await adjust(admin, { target: 'user', id: 1, points: 1, reason: 'x'.repeat(501) })).statusCode).toBe(422);
    const unknownUser = await adjust(admin, { target: 'user', id: 999_999, points: 1, reason: 'abc' });
    expect(unknownUser.json().errors).toEqual({ id: ['Nie ma takiego uczestnika.'] });
    const unknownCompany = await adjust(admin, { target: 'company', id: '9999999', points: 1, reason: 'abc' });
    expect(unknownCompany.json().errors).toEqual({ id: ['Nie ma firmy o numerze SAP 9999999.'] });
    const keyless = await adjust(admin, { target: 'company', id: '1000001', points: 1, reason: 'abc' }, null);
    expect(keyless.statusCode).toBe(422);
    expect(keyless.json().errors).toHaveProperty('idempotency-key');
    expect(await auditRows()).toEqual([]);
  });

  it('answers a repeat of the same key and request as the first time and posts once; another request is a 409', async () => {
    const pool = await companyId('1000001');
    const operator = staff.operator;
    const body = { target: 'company', id: '1000001', points: 300, reason: 'Raz' };
    const first = await adjust(operator, body, 'same-key');
    await adjust(operator, { target: 'company', id: '1000001', points: 5, reason: 'Później' });
    const again = await adjust(operator, body, 'same-key');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const after = await balance('company', pool);

    for (const other of [
      { ...body, points: 301 },
      { ...body, target: 'user', id: await userId('lider@demo.pl') },
      { ...body, points: -300 },
    ]) {
      const conflict = await adjust(operator, other, 'same-key');
      expect(conflict.statusCode, JSON.stringify(other)).toBe(409);
    }
    expect(await balance('company', pool)).toBe(after);
    expect(await auditRows()).toHaveLength(2);
    // The key is the operator's: another operator may use the same words.
    const admin = staff.admin;
    expect((await adjust(admin, body, 'same-key')).json().balance).toBe(after + 300);
  });

  it('posts once when the same request arrives twice at the same moment', async () => {
    const pool = await companyId('1000002');
    const before = await balance('company', pool);
    const operator = staff.operator;
    const body = { target: 'company', id: '1000002', points: 700, reason: 'Jednocześnie' };
    const responses = await Promise.all([adjust(operator, body, 'twin'), adjust(operator, body, 'twin')]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.map((response) => response.json<{ balance: number }>().balance)).toEqual([
      before + 700,
      before + 700,
    ]);
    expect(await balance('company', pool)).toBe(before + 700);
    expect(await auditRows()).toHaveLength(1);
  });

  it('needs an operator session', async () => {
    const participant = await loginAs(t.app, 'lider@demo.pl');
    expect((await adjust(participant, { target: 'company', id: '1000001', points: 1, reason: 'abc' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/admin/points/adjustments', () => {
  it("lists the operators' postings newest first, with search and filters, for every role", async () => {
    const admin = staff.admin;
    const id = await userId('karta@demo.pl');
    await adjust(admin, { target: 'company', id: '1000001', points: 1000, reason: 'Pula na listopad' });
    await adjust(admin, { target: 'user', id, points: 20, reason: 'Reklamacja' });

    const viewer = staff.viewer;
    const list = await viewer.get('/api/admin/points/adjustments');
    expect(list.statusCode).toBe(200);
    const { items } = list.json();
    expect(items.total).toBe(2);
    expect(items.data[0]).toMatchObject({
      kind: 'adjustment',
      target: 'user',
      user: { id, email: 'karta@demo.pl' },
      company: { sap: expect.any(String) },
      points: 20,
      description: 'Korekta: Reklamacja',
      operator_email: 'admin@demo.pl',
    });
    expect(items.data[1]).toMatchObject({
      kind: 'pool_grant',
      target: 'company',
      user: null,
      company: { sap: '1000001' },
      points: 1000,
      description: 'Zasilenie puli: Pula na listopad',
    });

    const search = (query: string) =>
      viewer
        .get(`/api/admin/points/adjustments?${query}`)
        .then((response) => response.json<{ items: { total: number } }>().items.total);
    expect(await search('search=listopad')).toBe(1);
    expect(await search('search=KARTA@')).toBe(1);
    expect(await search('target=company')).toBe(1);
    expect(await search('kind=adjustment')).toBe(1);
    expect((await viewer.get('/api/admin/points/adjustments?target=x')).statusCode).toBe(422);
  });
});
