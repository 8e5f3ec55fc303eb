import type { AdminOrder, OrderQuestionAnswer } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { csvCells, FORMULA } from '../../../test/csv.js';
import { balanceOf } from '../ledger/ledger.service.js';
import { staffClients } from '../../../test/staff.js';
import { auditRows } from '../../../test/audit-rows.js';

const t = appPerTest();
const staff = staffClients(t);

const sellerId = async () =>
  (await t.db.selectFrom('users').select('id').where('email', '=', 'sprzedawca@demo.pl').executeTakeFirstOrThrow()).id;
const sellerBalance = async () => balanceOf(t.db, { type: 'user', id: await sellerId() });

/** Top-up orders placed by sprzedawca@demo.pl through the portal, a minute apart; their ids. */
async function placeOrders(...values: number[]): Promise<number[]> {
  const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
  const ids: number[] = [];
  for (const value of values) {
    t.clock.advance(60_000);
    const { question } = (await seller.get('/api/orders')).json<OrderQuestionAnswer>();
    const response = await seller.post('/api/orders', { value, userAnswer: question.answers[0]?.id });
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

const list = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/admin/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { data: AdminOrder[]; total: number; current_page: number; last_page: number } }>()
    .items;
};
const idsOf = (items: { data: AdminOrder[] }) => items.data.map((row) => row.id);

describe('GET /api/admin/orders', () => {
  it('lists every order, newest first, with the fields of docs/product/back-office.md, for every role', async () => {
    const [placed] = await placeOrders(100);
    for (const client of [staff.viewer, staff.operator, staff.admin]) {
      const items = await list(client);
      const all = await t.db.selectFrom('orders').select('id').orderBy('id', 'desc').execute();
      expect(idsOf(items)).toEqual(all.map((row) => row.id));
      expect(items.total).toBe(all.length);
      expect(items.data[0]).toEqual({
        id: placed,
        user_id: await sellerId(),
        user_email: 'sprzedawca@demo.pl',
        first_name: expect.any(String),
        last_name: expect.any(String),
        company_sap: '1000001',
        card_number: expect.stringMatching(/^\d+$/),
        value: 100,
        status: 'new',
        created_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
        reason: null,
        changed_by: null,
        exported_at: null,
        issuer_result: null,
        loaded_at: null,
      });
    }
    expect((await new TestClient(t.app).get('/api/admin/orders')).statusCode).toBe(401);
    expect((await (await loginAs(t.app, 'lider@demo.pl')).get('/api/admin/orders')).statusCode).toBe(401);
  });

  it('filters by status and export, searches e-mail, name and card, sorts and pages', async () => {
    const client = staff.operator;
    const [small, big] = await placeOrders(50, 300);
    const seeded = await t.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', 'not in', [small!, big!])
      .execute();
    expect(idsOf(await list(client, '?status=new'))).toEqual([big, small]);
    expect(idsOf(await list(client, '?status=sent'))).toEqual(
      seeded.filter((row) => row.status === 'sent').map((row) => row.id),
    );
    expect((await list(client, '?status=')).total).toBe(seeded.length + 2);

    const seller = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('email', '=', 'sprzedawca@demo.pl')
      .executeTakeFirstOrThrow();
    const card = (await list(client)).data[0]!.card_number;
    for (const search of [
      'SPRZEDAWCA@',
      seller.last_name.toUpperCase(),
      `${seller.first_name} ${seller.last_name}`,
      card,
    ]) {
      const found = await list(client, `?status=new&search=${encodeURIComponent(search)}`);
      expect(idsOf(found), search).toEqual([big, small]);
    }
    expect((await list(client, '?search=nikogo-takiego')).total).toBe(0);

    expect(idsOf(await list(client, '?status=new&sort=value&direction=asc'))).toEqual([small, big]);
    const page = await list(client, '?status=new&per_page=1&page=2');
    expect(page).toMatchObject({ current_page: 2, last_page: 2, total: 2 });
    expect(idsOf(page)).toEqual([small]);

    await client.get(`/api/admin/orders/export?ids=${small}`);
    expect(idsOf(await list(client, '?status=new&exported=1'))).toEqual([small]);
    expect(idsOf(await list(client, '?status=new&exported=0'))).toEqual([big]);

    for (const bad of ['?status=lost', '?sort=card_number', '?page=0']) {
      expect((await client.get(`/api/admin/orders${bad}`)).statusCode, bad).toBe(422);
    }
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('moves an order new → sent → completed, answering the order, audited with before and after', async () => {
    const client = staff.operator;
    const [id] = await placeOrders(100);
    const sent = await client.post(`/api/admin/orders/${id}/status`, { status: 'sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      order: { id, status: 'sent', changed_by: 'obsluga@demo.pl', reason: null },
    });
    t.clock.advance(60_000);
    const done = await client.post(`/api/admin/orders/${id}/status`, { status: 'completed', reason: 'nie dotyczy' });
    expect(done.json().order).toMatchObject({
      status: 'completed',
      reason: null,
      updated_at: t.clock.now().toISOString(),
    });

    const audit = await auditRows(t, { action: 'order.status' });
    expect(audit.map((row) => [row.operator_email, row.target_type, row.target_id])).toEqual([
      ['obsluga@demo.pl', 'order', String(id)],
      ['obsluga@demo.pl', 'order', String(id)],
    ]);
    expect(audit.map((row) => JSON.parse(row.details) as unknown)).toEqual([
      { user_id: await sellerId(), value: 100, before: { status: 'new' }, after: { status: 'sent' } },
      { user_id: await sellerId(), value: 100, before: { status: 'sent' }, after: { status: 'completed' } },
    ]);
    expect(await sellerBalance()).toBe(1150);
  });

  it('refuses a move the status does not allow with 422 on status, changing nothing', async () => {
    const client = staff.operator;
    const [id] = await placeOrders(100);
    const early = await client.post(`/api/admin/orders/${id}/status`, { status: 'completed' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ status: [`Zamówienia ${id} (nowe) nie można oznaczyć jako zrealizowane.`] });
    await client.post(`/api/admin/orders/${id}/status`, { status: 'rejected', reason: 'Błędny numer karty' });
    const again = await client.post(`/api/admin/orders/${id}/status`, { status: 'sent' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status).toEqual([
      `Zamówienia ${id} (odrzucone) nie można oznaczyć jako przekazane do wydawcy karty.`,
    ]);
    const bad = await client.post(`/api/admin/orders/${id}/status`, { status: 'new' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
    expect((await client.post('/api/admin/orders/999999/status', { status: 'sent' })).statusCode).toBe(404);
    expect(await auditRows(t, { action: 'order.status' })).toHaveLength(1);
  });

  it('rejects with a reason only, stores it and returns the points', async () => {
    const client = staff.operator;
    const [id] = await placeOrders(200);
    expect(await sellerBalance()).toBe(1050);
    for (const reason of [undefined, '', '  ', 'ab']) {
      const response = await client.post(`/api/admin/orders/${id}/status`, { status: 'rejected', reason });
      expect(response.statusCode, String(reason)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['reason']);
    }
    const tooLong = await client.post(`/api/admin/orders/${id}/status`, {
      status: 'rejected',
      reason: 'x'.repeat(501),
    });
    expect(tooLong.json().errors.reason).toEqual(['Powód może mieć najwyżej 500 znaków.']);
    expect(await sellerBalance()).toBe(1050);

    const rejected = await client.post(`/api/admin/orders/${id}/status`, {
      status: 'rejected',
      reason: '  Karta zablokowana u wydawcy ',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().order).toMatchObject({ status: 'rejected', reason: 'Karta zablokowana u wydawcy' });
    expect(await sellerBalance()).toBe(1250);
    const [audit] = await auditRows(t, { action: 'order.status' });
    expect(JSON.parse(audit!.details)).toMatchObject({
      before: { status: 'new' },
      after: { status: 'rejected' },
      reason: 'Karta zablokowana u wydawcy',
    });
    // The seller sees the refund in their own history.
    const history = await (await loginAs(t.app, 'sprzedawca@demo.pl')).get('/api/user-orders');
    expect(history.json().items.data[0]).toMatchObject({ status_description: 'Odrzucone – punkty zwrócone' });
  });

  it('returns the points once when two operators reject the same order at the same moment', async () => {
    const [id] = await placeOrders(300);
    const [first, second] = [staff.operator, staff.admin];
    const answers = await Promise.all([
      first.post(`/api/admin/orders/${id}/status`, { status: 'rejected', reason: 'Duplikat zamówienia' }),
      second.post(`/api/admin/orders/${id}/status`, { status: 'rejected', reason: 'Podwójne zamówienie' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await sellerBalance()).toBe(1250);
    expect(await auditRows(t, { action: 'order.status' })).toHaveLength(1);
    const refunds = await t.db.selectFrom('point_operations').select('id').where('kind', '=', 'order_refund').execute();
    expect(refunds).toHaveLength(1);
  });

  it('is refused to a viewer, changing nothing', async () => {
    const [id] = await placeOrders(100);
    const response = await staff.viewer.post(`/api/admin/orders/${id}/status`, { status: 'sent' });
    expect(response.statusCode).toBe(403);
    expect((await new TestClient(t.app).post(`/api/admin/orders/${id}/status`, { status: 'sent' })).statusCode).toBe(
      401,
    );
    const row = await t.db.selectFrom('orders').select('status').where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
    expect(await auditRows(t, { action: 'order.status' })).toEqual([]);
  });
});

describe('POST /api/admin/orders/status', () => {
  it('moves each order it can and says why each other one did not', async () => {
    const client = staff.operator;
    const [a, b, c] = await placeOrders(50, 100, 150);
    await client.post(`/api/admin/orders/${b}/status`, { status: 'sent' });
    const response = await client.post('/api/admin/orders/status', { ids: [a, b, c, 999999], status: 'sent' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Zmieniono status zamówień: 2. Nie zmieniono: 2.',
      changed: [a, c],
      refused: [
        {
          id: b,
          message: `Zamówienia ${b} (przekazane do wydawcy karty) nie można oznaczyć jako przekazane do wydawcy karty.`,
        },
        { id: 999999, message: 'Nie ma zamówienia 999999.' },
      ],
    });
    const rejected = await client.post('/api/admin/orders/status', {
      ids: [a, b, c],
      status: 'rejected',
      reason: 'Koniec programu',
    });
    expect(rejected.json()).toMatchObject({ changed: [a, b, c], refused: [] });
    expect(await sellerBalance()).toBe(1250);
    const stored = await t.db.selectFrom('orders').select('rejection_reason').where('id', 'in', [a!, b!, c!]).execute();
    expect(stored.map((row) => row.rejection_reason)).toEqual([
      'Koniec programu',
      'Koniec programu',
      'Koniec programu',
    ]);
    expect(await auditRows(t, { action: 'order.status' })).toHaveLength(6);
  });

  it('wants ids, a status and for a rejection a reason; a viewer may not', async () => {
    const client = staff.operator;
    const [id] = await placeOrders(50);
    const cases: [object, string][] = [
      [{ status: 'sent' }, 'ids'],
      [{ ids: [], status: 'sent' }, 'ids'],
      [{ ids: [id], status: 'lost' }, 'status'],
      [{ ids: [id], status: 'rejected' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post('/api/admin/orders/status', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await staff.viewer.post('/api/admin/orders/status', { ids: [id], status: 'sent' })).statusCode).toBe(403);
    const row = await t.db.selectFrom('orders').select('status').where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });
});

/** The CSV's rows as arrays of cells, without the BOM. */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(';'));

describe('GET /api/admin/orders/export', () => {
  it('exports exactly the chosen orders for the card issuer, marks them, and the next export skips them', async () => {
    const client = staff.operator;
    const [a, b, c] = await placeOrders(50, 100, 150);
    const chosen = await client.get(`/api/admin/orders/export?format=csv&ids=${a},${c}`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(chosen.headers['content-disposition']).toBe(
      `attachment; filename="zamowienia-2025-09-01.csv"; filename*=UTF-8''zam%C3%B3wienia-2025-09-01.csv`,
    );
    expect(chosen.body.startsWith('\uFEFF')).toBe(true);
    const seller = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('email', '=', 'sprzedawca@demo.pl')
      .executeTakeFirstOrThrow();
    const card = (await list(client)).data[0]!.card_number;
    const rows = csvRows(chosen.body);
    expect(rows[0]?.join(';')).toBe('id;card_number;first_name;last_name;value;created_at');
    expect(rows.slice(1)).toEqual([
      [String(a), card, seller.first_name, seller.last_name, '50', expect.stringMatching(/^2025-09-01T10:01:00/)],
      [String(c), card, seller.first_name, seller.last_name, '150', expect.stringMatching(/^2025-09-01T10:03:00/)],
    ]);
    const [audit] = await auditRows(t, { action: 'order.export' });
    expect(audit).toMatchObject({ operator_email: 'obsluga@demo.pl' });
    expect(JSON.parse(audit!.details)).toMatchObject({ format: 'csv', count: 2, ids: [a, c] });
    const marked = await list(client, '?status=new');
    expect(marked.data.map((row) => [row.id, row.exported_at])).toEqual([
      [c, t.clock.now().toISOString()],
      [b, null],
      [a, t.clock.now().toISOString()],
    ]);

    // The next export without a choice takes what waits (new and sent) and was not exported yet.
    t.clock.advance(600_000);
    const next = csvRows((await client.get('/api/admin/orders/export')).body);
    const sentSeeded = await t.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'sent')
      .orderBy('id')
      .execute();
    expect(next.slice(1).map((row) => Number(row[0]))).toEqual(
      [...sentSeeded.map((row) => row.id), b].sort((x, y) => x! - y!),
    );
    expect(csvRows((await client.get('/api/admin/orders/export')).body)).toHaveLength(1);
    // Asked to, it repeats them; a status narrows it; the first export's time stays.
    const again = csvRows((await client.get('/api/admin/orders/export?status=new&include_exported=1')).body);
    expect(again.slice(1).map((row) => Number(row[0]))).toEqual([a, b, c]);
    const [first] = (await list(client, `?search=${a}`)).data.filter((row) => row.id === a);
    expect(first?.exported_at).toBe('2025-09-01T10:03:00.000Z');
    expect(await auditRows(t, { action: 'order.export' })).toHaveLength(4);
  });

  it("neutralises a seller's last name that a spreadsheet would run, in the card issuer's CSV", async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const saved = await seller.post('/api/account', {
      user: { first_name: 'Jan', last_name: FORMULA, phone: '500 100 201' },
      residenceAddress: { street: 'ul. Długa', building: '5', local: '', post_code: '00-238', city: 'Warszawa' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [id] = await placeOrders(50);
    const client = staff.operator;
    const csv = csvCells((await client.get(`/api/admin/orders/export?format=csv&ids=${id}`)).body);
    expect(csv[0]).toEqual(['id', 'card_number', 'first_name', 'last_name', 'value', 'created_at']);
    expect(csv[1]).toEqual([
      String(id),
      expect.stringMatching(/^\d+$/),
      'Jan',
      `'${FORMULA}`,
      '50',
      expect.any(String),
    ]);
    // The XLSX holds it as text, which no spreadsheet runs.
    const workbook = new ExcelJS.Workbook();
    const xlsx = await client.get(`/api/admin/orders/export?format=xlsx&ids=${id}&include_exported=1`);
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getRow(2).getCell(4);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(FORMULA);
  });

  it('gives the same columns as XLSX, which reads back', async () => {
    const client = staff.operator;
    const [a, b] = await placeOrders(50, 100);
    const response = await client.get(`/api/admin/orders/export?format=xlsx&ids=${a}&ids=${b}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="zamowienia-2025-09-01.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['id', 'card_number', 'first_name', 'last_name', 'value', 'created_at']);
    expect(sheet.rowCount).toBe(3);
    expect(values(2)).toEqual([
      a,
      expect.stringMatching(/^\d+$/),
      expect.any(String),
      expect.any(String),
      50,
      expect.any(String),
    ]);
    expect(values(3)[0]).toBe(b);
    expect(JSON.parse((await auditRows(t, { action: 'order.export' }))[0]!.details)).toMatchObject({
      format: 'xlsx',
      count: 2,
    });
  });

  it('is personal data: a viewer may not, and nothing is marked', async () => {
    const [id] = await placeOrders(50);
    expect((await staff.viewer.get(`/api/admin/orders/export?ids=${id}`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/admin/orders/export')).statusCode).toBe(401);
    expect((await staff.operator.get('/api/admin/orders/export?format=pdf')).statusCode).toBe(422);
    expect((await staff.operator.get('/api/admin/orders/export?ids=abc')).statusCode).toBe(422);
    const row = await t.db.selectFrom('orders').select('exported_at').where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row.exported_at).toBeNull();
    expect(await auditRows(t, { action: 'order.export' })).toEqual([]);
  });
});
