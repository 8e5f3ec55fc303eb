import fs from 'node:fs';
import type { AdminOrder, IssuerResultFile, IssuerResults, UserOrdersAnswer } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { auditRows } from '../../../test/audit-rows.js';
import { expectLotsMatchBalances } from '../../../test/lots.js';
import { sentMessages } from '../../../test/sent-messages.js';
import { staffClients } from '../../../test/staff.js';
import { balanceOf } from '../ledger/ledger.service.js';

const t = appPerTest();
const staff = staffClients(t);

/** The demo's sample results file (docs/samples/wynik-wydawcy-demo.csv). */
const SAMPLE = fs.readFileSync(new URL('../../../../../docs/samples/wynik-wydawcy-demo.csv', import.meta.url));
const HEADER = 'order_id;card_number;status;loaded_at;reason';
/** The demo's order waiting at the issuer: sprzedawca@demo.pl's 100 points, sent to card 4716203958. */
const SENT_ORDER = 2;
const CARD = '4716203958';

const sellerId = async () =>
  (await t.db.selectFrom('users').select('id').where('email', '=', 'sprzedawca@demo.pl').executeTakeFirstOrThrow()).id;
const sellerBalance = async () => balanceOf(t.db, { type: 'user', id: await sellerId() });
const orderRow = (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'loaded_at', 'rejection_reason', 'refund_operation_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');

function upload(content: Buffer | string, dryRun: boolean | undefined, filename: string, type: string) {
  const boundary = '----portal-issuer-boundary';
  const parts: Buffer[] = [];
  if (dryRun !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\n${dryRun}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const send = (
  client: TestClient,
  content: Buffer | string,
  {
    dryRun,
    filename = 'wynik-wydawcy.csv',
    type = 'text/csv',
  }: { dryRun?: boolean; filename?: string; type?: string } = {},
) => {
  const { payload, headers } = upload(content, dryRun, filename, type);
  return client.post('/api/admin/orders/issuer-results', payload, { headers });
};

async function imported(client: TestClient, content: Buffer | string, dryRun = false): Promise<IssuerResults> {
  const response = await send(client, content, { dryRun });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: IssuerResults }>().result;
}

/** Top-up orders placed by sprzedawca@demo.pl and sent to the issuer by an operator; their ids. */
async function sentOrders(...values: number[]): Promise<number[]> {
  const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
  const ids: number[] = [];
  for (const value of values) {
    t.clock.advance(60_000);
    const { question } = (await seller.get('/api/orders')).json<{ question: { answers: { id: number }[] } }>();
    expect((await seller.post('/api/orders', { value, userAnswer: question.answers[0]?.id })).statusCode).toBe(200);
    const { id } = await t.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await staff.operator.post(`/api/admin/orders/${id}/status`, { status: 'sent' })).statusCode).toBe(200);
    ids.push(id);
  }
  return ids;
}

const adminOrder = async (id: number) =>
  (await staff.viewer.get(`/api/admin/orders?search=${id}`))
    .json<{ items: { data: AdminOrder[] } }>()
    .items.data.find((order) => order.id === id);

const counts = async () => ({
  files: (await t.db.selectFrom('issuer_result_files').select('id').execute()).length,
  results: (await t.db.selectFrom('issuer_results').select('id').execute()).length,
  audit: (await auditRows(t, { actionPrefix: 'order' })).length,
  refunds: (await t.db.selectFrom('point_operations').select('id').where('kind', '=', 'order_refund').execute()).length,
});

describe('POST /api/admin/orders/issuer-results: the demo sample', () => {
  it('previews without writing, completes order 2, and changes nothing when imported again', async () => {
    expect(await orderRow(SENT_ORDER)).toMatchObject({ status: 'sent', loaded_at: null });
    const before = await counts();
    const outbox = (await sentMessages(t)).length;

    const preview = await imported(staff.operator, SAMPLE, true);
    expect(preview).toEqual({
      dry_run: true,
      id: null,
      file: 'wynik-wydawcy.csv',
      lines: 2,
      loaded: 1,
      failed: 0,
      unchanged: 0,
      refunded_points: 0,
      problems: [{ line: 3, order_id: 999999, message: 'Nie ma zamówienia 999999.' }],
    });
    expect(await orderRow(SENT_ORDER)).toMatchObject({ status: 'sent', loaded_at: null });
    expect(await counts()).toEqual(before);
    expect(await sentMessages(t)).toHaveLength(outbox);

    t.clock.advance(60_000);
    const result = await imported(staff.operator, SAMPLE);
    expect(result).toEqual({ ...preview, dry_run: false, id: expect.any(Number) });
    const now = t.clock.now().toISOString();
    expect(await orderRow(SENT_ORDER)).toMatchObject({ status: 'completed', loaded_at: now });
    expect(await adminOrder(SENT_ORDER)).toMatchObject({
      status: 'completed',
      issuer_result: 'loaded',
      loaded_at: now,
      changed_by: 'obsluga@demo.pl',
    });
    const stored = await t.db.selectFrom('issuer_results').selectAll().execute();
    expect(stored).toEqual([
      {
        id: expect.any(Number),
        file_id: result.id,
        line: 2,
        order_id: SENT_ORDER,
        card_number: CARD,
        status: 'loaded',
        loaded_at: now,
        reason: null,
      },
    ]);
    // The seller is told as for any completion, and reads the day the card was loaded.
    const mails = await sentMessages(t, { to: 'sprzedawca@demo.pl' });
    expect(mails.at(-1)).toMatchObject({ subject: 'Zamówienie zasilenia karty zrealizowane' });
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const orders = (await seller.get('/api/user-orders?edition=2')).json<UserOrdersAnswer>().items.data;
    expect(orders.find((order) => order.id === SENT_ORDER)).toMatchObject({
      status: 'completed',
      status_description: 'Zrealizowane – karta zasilona',
      loaded_at_formated: '01.09.2025',
    });
    expect(orders.filter((order) => order.id !== SENT_ORDER).map((order) => order.loaded_at_formated)).toEqual([null]);
    expect(await sellerBalance()).toBe(1250);

    // The audit: the file with its figures, and the order's move.
    const [file] = await auditRows(t, { action: 'orders.issuer_results' });
    expect(file).toMatchObject({
      operator_email: 'obsluga@demo.pl',
      target_type: 'issuer_results',
      target_id: String(result.id),
    });
    expect(JSON.parse(file!.details)).toEqual({
      file: 'wynik-wydawcy.csv',
      lines: 2,
      loaded: 1,
      failed: 0,
      unchanged: 0,
      refunded_points: 0,
      problems: 1,
    });
    const moves = await auditRows(t, { action: 'order.status' });
    expect(moves.map((row) => [row.target_type, row.target_id])).toEqual([['order', String(SENT_ORDER)]]);
    expect(JSON.parse(moves[0]!.details)).toMatchObject({
      before: { status: 'sent' },
      after: { status: 'completed' },
      issuer_results: result.id,
      loaded_at: now,
    });

    t.clock.advance(60_000);
    const again = await imported(staff.operator, SAMPLE);
    expect(again).toMatchObject({ loaded: 0, failed: 0, unchanged: 1, refunded_points: 0 });
    expect(again.problems).toEqual(preview.problems);
    expect(await orderRow(SENT_ORDER)).toMatchObject({ status: 'completed', loaded_at: now });
    expect(await auditRows(t, { action: 'order.status' })).toHaveLength(1);
    expect(await auditRows(t, { action: 'orders.issuer_results' })).toHaveLength(2);
    expect(await t.db.selectFrom('issuer_results').select('id').execute()).toHaveLength(1);
  });
});

describe('POST /api/admin/orders/issuer-results: format', () => {
  it('refuses a file with a malformed line or header whole, naming each line, changing nothing', async () => {
    const before = await counts();
    const cases: [string, Record<string, string[]>][] = [
      [
        'order_id;card_number;status;loaded_at\n2;4716203958;loaded;',
        { file: ['Plik musi mieć nagłówek: order_id;card_number;status;loaded_at;reason.'] },
      ],
      [csv('2;4716203958;done;;'), { 'line 2': ['Status to loaded albo failed.'] }],
      [csv('2;471620395;loaded;;'), { 'line 2': ['Numer karty ma 10 cyfr.'] }],
      [csv('2;47162039581;loaded;;'), { 'line 2': ['Numer karty ma 10 cyfr.'] }],
      [csv('2;4716203958;loaded;01.09.2025;'), { 'line 2': ['Podaj datę jako RRRR-MM-DD albo RRRR-MM-DD GG:MM.'] }],
      [csv('2;4716203958;loaded;2025-02-30;'), { 'line 2': ['Podaj datę jako RRRR-MM-DD albo RRRR-MM-DD GG:MM.'] }],
      [
        csv('2;4716203958;loaded;2025-08-30 24:10;'),
        { 'line 2': ['Podaj datę jako RRRR-MM-DD albo RRRR-MM-DD GG:MM.'] },
      ],
      [
        csv('2;4716203958;loaded;;', '1;4716203958;loaded;;', '2;4716203958;failed;;'),
        { 'line 4': ['Zamówienie 2 występuje w pliku więcej niż raz.'] },
      ],
      [
        csv('2;123;lost;wczoraj;', '999999;1111111111;failed;;'),
        {
          'line 2': [
            'Numer karty ma 10 cyfr.',
            'Status to loaded albo failed.',
            'Podaj datę jako RRRR-MM-DD albo RRRR-MM-DD GG:MM.',
          ],
        },
      ],
    ];
    for (const [content, errors] of cases) {
      for (const dryRun of [true, false]) {
        const response = await send(staff.operator, content, { dryRun });
        expect(response.statusCode, content).toBe(422);
        expect(response.json().errors, content).toEqual(errors);
      }
    }
    const notCsv = await send(staff.operator, csv('2;4716203958;loaded;;'), {
      filename: 'wynik.txt',
      type: 'text/plain',
    });
    expect(notCsv.json().errors).toEqual({ file: ['Wybierz plik CSV albo XLSX.'] });
    const big = await send(staff.operator, csv('2;4716203958;loaded;;', 'x'.repeat(5 * 1024 * 1024)));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ file: ['Plik jest za duży (najwyżej 5 MB).'] });
    expect(await counts()).toEqual(before);
    expect(await orderRow(SENT_ORDER)).toMatchObject({ status: 'sent' });
  });

  it('reads commas, a BOM, XLSX, and a Warsaw day or time of loading', async () => {
    const [a, b] = await sentOrders(50, 100);
    const commas = `\uFEFF${HEADER.replaceAll(';', ',')}\n${a},${CARD},LOADED,2025-08-30 14:30,\n`;
    expect(await imported(staff.operator, commas)).toMatchObject({ loaded: 1, problems: [] });
    // Summer time: 14:30 in Warsaw is 12:30 UTC.
    expect(await orderRow(a!)).toMatchObject({ status: 'completed', loaded_at: '2025-08-30T12:30:00.000Z' });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Wyniki');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow([String(b), CARD, 'loaded', '2025-08-31', '']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await send(staff.operator, xlsx, {
      filename: 'wynik.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ file: 'wynik.xlsx', loaded: 1, problems: [] });
    expect(await orderRow(b!)).toMatchObject({ status: 'completed', loaded_at: '2025-08-30T22:00:00.000Z' });
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const orders = (await seller.get('/api/user-orders?edition=2')).json<UserOrdersAnswer>().items.data;
    expect(orders.find((order) => order.id === b)).toMatchObject({ loaded_at_formated: '31.08.2025' });
  });
});

describe('POST /api/admin/orders/issuer-results: results', () => {
  it('rejects a failed order with its reason, refunds it once and tells the seller', async () => {
    const [id] = await sentOrders(200);
    expect(await sellerBalance()).toBe(1050);
    const file = csv(`${id};${CARD};failed;;Karta zablokowana`);

    const preview = await imported(staff.operator, file, true);
    expect(preview).toMatchObject({ failed: 1, loaded: 0, refunded_points: 200, problems: [] });
    expect(await sellerBalance()).toBe(1050);

    const result = await imported(staff.operator, file);
    expect(result).toMatchObject({ dry_run: false, failed: 1, refunded_points: 200, problems: [] });
    expect(await sellerBalance()).toBe(1250);
    const order = await orderRow(id!);
    expect(order).toMatchObject({ status: 'rejected', rejection_reason: 'Karta zablokowana', loaded_at: null });
    const refund = await t.db
      .selectFrom('point_entries')
      .select(['amount', 'source_type', 'explanation'])
      .where('operation_id', '=', order.refund_operation_id!)
      .execute();
    expect(refund).toEqual([
      {
        amount: 200,
        source_type: 'refund',
        explanation: `Zwrot za niezrealizowane zasilenie nr ${id}: Karta zablokowana`,
      },
    ]);
    const mail = (await sentMessages(t, { to: 'sprzedawca@demo.pl', channel: 'email' })).at(-1);
    expect(mail).toMatchObject({ subject: 'Zamówienie zasilenia karty odrzucone' });
    expect(mail!.body).toContain('Powód: Karta zablokowana');
    expect(await adminOrder(id!)).toMatchObject({
      status: 'rejected',
      issuer_result: 'failed',
      reason: 'Karta zablokowana',
    });
    const [move] = await auditRows(t, { action: 'order.status' }).then((rows) => rows.slice(-1));
    expect(JSON.parse(move!.details)).toMatchObject({
      before: { status: 'sent' },
      after: { status: 'rejected' },
      reason: 'Karta zablokowana',
      issuer_results: result.id,
    });

    // Again: unchanged, nothing refunded; the other result for the order is a problem.
    expect(await imported(staff.operator, file)).toMatchObject({ failed: 0, unchanged: 1, refunded_points: 0 });
    expect(await imported(staff.operator, csv(`${id};${CARD};loaded;;`))).toMatchObject({
      loaded: 0,
      unchanged: 0,
      problems: [{ line: 2, order_id: id, message: `Wydawca zgłosił już inny wynik zamówienia ${id}.` }],
    });
    expect(await sellerBalance()).toBe(1250);
    expect((await counts()).refunds).toBe(1);
    await expectLotsMatchBalances(t.db);
  });

  it('gives a failure without a reason the issuer default', async () => {
    const [id] = await sentOrders(50);
    await imported(staff.operator, csv(`${id};${CARD};failed;;`));
    expect(await orderRow(id!)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Wydawca karty nie zasilił karty.',
    });
    const stored = await t.db.selectFrom('issuer_results').selectAll().where('order_id', '=', id!).executeTakeFirst();
    expect(stored).toMatchObject({ status: 'failed', loaded_at: null, reason: 'Wydawca karty nie zasilił karty.' });
    expect(await sellerBalance()).toBe(1250);
  });

  it('lists the problems, changing nothing of them, and applies the good lines', async () => {
    const [waiting] = await sentOrders(50);
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { question } = (await seller.get('/api/orders')).json<{ question: { answers: { id: number }[] } }>();
    await seller.post('/api/orders', { value: 100, userAnswer: question.answers[0]?.id });
    const { id: fresh } = await t.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const balance = await sellerBalance();

    const file = csv(
      `${SENT_ORDER};1234567890;loaded;;`,
      `${fresh};${CARD};failed;;`,
      `1;${CARD};loaded;;`,
      `abc;${CARD};loaded;;`,
      `${waiting};${CARD};failed;;Brak środków u wydawcy`,
    );
    const preview = await imported(staff.operator, file, true);
    const expected = {
      lines: 5,
      loaded: 0,
      failed: 1,
      unchanged: 0,
      refunded_points: 50,
      problems: [
        { line: 2, order_id: SENT_ORDER, message: `Numer karty nie zgadza się z zamówieniem ${SENT_ORDER}.` },
        {
          line: 3,
          order_id: fresh,
          message: `Zamówienie ${fresh} nie czeka na wydawcę (Nowe – oczekuje na realizację).`,
        },
        { line: 4, order_id: 1, message: 'Zamówienie 1 nie czeka na wydawcę (Zrealizowane – karta zasilona).' },
        { line: 5, order_id: null, message: 'Nie ma zamówienia abc.' },
      ],
    };
    expect(preview).toMatchObject(expected);
    const result = await imported(staff.operator, file);
    expect(result).toMatchObject(expected);
    expect(await orderRow(SENT_ORDER)).toMatchObject({ status: 'sent' });
    expect(await orderRow(fresh)).toMatchObject({ status: 'new' });
    expect(await orderRow(waiting!)).toMatchObject({ status: 'rejected', rejection_reason: 'Brak środków u wydawcy' });
    expect(await sellerBalance()).toBe(balance + 50);
    expect((await auditRows(t, { action: 'order.status' })).map((row) => row.target_id).slice(-1)).toEqual([
      String(waiting),
    ]);
  });

  it('refunds once when the same file is imported twice at the same moment', async () => {
    const [failed, loaded] = await sentOrders(300, 150);
    expect(await sellerBalance()).toBe(800);
    const before = await counts();
    const file = csv(`${failed};${CARD};failed;;Karta zablokowana`, `${loaded};${CARD};loaded;;`);
    const answers = await Promise.all([
      send(staff.operator, file),
      send(staff.admin, file),
      send(staff.operator, file),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const results = answers.map((answer) => answer.json<{ result: IssuerResults }>().result);
    expect(results.map((result) => [result.failed, result.loaded, result.unchanged]).sort()).toEqual([
      [0, 0, 2],
      [0, 0, 2],
      [1, 1, 0],
    ]);
    expect(results.map((result) => result.refunded_points).sort((x, y) => x - y)).toEqual([0, 0, 300]);
    expect(await sellerBalance()).toBe(1100);
    expect(await counts()).toEqual({
      files: before.files + 3,
      results: before.results + 2,
      // Two orders moved, three files audited.
      audit: before.audit + 5,
      refunds: before.refunds + 1,
    });
    expect(await orderRow(failed!)).toMatchObject({ status: 'rejected' });
    expect(await orderRow(loaded!)).toMatchObject({ status: 'completed' });
    await expectLotsMatchBalances(t.db);
  });
});

describe('GET /api/admin/orders/issuer-results', () => {
  it('lists the files newest first with their figures and problems, to every role', async () => {
    const first = await imported(staff.operator, SAMPLE);
    t.clock.advance(60_000);
    const second = await imported(staff.admin, SAMPLE);
    for (const client of [staff.viewer, staff.operator, staff.admin]) {
      const response = await client.get('/api/admin/orders/issuer-results');
      expect(response.statusCode, client.email).toBe(200);
      const items = response.json<{ items: { data: IssuerResultFile[]; total: number } }>().items;
      expect(items.total).toBe(2);
      expect(items.data).toEqual([
        {
          id: second.id,
          file: 'wynik-wydawcy.csv',
          lines: 2,
          loaded: 0,
          failed: 0,
          unchanged: 1,
          refunded_points: 0,
          problems: [{ line: 3, order_id: 999999, message: 'Nie ma zamówienia 999999.' }],
          operator_email: 'admin@demo.pl',
          imported_at: t.clock.now().toISOString(),
        },
        expect.objectContaining({ id: first.id, loaded: 1, operator_email: 'obsluga@demo.pl' }),
      ]);
    }
    const oldest = await staff.viewer.get('/api/admin/orders/issuer-results?sort=imported_at&direction=asc&per_page=1');
    expect(oldest.json().items).toMatchObject({ total: 2, last_page: 2, data: [{ id: first.id }] });
    expect((await staff.viewer.get('/api/admin/orders/issuer-results?sort=file')).statusCode).toBe(422);
  });

  it('lets only operators and admins import: a viewer gets 403, nobody signed in 401, changing nothing', async () => {
    const before = await counts();
    expect((await send(staff.viewer, SAMPLE)).statusCode).toBe(403);
    expect((await send(staff.viewer, SAMPLE, { dryRun: true })).statusCode).toBe(403);
    expect((await send(new TestClient(t.app), SAMPLE)).statusCode).toBe(401);
    expect((await send(await loginAs(t.app, 'sprzedawca@demo.pl'), SAMPLE)).statusCode).toBe(401);
    expect((await new TestClient(t.app).get('/api/admin/orders/issuer-results')).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    expect(await orderRow(SENT_ORDER)).toMatchObject({ status: 'sent' });
  });
});
