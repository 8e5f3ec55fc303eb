import ExcelJS from 'exceljs';
import { describe, expect, it, beforeEach } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { balanceOf } from '../ledger/ledger.service.js';
import { staffClients } from '../../../test/staff.js';
import { updateSettings } from '../programme/programme.service.js';

const t = appPerTest();

// These tests are about crediting thresholds once: their points are available at once here;
// waiting for the returns window is tested in ledger/explanations.test.ts.
beforeEach(() => updateSettings(t.db, { pending_days: 0 }).then(() => undefined));
const staff = staffClients(t);

const URL = '/api/admin/purchase-imports';
const HEADER = 'id;sap;seller;product;quantity;sss_quantity;value;purchased_at';

/** A multipart body with one file and the dry_run field, as a browser's FormData sends it. */
function upload(file: { name: string; type: string; content: Buffer | string }, dryRun?: string) {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [];
  if (dryRun !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\n${dryRun}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function send(
  client: TestClient,
  file: Parameters<typeof upload>[0],
  dryRun?: string,
  extraHeaders: Record<string, string> = {},
) {
  const { payload, headers } = upload(file, dryRun);
  return client.post(URL, payload, { headers: { ...headers, ...extraHeaders } });
}

const csv = (...lines: string[]) => ({ name: 'zakupy.csv', type: 'text/csv', content: [HEADER, ...lines].join('\n') });
/** karta@demo.pl has 14 pieces of Komfort 70 at 1000001: 16 more reach threshold 2 (30 pieces, 600 points). */
const goodLines = [
  'FV/1/1;1000001;karta@demo.pl;okno-pvc-komfort-70;10;0;11 000,00;2025-08-30',
  'FV/1/2;1000001;karta@demo.pl;okno-pvc-komfort-70;6;0;6600,50;2025-08-31',
];

const count = async (table: 'purchases' | 'point_entries' | 'purchase_imports' | 'audit_log' | 'target_credits') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({
  purchases: await count('purchases'),
  ledger: await count('point_entries'),
  imports: await count('purchase_imports'),
  audit: await count('audit_log'),
  credits: await count('target_credits'),
});
const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const balance = async (email: string) => balanceOf(t.db, { type: 'user', id: await userId(email) });

describe('POST /api/admin/purchase-imports', () => {
  it('previews a file without changing anything: lines, companies, products, totals and the points it would credit', async () => {
    const client = await staff.operator.signIn();
    const before = await counts();
    const response = await send(client, csv(...goodLines), 'true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      import: {
        dry_run: true,
        id: null,
        lines: 2,
        companies: 1,
        products: 1,
        inserted: 2,
        skipped: 0,
        quantity: 16,
        sss_quantity: 0,
        value: 17_600.5,
        points_credited: 600,
        corrections: 0,
        reversals: 0,
        points_reversed: 0,
        debt_created: 0,
      },
    });
    expect(await counts()).toEqual(before);
    expect(await balance('karta@demo.pl')).toBe(600);
  });

  it('imports the file, credits its points once and records the audit row; the same file again credits nothing', async () => {
    const client = staff.operator;
    const before = await counts();
    const first = await send(client, csv(...goodLines), 'false');
    expect(first.statusCode).toBe(200);
    expect(first.json().import).toMatchObject({ dry_run: false, lines: 2, inserted: 2, points_credited: 600 });
    expect(await balance('karta@demo.pl')).toBe(1200);

    const [row] = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'purchases.import').execute();
    expect(row).toMatchObject({
      operator_email: 'obsluga@demo.pl',
      target_type: 'purchase_import',
      target_id: String(first.json().import.id),
    });
    expect(JSON.parse(String(row!.details))).toMatchObject({
      source: 'zakupy.csv',
      lines: 2,
      inserted: 2,
      points_credited: 600,
    });

    const again = await send(client, csv(...goodLines));
    expect(again.statusCode).toBe(200);
    expect(again.json().import).toMatchObject({ lines: 2, inserted: 0, skipped: 2, points_credited: 0 });
    expect(await balance('karta@demo.pl')).toBe(1200);
    const after = await counts();
    expect(after.purchases).toBe(before.purchases + 2);
    expect(after.credits).toBe(before.credits + 1);
    expect(after.imports).toBe(before.imports + 2);
  });

  it('rejects the whole file for one bad line, naming every bad line as `line N` (the header is line 1)', async () => {
    const client = await staff.operator.signIn();
    const before = await counts();
    const response = await send(
      client,
      csv(
        goodLines[0]!,
        'FV/2/1;9999999;karta@demo.pl;okno-pvc-komfort-70;1;0;10;2025-08-30',
        'FV/2/2;1000001;nikt@demo.pl;okno-nieznane;0;0;10;wczoraj',
        goodLines[1]!,
        'FV/1/1;1000001;;okno-pvc-komfort-70;1;0;10;2025-08-30',
      ),
      'false',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      errors: {
        'line 3': ['sap: Nie ma firmy o numerze SAP 9999999.'],
        'line 4': ['quantity: Podaj liczbę sztuk.', 'purchased_at: Podaj datę zakupu.'],
        'line 6': ['id: Identyfikator FV/1/1 powtarza się w pliku (wiersz 2).'],
      },
    });
    expect(Object.keys(response.json().errors)).toEqual(['line 3', 'line 4', 'line 6']);
    expect(await counts()).toEqual(before);

    const unknown = await send(client, csv('FV/3/1;1000001;nikt@demo.pl;okno-nieznane;1;0;10;2025-08-30'), 'true');
    expect(unknown.json().errors).toEqual({
      'line 2': ['product: Nie ma produktu okno-nieznane.', 'seller: Nie ma użytkownika nikt@demo.pl.'],
    });
  });

  it('stores a line without a seller for the company: it counts for its target and ranking, and credits no points', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const realization = async () =>
      (await seller.get('/api/target-realization')).json<{ data: { realization_value: number } }>().data
        .realization_value;
    const ranked = async () =>
      (await seller.get('/api/user-rankings/')).json<{ rankings: { trip: { purchases_value: number } } }>().rankings
        .trip.purchases_value;
    expect(await realization()).toBe(154_310);
    const rankedBefore = await ranked();
    const before = await counts();

    const client = staff.operator;
    const response = await send(client, csv('FV/9/1;1000001;;okno-pvc-komfort-70;40;0;20000;2025-08-30'));
    expect(response.statusCode).toBe(200);
    expect(response.json().import).toMatchObject({ lines: 1, inserted: 1, points_credited: 0 });

    const stored = await t.db
      .selectFrom('purchases')
      .select(['user_id', 'value_grosze'])
      .where('external_id', '=', 'FV/9/1')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_id: null, value_grosze: 2_000_000 });
    expect(await realization()).toBe(174_310);
    expect(await ranked()).toBe(rankedBefore + 20_000);
    expect((await counts()).ledger).toBe(before.ledger);
  });

  it('reads the same columns from an XLSX sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Zakupy');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow(['X/1', 1000001, 'karta@demo.pl', 'okno-pvc-komfort-70', 16, 0, 17600.5, '2025-08-30']);
    sheet.addRow(['X/2', '1000002', '', 'okno-pvc-komfort-70', 2, '', 2200, '2025-08-30']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const client = staff.operator;
    const response = await send(client, {
      name: 'zakupy.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().import).toMatchObject({
      lines: 2,
      companies: 2,
      quantity: 18,
      value: 19_800.5,
      points_credited: 600,
    });
  });

  it('streams progress lines and then the answer to a browser asking for NDJSON', async () => {
    const client = staff.operator;
    const response = await send(client, csv(...goodLines), 'true', { accept: 'application/x-ndjson' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toEqual({ progress: { stage: 'read', done: 0, total: 1 } });
    expect(lines.slice(0, -1).every((line) => 'progress' in line)).toBe(true);
    expect(lines.at(-1)).toEqual({
      status: 200,
      body: expect.objectContaining({ success: true, import: expect.objectContaining({ points_credited: 600 }) }),
    });

    const bad = await send(client, csv('FV/2/1;9999999;;okno-pvc-komfort-70;1;0;10;2025-08-30'), 'true', {
      accept: 'application/x-ndjson',
    });
    const last = JSON.parse(bad.body.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({
      status: 422,
      body: { errors: { 'line 2': ['sap: Nie ma firmy o numerze SAP 9999999.'] } },
    });
  });

  it('finishes the import when the browser goes away in the middle of the stream', async () => {
    const client = staff.operator;
    await client.get('/sanctum/csrf-cookie');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const lines = Array.from({ length: 3000 }, (_, i) => `GONE/${i};1000001;;okno-pvc-komfort-70;1;0;10;2025-08-30`);
    const { payload, headers } = upload(csv(...lines));
    const aborted = new AbortController();
    const response = await fetch(`${address}${URL}`, {
      method: 'POST',
      body: payload,
      signal: aborted.signal,
      headers: {
        ...headers,
        accept: 'application/x-ndjson',
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      },
    });
    expect(response.status).toBe(200);
    await response.body!.getReader().read();
    aborted.abort();

    const stored = async () =>
      t.db.selectFrom('purchases').select('id').where('external_id', 'like', 'GONE/%').execute();
    for (let tries = 0; tries < 100 && (await stored()).length < 3000; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await stored()).toHaveLength(3000);
    expect((await client.get(URL)).statusCode).toBe(200);
    // The aborted fetch may leave its keep-alive connection open, which would hold up closing.
    t.app.server.closeAllConnections();
  });

  it('refuses a file without the header’s columns, a file of another kind and a file over 20 MB', async () => {
    const client = staff.operator;
    const noColumns = await send(client, { name: 'zakupy.csv', type: 'text/csv', content: 'id;sap\n1;1000001\n' });
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().errors.file[0]).toContain('W wierszu nagłówka brakuje kolumn: seller');
    const pdf = await send(client, { name: 'zakupy.pdf', type: 'application/pdf', content: '%PDF' });
    expect(pdf.json().errors).toEqual({ file: ['Wybierz plik CSV albo XLSX.'] });
    const huge = await send(client, {
      name: 'zakupy.csv',
      type: 'text/csv',
      content: Buffer.alloc(21 * 1024 * 1024, 'a'),
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ file: ['Plik jest za duży (najwyżej 20 MB).'] });
  });

  it('is for operators and admins: a viewer gets 403, nobody signed in 401', async () => {
    expect((await send(staff.viewer, csv(...goodLines), 'true')).statusCode).toBe(403);
    const { payload, headers } = upload(csv(...goodLines), 'true');
    expect((await t.app.inject({ method: 'POST', url: URL, payload, headers })).statusCode).toBeGreaterThanOrEqual(401);
  });
});

describe('GET /api/admin/purchase-imports', () => {
  it('lists the imports newest first with file, operator, lines and points to every role', async () => {
    await send(staff.operator, csv(...goodLines));
    const response = await staff.viewer.get(`${URL}?per_page=5`);
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.current_page).toBe(1);
    expect(items.data[0]).toMatchObject({
      source: 'zakupy.csv',
      lines: 2,
      inserted: 2,
      companies: 1,
      products: 1,
      points_credited: 600,
      operator_email: 'obsluga@demo.pl',
    });
    expect(items.total).toBeGreaterThanOrEqual(2);
    expect(items.data.at(-1)).toMatchObject({ operator_email: null });
  });
});
