import type { AdminPrizeOrder, AdminPrizeOrderDetail } from '@portal/contract';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { staffClients } from '../../../test/staff.js';
import type { TestClient } from '../../../test/client.js';
import { csvCells, FORMULA } from '../../../test/csv.js';
import { balanceOf } from '../ledger/ledger.service.js';
import { placePrizeOrderFixture } from '../../../test/prize-order.js';
import { auditRows } from '../../../test/audit-rows.js';
import { sentMessages } from '../../../test/sent-messages.js';

const t = appPerTest();
const staff = staffClients(t);
beforeEach(async () => {
  // These tests build their own catalogue: the demo's categories and prizes would take its slugs.
  await t.db.deleteFrom('prizes').execute();
  await t.db.deleteFrom('prize_categories').execute();
});

const sellerId = async () =>
  (await t.db.selectFrom('users').select('id').where('email', '=', 'sprzedawca@demo.pl').executeTakeFirstOrThrow()).id;
const sellerBalance = async () => balanceOf(t.db, { type: 'user', id: await sellerId() });

/** Two prizes and orders placed through the fixture (the participants' service is another helper's). */
async function placeOrders(count: number, street?: string) {
  const category = await t.db
    .insertInto('prize_categories')
    .values({ slug: 'agd', name: 'AGD' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = t.clock.now().toISOString();
  const prizes = await t.db
    .insertInto('prizes')
    .values([
      {
        index: 'AGD-1',
        name: 'Ekspres do kawy',
        category_id: category.id,
        points: 40,
        created_at: now,
        updated_at: now,
      },
      { index: 'AGD-2', name: 'Czajnik', category_id: category.id, points: 15, created_at: now, updated_at: now },
    ])
    .returning('id')
    .execute();
  const userId = await sellerId();
  const orders = [];
  for (let i = 0; i < count; i += 1) {
    t.clock.advance(60_000);
    orders.push(
      await placePrizeOrderFixture(t.db, t.clock, {
        userId,
        lines: [
          { prizeId: prizes[0]!.id, quantity: 1 },
          { prizeId: prizes[1]!.id, quantity: 2 },
        ],
        ...(street !== undefined && { street }),
      }),
    );
  }
  return orders;
}

const list = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/admin/prize-orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { data: AdminPrizeOrder[]; total: number } }>().items;
};
const move = (client: TestClient, id: number, status: string) =>
  client.post(`/api/admin/prize-orders/${id}/status`, { status });

describe('the catalogue orders queue', () => {
  it('lists by status tab and search, shows the detail, for every role', async () => {
    const [first, second] = await placeOrders(2);
    const reader = staff.viewer;
    const all = await list(reader);
    expect(all.data.map((row) => row.id)).toEqual([second!.id, first!.id]);
    expect(all.data[0]).toMatchObject({
      number: second!.number,
      status: 'pending',
      total_points: 70,
      lines_count: 2,
      user: { email: 'sprzedawca@demo.pl' },
    });
    expect((await list(reader, '?status=pending')).total).toBe(2);
    expect((await list(reader, '?status=sent')).total).toBe(0);
    expect((await list(reader, `?search=${first!.number}`)).data.map((row) => row.id)).toEqual([first!.id]);
    expect((await list(reader, '?search=sprzedawca@demo')).total).toBe(2);
    expect((await reader.get('/api/admin/prize-orders?status=lost')).statusCode).toBe(422);

    const detail = await reader.get(`/api/admin/prize-orders/${first!.id}`);
    expect(detail.json<{ order: AdminPrizeOrderDetail }>().order).toMatchObject({
      address: { street: 'Polna', building: '5', local: '2', post_code: '00-950', city: 'Warszawa' },
      lines: [
        { line: 1, index: 'AGD-1', name: 'Ekspres do kawy', quantity: 1, points: 40, status: null, carrier: null },
        { line: 2, index: 'AGD-2', name: 'Czajnik', quantity: 2, points: 15, status: null, refunded_points: 0 },
      ],
      refunded: false,
    });
    expect((await reader.get('/api/admin/prize-orders/9999')).statusCode).toBe(404);
  });

  it('moves pending → in_progress → sent → delivered, one by one and in a batch; other moves 422 on status', async () => {
    const [a, b, c] = await placeOrders(3);
    const client = staff.operator;
    expect((await move(client, a!.id, 'sent')).statusCode).toBe(422);
    expect((await move(client, a!.id, 'sent')).json().errors.status).toEqual([
      `Zamówienia ${a!.number} (oczekujące) nie można oznaczyć jako wysłane.`,
    ]);
    expect((await move(client, a!.id, 'cancelled')).statusCode).toBe(422);
    const moved = await move(client, a!.id, 'in_progress');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().order).toMatchObject({ status: 'in_progress', changed_by: 'obsluga@demo.pl' });

    const batch = await client.post('/api/admin/prize-orders/status', { ids: [a!.id, b!.id, c!.id], status: 'sent' });
    expect(batch.json()).toMatchObject({ changed: [a!.id], refused: [{ id: b!.id }, { id: c!.id }] });
    expect((await move(client, a!.id, 'delivered')).json().order.status).toBe('delivered');
    expect((await move(client, a!.id, 'in_progress')).statusCode).toBe(422);

    const rows = await auditRows(t, { action: 'prize_order.status' });
    expect(rows.map((row) => (JSON.parse(String(row.details)) as { after: { status: string } }).after.status)).toEqual([
      'in_progress',
      'sent',
      'delivered',
    ]);
    const mails = await t.db
      .selectFrom('message_queue')
      .selectAll()
      .where('subject', 'like', 'Zamówienie nagród%')
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([`Zamówienie nagród ${a!.number} wysłane`]);
  });

  it('cancels with a reason, refunding the total once, even when two cancel at the same moment', async () => {
    const before = await sellerBalance();
    const [order] = await placeOrders(1);
    expect(await sellerBalance()).toBe(before - 70);
    const client = staff.operator;
    const noReason = await client.post(`/api/admin/prize-orders/${order!.id}/cancel`, { reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Podaj powód anulowania zamówienia.']);

    const other = staff.admin;
    const answers = await Promise.all([
      client.post(`/api/admin/prize-orders/${order!.id}/cancel`, { reason: 'Brak towaru u dostawcy' }),
      other.post(`/api/admin/prize-orders/${order!.id}/cancel`, { reason: 'Brak towaru u dostawcy' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await sellerBalance()).toBe(before);

    const detail = (await client.get(`/api/admin/prize-orders/${order!.id}`)).json<{ order: AdminPrizeOrderDetail }>()
      .order;
    expect(detail).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Brak towaru u dostawcy',
      refunded: true,
    });
    const refunds = await t.db
      .selectFrom('point_operations')
      .selectAll()
      .where('kind', '=', 'prize_order_refund')
      .execute();
    expect(refunds).toHaveLength(1);
    const stored = await t.db
      .selectFrom('prize_orders')
      .selectAll()
      .where('id', '=', order!.id)
      .executeTakeFirstOrThrow();
    expect(stored.refund_operation_id).toBe(refunds[0]!.id);
    expect(stored.status_changed_by).not.toBeNull();
    expect(await auditRows(t, { action: 'prize_order.cancel' })).toHaveLength(1);
    const mails = await t.db
      .selectFrom('message_queue')
      .selectAll()
      .where('subject', 'like', 'Zamówienie nagród%')
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([`Zamówienie nagród ${order!.number} anulowane`]);
    await t.app.messageQueue.drain();
    const sent = await sentMessages(t);
    const mail = sent.find((item) => item.subject === `Zamówienie nagród ${order!.number} anulowane`);
    expect(mail?.body).toContain('Powód: Brak towaru u dostawcy');
    expect(mail?.body).toContain('Punkty z tego zamówienia (70 pkt) wróciły na Twoje konto w programie.');

    expect((await move(client, order!.id, 'in_progress')).statusCode).toBe(422);
  });

  it('exports the pending orders not yet exported as CSV and XLSX, one row per line, and stamps them', async () => {
    const [a, b] = await placeOrders(2);
    const client = staff.operator;
    await move(client, b!.id, 'in_progress');
    const csv = await client.get('/api/admin/prize-orders/export?format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'number;created_at;first_name;last_name;phone;email;street;building;local;post_code;city;prize_index;prize_name;quantity;points;line',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${a!.number};`);
    expect(lines[1]).toContain(';sprzedawca@demo.pl;Polna;5;2;00-950;Warszawa;AGD-1;Ekspres do kawy;1;40;1');
    expect(lines[2]).toContain(';AGD-2;Czajnik;2;30;2');
    expect((await list(client, '?exported=1')).data.map((row) => row.id)).toEqual([a!.id]);

    const again = await client.get('/api/admin/prize-orders/export?format=csv');
    expect(
      again.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(1);

    const xlsx = await client.get(`/api/admin/prize-orders/export?format=xlsx&ids=${a!.id},${b!.id}`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(12).value).toBe('AGD-1');
    expect(sheet.getRow(3).getCell(16).value).toBe(2);
    expect(sheet.getRow(4).getCell(1).value).toBe(b!.number);
    expect(await auditRows(t, { action: 'prize_order.export' })).toHaveLength(3);
  });

  it("neutralises a street that a spreadsheet would run, in the fulfilment partner's CSV", async () => {
    const [order] = await placeOrders(1, FORMULA);
    const client = staff.operator;
    const cells = csvCells((await client.get('/api/admin/prize-orders/export?format=csv')).body);
    const street = cells[0]!.indexOf('street');
    expect(cells.slice(1).map((row) => [row[0], row[street]])).toEqual([
      [order!.number, `'${FORMULA}`],
      [order!.number, `'${FORMULA}`],
    ]);
    // The points stay a number.
    expect(cells[1]![cells[0]!.indexOf('points')]).toBe('40');
  });

  it('refuses a viewer every write with 403', async () => {
    const [order] = await placeOrders(1);
    const reader = staff.viewer;
    expect((await move(reader, order!.id, 'in_progress')).statusCode).toBe(403);
    expect((await reader.post('/api/admin/prize-orders/status', { ids: [order!.id], status: 'sent' })).statusCode).toBe(
      403,
    );
    expect((await reader.post(`/api/admin/prize-orders/${order!.id}/cancel`, { reason: 'Powód' })).statusCode).toBe(
      403,
    );
    expect((await reader.get('/api/admin/prize-orders/export')).statusCode).toBe(403);
  });
});
