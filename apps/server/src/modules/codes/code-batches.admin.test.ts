import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { csvCells, FORMULA } from '../../../test/csv.js';
import { CODE_ALPHABET, codeHash } from './code-format.js';
import { COUPON_GUESSABLE, COUPON_TOO_SHORT } from '@portal/contract';
import { staffClients } from '../../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

const key = () => t.app.config.CODE_HASH_KEY;
const productId = async () => {
  const operator = staff.operator;
  const response = await operator.post('/api/admin/premium-products', {
    index: 'TEST-PP-1',
    name: 'Okno dachowe testowe żółte',
    points: 50,
  });
  expect(response.statusCode).toBe(200);
  return { operator, id: response.json().product.id as number };
};
const auditActions = async (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

/** Every text column of every table, as one long string per row, for a scan. */
async function everyText(): Promise<string> {
  const isPg = t.db.getExecutor().adapter.constructor.name.includes('Postgres');
  const tables = isPg
    ? (
        await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(t.db)
      ).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db)).rows;
  let text = '';
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)).rows;
    for (const row of rows) for (const value of Object.values(row)) if (typeof value === 'string') text += `${value}\n`;
  }
  return text;
}

describe('code batches (back office)', () => {
  it('generates 500 codes: the database keeps hashes only, the answer codes hash to the rows', async () => {
    const { operator, id } = await productId();
    const response = await operator.post('/api/admin/code-batches', {
      name: 'Partia 1',
      premium_product_id: id,
      quantity: 500,
    });
    expect(response.statusCode).toBe(200);
    const { batch, codes } = response.json<{ batch: { id: number; quantity: number }; codes: string[] }>();
    expect(batch.quantity).toBe(500);
    expect(new Set(codes).size).toBe(500);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{12}$`));
    const rows = await t.db
      .selectFrom('codes')
      .select(['code_hash', 'suffix'])
      .where('batch_id', '=', batch.id)
      .execute();
    expect(rows).toHaveLength(500);
    for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(rows.map((row) => row.code_hash))).toEqual(new Set(codes.map((code) => codeHash(key(), code))));
    const text = await everyText();
    for (const code of codes) expect(text.includes(code)).toBe(false);
    const audit = await auditActions('code_batch.create');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).toContain('500');

    const list = await operator.get('/api/admin/code-batches');
    expect(list.json().items.data[0]).toMatchObject({
      id: batch.id,
      quantity: 500,
      registered: 0,
      deactivated_at: null,
    });
  });

  it('renders the codes sent back as a PDF of QR labels and a CSV; refuses a code not of the batch', async () => {
    const { operator, id } = await productId();
    const { batch, codes } = (
      await operator.post('/api/admin/code-batches', { name: 'Etykiety', premium_product_id: id, quantity: 30 })
    ).json();
    const pdf = await operator.post(`/api/admin/code-batches/${batch.id}/labels`, { codes, format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const csv = await operator.post(`/api/admin/code-batches/${batch.id}/labels`, { codes, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain(`${codes[0].slice(0, 4)}-${codes[0].slice(4, 8)}-${codes[0].slice(8)}`);
    expect(await auditActions('code_batch.download')).toHaveLength(2);

    const stranger = await operator.post(`/api/admin/code-batches/${batch.id}/labels`, {
      codes: [codes[0], 'PPDEMO000001'],
      format: 'pdf',
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors['codes.1']).toBeDefined();
  });

  it("neutralises a product's name that a spreadsheet would run, in the codes' CSV", async () => {
    const operator = staff.operator;
    const product = await operator.post('/api/admin/premium-products', {
      index: 'TEST-PP-2',
      name: FORMULA,
      points: 50,
    });
    expect(product.statusCode, product.body).toBe(200);
    const { batch, codes } = (
      await operator.post('/api/admin/code-batches', {
        name: 'Formuła',
        premium_product_id: product.json().product.id,
        quantity: 2,
      })
    ).json();
    const csv = await operator.post(`/api/admin/code-batches/${batch.id}/labels`, { codes, format: 'csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const cells = csvCells(csv.body);
    expect(cells[0]).toEqual(['kod', 'kod_bez_kresek', 'link', 'produkt', 'punkty']);
    expect(cells.slice(1).map((row) => [row[1], row[3], row[4]])).toEqual(
      codes.map((code: string) => [code, `'${FORMULA}`, '50']),
    );
  });

  it('deactivates a batch once, audited; viewers read but cannot write', async () => {
    const { operator, id } = await productId();
    const { batch, codes } = (
      await operator.post('/api/admin/code-batches', { name: 'Do wyłączenia', premium_product_id: id, quantity: 3 })
    ).json();
    const viewer = staff.viewer;
    expect((await viewer.get('/api/admin/code-batches')).statusCode).toBe(200);
    expect((await viewer.post(`/api/admin/code-batches/${batch.id}/deactivate`)).statusCode).toBe(403);
    expect(
      (await viewer.post('/api/admin/code-batches', { name: 'x', premium_product_id: id, quantity: 1 })).statusCode,
    ).toBe(403);
    expect((await viewer.post(`/api/admin/code-batches/${batch.id}/labels`, { codes, format: 'csv' })).statusCode).toBe(
      403,
    );
    expect((await viewer.post('/api/admin/premium-products', { index: 'X', name: 'X', points: 1 })).statusCode).toBe(
      403,
    );
    const off = await operator.post(`/api/admin/code-batches/${batch.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().batch.deactivated_at).not.toBeNull();
    await operator.post(`/api/admin/code-batches/${batch.id}/deactivate`);
    expect(await auditActions('code_batch.deactivate')).toHaveLength(1);
  });

  it('refuses a batch without a target, with both, with 0 or too many codes', async () => {
    const { operator, id } = await productId();
    const training = (
      await operator.post('/api/admin/trainings', {
        name: 'S',
        start_date: '2026-01-01',
        end_date: '2026-01-02',
        points: 10,
      })
    ).json().training.id;
    const cases = [
      [{ name: 'a', quantity: 1 }, 'premium_product_id'],
      [{ name: 'a', quantity: 1, premium_product_id: id, training_id: training }, 'training_id'],
      [{ name: 'a', quantity: 0, premium_product_id: id }, 'quantity'],
      [{ name: 'a', quantity: 10_001, premium_product_id: id }, 'quantity'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await operator.post('/api/admin/code-batches', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toBeDefined();
    }
    expect(await t.db.selectFrom('code_batches').selectAll().execute()).toHaveLength(0);
  });
});

describe('premium products and trainings (back office)', () => {
  it('refuses a taken index and bad points', async () => {
    const { operator } = await productId();
    const again = await operator.post('/api/admin/premium-products', { index: 'TEST-PP-1', name: 'Inny', points: 5 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.index).toBeDefined();
    const bad = await operator.post('/api/admin/premium-products', { index: 'X2', name: 'Inny', points: 100_001 });
    expect(bad.json().errors.points).toBeDefined();
    expect(await auditActions('premium_product.create')).toHaveLength(1);
  });

  it('stores a typed coupon as a hash, refuses a colliding one and end before start', async () => {
    const operator = staff.operator;
    const created = await operator.post('/api/admin/trainings', {
      name: 'Szkolenie testowe',
      start_date: '2026-03-01',
      end_date: '2026-03-02',
      points: 100,
      coupon: 'pr7k-2mxq-9rta',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      coupon: 'PR7K2MXQ9RTA',
      training: { coupon_suffix: '9RTA', registrations: 0 },
    });
    const row = await t.db
      .selectFrom('codes')
      .selectAll()
      .where('training_id', '=', created.json().training.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toBe(codeHash(key(), 'PR7K2MXQ9RTA'));
    expect((await everyText()).includes('PR7K2MXQ9RTA')).toBe(false);

    const collision = await operator.post('/api/admin/trainings', {
      name: 'Drugie',
      start_date: '2026-03-01',
      end_date: '2026-03-02',
      points: 100,
      coupon: 'PR7K 2MXQ 9RTA',
    });
    expect(collision.statusCode).toBe(422);
    expect(collision.json().errors.coupon).toBeDefined();
    const dates = await operator.post('/api/admin/trainings', {
      name: 'Daty',
      start_date: '2026-03-02',
      end_date: '2026-03-01',
      points: 1,
    });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors.end_date).toBeDefined();
    const generated = await operator.post('/api/admin/trainings', {
      name: 'Z generowanym',
      start_date: '2026-03-01',
      end_date: '2026-03-01',
      points: 5,
      generate_coupon: true,
    });
    expect(generated.json().coupon).toMatch(/^[A-Z0-9]{12}$/);
    expect(await auditActions('training.create')).toHaveLength(2);
  });
  it('refuses a typed coupon that is short or guessable with 422 on coupon, storing nothing', async () => {
    const operator = staff.operator;
    const training = (coupon: string) =>
      operator.post('/api/admin/trainings', {
        name: 'Montaż okien dachowych',
        start_date: '2026-03-01',
        end_date: '2026-03-02',
        points: 100,
        coupon,
      });
    const codesBefore = (await t.db.selectFrom('codes').select('id').execute()).length;
    for (const [coupon, message] of [
      ['KURS-2026', COUPON_TOO_SHORT],
      ['SZKOLENIE2025', COUPON_GUESSABLE],
      ['szkolenie-2026', COUPON_GUESSABLE],
      ['AAAA AAAA AAAA', COUPON_GUESSABLE],
      ['qwertyuiop12', COUPON_GUESSABLE],
      ['MONTAZOKIEN2026', COUPON_GUESSABLE],
    ] as const) {
      const response = await training(coupon);
      expect(response.statusCode, coupon).toBe(422);
      expect(response.json().errors, coupon).toEqual({ coupon: [message] });
    }
    expect((await t.db.selectFrom('codes').select('id').execute()).length).toBe(codesBefore);
    expect(
      await t.db.selectFrom('trainings').select('id').where('name', '=', 'Montaż okien dachowych').execute(),
    ).toEqual([]);
    expect(await auditActions('training.create')).toHaveLength(0);
    // Random letters and digits, as the generator makes them, are taken.
    expect((await training('H4TR-9WQ2-ZM6P')).statusCode).toBe(200);
  });
});
