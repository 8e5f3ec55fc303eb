import type { AdminPrizeOrderDetail, MyPrizeOrder, PartnerResult, PartnerResultsHistoryItem } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { auditRows } from '../../../test/audit-rows.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { expectLotsMatchBalances } from '../../../test/lots.js';
import { placePrizeOrderFixture } from '../../../test/prize-order.js';
import { sentMessages } from '../../../test/sent-messages.js';
import { staffClients } from '../../../test/staff.js';
import { balanceOf } from '../ledger/ledger.service.js';

const t = appPerTest();
const staff = staffClients(t);

const SELLER = 'sprzedawca@demo.pl';
const HEADER = 'order_id;line;status;carrier;tracking_number;shipped_at';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

const sellerId = async () =>
  (await t.db.selectFrom('users').select('id').where('email', '=', SELLER).executeTakeFirstOrThrow()).id;
const sellerBalance = async () => balanceOf(t.db, { type: 'user', id: await sellerId() });

/**
 * Orders of the seller, each of a prize of 120 points and two of 15 (150 in all): line 1 is
 * "Ekspres do kawy" ×1, line 2 "Czajnik" ×2.
 */
async function placeOrders(count: number) {
  const now = t.clock.now().toISOString();
  const category = await t.db
    .insertInto('prize_categories')
    .values({ slug: 'partner-test', name: 'Test dostawcy' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prizes = await t.db
    .insertInto('prizes')
    .values([
      {
        index: 'PT-1',
        name: 'Ekspres do kawy',
        category_id: category.id,
        points: 120,
        created_at: now,
        updated_at: now,
      },
      { index: 'PT-2', name: 'Czajnik', category_id: category.id, points: 15, created_at: now, updated_at: now },
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
      }),
    );
  }
  return orders;
}

function multipart(content: Buffer | string, filename: string, type: string, dryRun?: boolean) {
  const boundary = '----partner-test-boundary';
  const parts: Buffer[] = [];
  if (dryRun !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\n${dryRun}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const send = (
  client: TestClient,
  content: Buffer | string,
  { dryRun, filename = 'statusy.csv', type = 'text/csv' }: { dryRun?: boolean; filename?: string; type?: string } = {},
) => {
  const { payload, headers } = multipart(content, filename, type, dryRun);
  return client.post('/api/admin/prize-orders/partner-results', payload, { headers });
};

/** Loads a file that must go through, and answers its result. */
async function load(content: string, options: { dryRun?: boolean; client?: TestClient } = {}) {
  const response = await send(options.client ?? staff.operator, content, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: PartnerResult }>().result;
}

const detail = async (id: number) =>
  (await staff.viewer.get(`/api/admin/prize-orders/${id}`)).json<{ order: AdminPrizeOrderDetail }>().order;

const refundOperations = () =>
  t.db.selectFrom('point_operations').select('id').where('kind', '=', 'prize_order_refund').execute();

const SHIP_1 = (number: string) => `${number};1;shipped;InPost;TRACK-001;2025-09-02 10:15`;
const SHIP_2 = (number: string) => `${number};2;shipped;DPD;0000123456;2025-09-02`;

describe('POST /api/admin/prize-orders/partner-results: the format', () => {
  it('refuses a file without its header, naming the columns', async () => {
    const response = await send(staff.operator, 'order_id;line;status\nN/1;1;shipped');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      file: ['Plik musi mieć nagłówek: order_id;line;status;carrier;tracking_number;shipped_at.'],
    });
  });

  it('refuses a file with bad lines, line by line, changing nothing', async () => {
    const [order] = await placeOrders(1);
    const response = await send(
      staff.operator,
      csv(
        `${order!.number};1;lost;;;`,
        `${order!.number};2;shipped;InPost;;2025-09-02`,
        `${order!.number};3;delivered;;;04.09.2025`,
        `${order!.number};4;delivered;;;`,
        `${order!.number};4;returned;;;`,
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'line 2': ['Status to shipped, delivered albo returned.'],
      'line 3': ['Podaj przewoźnika, numer przesyłki i datę wysyłki.'],
      'line 4': ['Podaj datę jako RRRR-MM-DD albo RRRR-MM-DD GG:MM.'],
      'line 6': [`Pozycja 4 zamówienia ${order!.number} występuje w pliku więcej niż raz.`],
    });
    expect((await detail(order!.id)).lines.map((line) => line.status)).toEqual([null, null]);
    expect(await t.db.selectFrom('partner_results').selectAll().execute()).toEqual([]);
    expect(await auditRows(t, { action: 'prize_orders.partner_results' })).toEqual([]);
  });

  it('refuses a row without its order or line, too long a carrier, and more than 10,000 rows', async () => {
    const [order] = await placeOrders(1);
    const response = await send(
      staff.operator,
      csv(
        `;1;delivered;;;`,
        `${order!.number};;delivered;;;`,
        `${order!.number};1;shipped;${'X'.repeat(101)};T-1;2025-09-02`,
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'line 2': ['Podaj numer zamówienia (order_id) i pozycję (line).'],
      'line 3': ['Podaj numer zamówienia (order_id) i pozycję (line).'],
      'line 4': ['Przewoźnik i numer przesyłki mogą mieć najwyżej 100 znaków.'],
    });
    const rows = Array.from({ length: 10_001 }, (_, index) => `N/2025/${index};1;delivered;;;`);
    const many = await send(staff.operator, csv(...rows));
    expect(many.statusCode).toBe(422);
    expect(many.json().errors).toEqual({ file: ['Plik może mieć najwyżej 10 000 wierszy.'] });
  });

  it('takes only CSV or XLSX of at most 5 MB', async () => {
    const wrong = await send(staff.operator, 'x', { filename: 'statusy.txt', type: 'text/plain' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ file: ['Wybierz plik CSV albo XLSX.'] });
    const big = await send(staff.operator, `${HEADER}\n${'x'.repeat(5 * 1024 * 1024)}`);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ file: ['Plik jest za duży (najwyżej 5 MB).'] });
  });

  it('reads an XLSX sheet alike', async () => {
    const [order] = await placeOrders(1);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statusy');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow([order!.number, 1, 'shipped', 'InPost', 'TRACK-001', '2025-09-02 10:15']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await send(staff.operator, content, {
      filename: 'statusy.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ result: PartnerResult }>().result).toMatchObject({ lines: 1, shipped: 1, problems: [] });
  });
});

describe('POST /api/admin/prize-orders/partner-results: the statuses', () => {
  it('answers in a dry run what the file would do, with its problems, writing nothing', async () => {
    const [order, other] = await placeOrders(2);
    const cancelled = await staff.operator.post(`/api/admin/prize-orders/${other!.id}/cancel`, {
      reason: 'Brak towaru',
    });
    expect(cancelled.statusCode).toBe(200);
    const before = await sellerBalance();
    const file = csv(
      SHIP_1(order!.number),
      `${order!.number};2;returned;;;`,
      `${order!.number};3;shipped;InPost;T-3;2025-09-02`,
      'N/2025/999999;1;delivered;;;',
      `${other!.number};1;shipped;InPost;T-9;2025-09-02`,
    );
    const result = await load(file, { dryRun: true });
    expect(result).toEqual({
      dry_run: true,
      id: null,
      file: 'statusy.csv',
      lines: 5,
      shipped: 1,
      delivered: 0,
      returned: 1,
      unchanged: 0,
      refunded_points: 30,
      problems: [
        { line: 4, order_id: order!.number, message: `Zamówienie ${order!.number} nie ma pozycji 3.` },
        { line: 5, order_id: 'N/2025/999999', message: 'Nie ma zamówienia nagród N/2025/999999.' },
        { line: 6, order_id: other!.number, message: `Zamówienie ${other!.number} jest anulowane.` },
      ],
    });
    expect((await detail(order!.id)).lines.map((line) => line.status)).toEqual([null, null]);
    expect(await sellerBalance()).toBe(before);
    expect(await t.db.selectFrom('partner_results').selectAll().execute()).toEqual([]);
    expect(await auditRows(t, { action: 'prize_orders.partner_results' })).toEqual([]);
  });

  it('ships the lines, sends the order with its parcels once, then delivers it; a file again is unchanged', async () => {
    const [order] = await placeOrders(1);
    const first = await load(csv(SHIP_1(order!.number)));
    expect(first).toMatchObject({ dry_run: false, lines: 1, shipped: 1, unchanged: 0, problems: [] });
    expect((await detail(order!.id)).status).toBe('pending');

    const shipped = await load(csv(SHIP_1(order!.number), SHIP_2(order!.number)));
    expect(shipped).toMatchObject({ shipped: 1, unchanged: 1, refunded_points: 0, problems: [] });
    const sent = await detail(order!.id);
    expect(sent.status).toBe('sent');
    expect(sent.lines).toMatchObject([
      {
        line: 1,
        status: 'shipped',
        carrier: 'InPost',
        tracking_number: 'TRACK-001',
        shipped_at: '2025-09-02T08:15:00.000Z',
      },
      {
        line: 2,
        status: 'shipped',
        carrier: 'DPD',
        tracking_number: '0000123456',
        shipped_at: '2025-09-01T22:00:00.000Z',
      },
    ]);
    const mails = (await sentMessages(t, { to: SELLER })).filter((mail) => mail.subject?.startsWith('Zamówienie'));
    expect(mails.map((mail) => mail.subject)).toEqual([`Zamówienie nagród ${order!.number} wysłane`]);
    expect(mails[0]!.body).toContain('Ekspres do kawy ×1 – Przewoźnik: InPost, numer przesyłki: TRACK-001');
    expect(mails[0]!.body).toContain('Czajnik ×2 – Przewoźnik: DPD, numer przesyłki: 0000123456');

    const again = await load(csv(SHIP_1(order!.number), SHIP_2(order!.number)));
    expect(again).toMatchObject({ shipped: 0, delivered: 0, returned: 0, unchanged: 2, problems: [] });

    const other = await load(csv(`${order!.number};1;shipped;DPD;OTHER;2025-09-02`));
    expect(other.problems).toEqual([
      { line: 2, order_id: order!.number, message: `Pozycja 1 zamówienia ${order!.number} ma już status „Wysłana”.` },
    ]);

    const delivered = await load(csv(`${order!.number};1;delivered;;;`, `${order!.number};2;delivered;;;`));
    expect(delivered).toMatchObject({ delivered: 2, problems: [] });
    expect((await detail(order!.id)).status).toBe('delivered');
    const backwards = await load(csv(SHIP_1(order!.number)));
    expect(backwards).toMatchObject({ shipped: 0, unchanged: 0 });
    expect(backwards.problems[0]!.message).toBe(`Pozycja 1 zamówienia ${order!.number} ma już status „Dostarczona”.`);

    const moves = await auditRows(t, { action: 'prize_order.status' });
    expect(moves.map((row) => JSON.parse(String(row.details)) as Record<string, unknown>)).toMatchObject([
      { number: order!.number, before: { status: 'pending' }, after: { status: 'sent' } },
      { number: order!.number, before: { status: 'sent' }, after: { status: 'delivered' } },
    ]);
    const files = await auditRows(t, { action: 'prize_orders.partner_results' });
    expect(files).toHaveLength(6);
    expect(files[1]).toMatchObject({ target_type: 'partner_results', target_id: String(shipped.id) });
    expect(JSON.parse(String(files[1]!.details))).toEqual({
      file: 'statusy.csv',
      lines: 2,
      shipped: 1,
      delivered: 0,
      returned: 0,
      unchanged: 1,
      problems: 0,
      refunded_points: 0,
    });
    // Only one "sent" e-mail: the delivery is seen on "Moje zamówienia".
    expect(
      (await sentMessages(t, { to: SELLER })).filter((mail) => mail.subject?.startsWith('Zamówienie')),
    ).toHaveLength(1);
  });

  it("names the parcels reported so far in the e-mail of an operator's move to sent", async () => {
    const [order] = await placeOrders(1);
    await load(csv(SHIP_1(order!.number)));
    const operator = staff.operator;
    expect(
      (await operator.post(`/api/admin/prize-orders/${order!.id}/status`, { status: 'in_progress' })).statusCode,
    ).toBe(200);
    expect((await operator.post(`/api/admin/prize-orders/${order!.id}/status`, { status: 'sent' })).statusCode).toBe(
      200,
    );
    const mail = (await sentMessages(t, { to: SELLER })).find(
      (item) => item.subject === `Zamówienie nagród ${order!.number} wysłane`,
    );
    expect(mail?.body).toContain('Przesyłki:\nEkspres do kawy ×1 – Przewoźnik: InPost, numer przesyłki: TRACK-001');
    expect(mail?.body).not.toContain('Czajnik ×2 –');
  });

  it('refunds a returned line once, to the lots the order took last, and cancels the order when every line came back', async () => {
    const before = await sellerBalance();
    const [order] = await placeOrders(1);
    expect(await sellerBalance()).toBe(before - 150);
    const debit = await t.db
      .selectFrom('point_entries')
      .innerJoin('prize_orders', 'prize_orders.operation_id', 'point_entries.operation_id')
      .select('point_entries.id')
      .where('prize_orders.id', '=', order!.id)
      .executeTakeFirstOrThrow();
    const taken = () =>
      t.db
        .selectFrom('point_lot_consumptions')
        .select(['lot_id', 'points', 'restored'])
        .where('entry_id', '=', debit.id)
        .orderBy('id')
        .execute();
    const took = await taken();
    // The demo seller's 100 points expiring soonest, then 50 of the next lot.
    expect(took.map((row) => row.points)).toEqual([100, 50]);

    const returned = await load(csv(SHIP_1(order!.number), `${order!.number};2;returned;;;`));
    expect(returned).toMatchObject({ shipped: 1, returned: 1, refunded_points: 30, problems: [] });
    expect(await sellerBalance()).toBe(before - 120);
    // The line's 30 points went back to the lot taken last: the longest-lived points first.
    expect(await taken()).toEqual([
      { ...took[0], restored: 0 },
      { ...took[1], restored: 30 },
    ]);
    await expectLotsMatchBalances(t.db);

    const refund = await t.db
      .selectFrom('point_entries')
      .select(['amount', 'source_type', 'source_id', 'explanation'])
      .where('source_type', '=', 'refund')
      .where('owner_id', '=', await sellerId())
      .where('owner_type', '=', 'user')
      .execute();
    expect(refund).toEqual([
      {
        amount: 30,
        source_type: 'refund',
        source_id: String(debit.id),
        explanation: `Zwrot za nagrodę Czajnik ×2 z zamówienia nr ${order!.number}`,
      },
    ]);
    // The other line is shipped and this one back: the order is on its way.
    const sent = await detail(order!.id);
    expect(sent.status).toBe('sent');
    expect(sent.lines[1]).toMatchObject({ status: 'returned', refunded_points: 30 });
    const mail = (await sentMessages(t, { to: SELLER })).find(
      (item) => item.subject === `Zwrot nagrody z zamówienia ${order!.number}`,
    );
    expect(mail?.body).toContain(
      'Nagroda Czajnik ×2 wróciła do dostawcy. Punkty (30 pkt) wróciły na Twoje konto w programie.',
    );

    const again = await load(csv(`${order!.number};2;returned;;;`));
    expect(again).toMatchObject({ returned: 0, unchanged: 1, refunded_points: 0 });
    expect(await sellerBalance()).toBe(before - 120);
    expect(await refundOperations()).toHaveLength(1);

    const all = await load(csv(`${order!.number};1;returned;;;`));
    expect(all).toMatchObject({ returned: 1, refunded_points: 120 });
    expect(await sellerBalance()).toBe(before);
    expect((await taken()).every((row) => row.restored === row.points)).toBe(true);
    await expectLotsMatchBalances(t.db);
    expect((await detail(order!.id)).status).toBe('cancelled');
    // A file loaded again changes nothing, even though the order is cancelled now.
    expect(await load(csv(`${order!.number};1;returned;;;`, `${order!.number};2;returned;;;`))).toMatchObject({
      unchanged: 2,
      problems: [],
    });
    const cancelMails = (await sentMessages(t, { to: SELLER })).filter((item) => item.subject?.endsWith('anulowane'));
    expect(cancelMails).toEqual([]);
    expect(
      (await auditRows(t, { action: 'prize_order.status' })).map(
        (row) => (JSON.parse(String(row.details)) as { after: { status: string } }).after.status,
      ),
    ).toEqual(['sent', 'cancelled']);
  });

  it('cancels an order with a returned line refunding only what the return did not', async () => {
    const before = await sellerBalance();
    const [order] = await placeOrders(1);
    await load(csv(`${order!.number};2;returned;;;`));
    expect(await sellerBalance()).toBe(before - 120);
    expect((await detail(order!.id)).status).toBe('pending');

    const cancelled = await staff.operator.post(`/api/admin/prize-orders/${order!.id}/cancel`, {
      reason: 'Brak ekspresów',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sellerBalance()).toBe(before);
    const refunds = await t.db
      .selectFrom('point_entries')
      .select(['amount', 'explanation'])
      .where('source_type', '=', 'refund')
      .where('owner_id', '=', await sellerId())
      .orderBy('id')
      .execute();
    expect(refunds).toEqual([
      { amount: 30, explanation: `Zwrot za nagrodę Czajnik ×2 z zamówienia nr ${order!.number}` },
      { amount: 120, explanation: `Zwrot za anulowane zamówienie nagród nr ${order!.number}: Brak ekspresów` },
    ]);
    await expectLotsMatchBalances(t.db);
    const mail = (await sentMessages(t, { to: SELLER })).find(
      (item) => item.subject === `Zamówienie nagród ${order!.number} anulowane`,
    );
    expect(mail?.body).toContain('Punkty z tego zamówienia (120 pkt) wróciły na Twoje konto w programie.');
    const [audit] = await auditRows(t, { action: 'prize_order.cancel' });
    expect(JSON.parse(String(audit!.details))).toMatchObject({ refunded_points: 120 });

    // The partner's later return of the other line finds the order cancelled.
    const late = await load(csv(`${order!.number};1;returned;;;`));
    expect(late).toMatchObject({ returned: 0, refunded_points: 0 });
    expect(late.problems.map((problem) => problem.message)).toEqual([`Zamówienie ${order!.number} jest anulowane.`]);
    expect(await sellerBalance()).toBe(before);
  });

  it('refunds once when two imports of one file run at the same moment', async () => {
    const before = await sellerBalance();
    const [a, b] = await placeOrders(2);
    const file = csv(`${a!.number};2;returned;;;`, `${b!.number};1;returned;;;`, SHIP_2(b!.number));
    const results = await Promise.all([load(file, { client: staff.operator }), load(file, { client: staff.admin })]);
    expect(results.map((result) => result.refunded_points).sort((x, y) => x - y)).toEqual([0, 150]);
    expect(results.map((result) => result.unchanged).sort()).toEqual([0, 3]);
    expect(await sellerBalance()).toBe(before - 300 + 150);
    expect(await refundOperations()).toHaveLength(2);
    await expectLotsMatchBalances(t.db);
    const returnMails = (await sentMessages(t, { to: SELLER })).filter((item) => item.subject?.startsWith('Zwrot'));
    expect(returnMails).toHaveLength(2);
  });

  it("never refunds more than an order's total when a return and a cancellation come at the same moment", async () => {
    const before = await sellerBalance();
    const [order] = await placeOrders(1);
    const [imported, cancelled] = await Promise.all([
      load(csv(`${order!.number};2;returned;;;`)),
      staff.admin.post(`/api/admin/prize-orders/${order!.id}/cancel`, { reason: 'Brak towaru' }),
    ]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sellerBalance()).toBe(before);
    const refunded = await t.db
      .selectFrom('point_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('points'))
      .where('source_type', '=', 'refund')
      .where('owner_id', '=', await sellerId())
      .executeTakeFirstOrThrow();
    expect(Number(refunded.points)).toBe(150);
    expect(imported.refunded_points === 30 || imported.problems.length === 1).toBe(true);
    await expectLotsMatchBalances(t.db);
  });
});

describe('GET /api/admin/prize-orders/partner-results and the roles', () => {
  it('lists the files loaded, newest first, to every role; only operators and admins load one', async () => {
    const [order] = await placeOrders(1);
    await load(csv(SHIP_1(order!.number), 'N/2025/999999;1;delivered;;;'));
    t.clock.advance(60_000);
    await load(csv(SHIP_1(order!.number)), { client: staff.admin });
    const response = await staff.viewer.get('/api/admin/prize-orders/partner-results?page=1');
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ items: { data: PartnerResultsHistoryItem[]; total: number } }>().items;
    expect(items.total).toBe(2);
    expect(items.data).toMatchObject([
      { file: 'statusy.csv', lines: 1, shipped: 0, unchanged: 1, problems: [], operator_email: 'admin@demo.pl' },
      {
        lines: 2,
        shipped: 1,
        delivered: 0,
        returned: 0,
        unchanged: 0,
        refunded_points: 0,
        problems: [{ line: 3, order_id: 'N/2025/999999', message: 'Nie ma zamówienia nagród N/2025/999999.' }],
        operator_email: 'obsluga@demo.pl',
      },
    ]);

    expect((await send(staff.viewer, csv(SHIP_2(order!.number)))).statusCode).toBe(403);
    const seller = await loginAs(t.app, SELLER);
    expect((await seller.get('/api/admin/prize-orders/partner-results')).statusCode).toBe(401);
  });
});

describe('GET /api/prize-orders', () => {
  it("shows the participant each line's status, carrier and tracking number", async () => {
    const [order] = await placeOrders(1);
    await load(csv(SHIP_1(order!.number), `${order!.number};2;returned;;;`));
    const seller = await loginAs(t.app, SELLER);
    const response = await seller.get('/api/prize-orders?page=1');
    expect(response.statusCode, response.body).toBe(200);
    const [mine] = response.json<{ items: { data: MyPrizeOrder[] } }>().items.data;
    expect(mine).toMatchObject({
      number: order!.number,
      status: 'sent',
      status_label: 'Wysłane',
      lines: [
        {
          line: 1,
          name: 'Ekspres do kawy',
          quantity: 1,
          points: 120,
          status: 'shipped',
          status_label: 'Wysłana',
          carrier: 'InPost',
          tracking_number: 'TRACK-001',
          shipped_at: '2025-09-02T08:15:00.000Z',
        },
        {
          line: 2,
          name: 'Czajnik',
          quantity: 2,
          points: 15,
          status: 'returned',
          status_label: 'Zwrócona – punkty wróciły na konto',
          carrier: null,
          tracking_number: null,
          shipped_at: null,
        },
      ],
    });
  });
});
