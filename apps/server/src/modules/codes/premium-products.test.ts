import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PremiumProductsAnswer } from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
  // Only this test's products are active, whatever the demo seeds.
  await t.db.updateTable('premium_products').set({ is_active: 0 }).execute();
  const created_at = '2026-01-01 00:00:00';
  await t.db
    .insertInto('premium_products')
    .values([
      { index: 'PX-200', name: 'Żaluzja zewnętrzna łukowa', points: 120, sort: 2, is_active: 1, created_at },
      { index: 'PX-100', name: 'Okno dachowe ęą', points: 50, sort: 1, is_active: 1, created_at },
      { index: 'PX-150', name: 'Antyramka', points: 70, sort: 2, is_active: 1, created_at },
      { index: 'PX-999', name: 'Wycofany', points: 10, sort: 0, is_active: 0, created_at },
    ])
    .execute();
});
afterEach(async () => {
  await t.close();
});

const expected = [
  { name: 'Okno dachowe ęą', index: 'PX-100', points: 50 },
  { name: 'Antyramka', index: 'PX-150', points: 70 },
  { name: 'Żaluzja zewnętrzna łukowa', index: 'PX-200', points: 120 },
];

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('GET /api/premium-products', () => {
  it('lists the active products by sort, then name', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.get('/api/premium-products');
    expect(response.statusCode).toBe(200);
    expect(response.json<PremiumProductsAnswer>()).toEqual({ success: true, items: expected });
    const json = await seller.get('/api/premium-products?format=json');
    expect(json.json<PremiumProductsAnswer>().items).toEqual(expected);
  });

  it('answers a PDF to download with the title, the Polish font and the rows', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.get('/api/premium-products?format=pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="produkty-premium.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('(Produkty premium)');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    if (hasPdftotext()) {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'pdf-')), 'p.pdf');
      writeFileSync(file, pdf);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Produkty premium');
      expect(text).toContain('Żaluzja zewnętrzna łukowa');
      expect(text).toContain('PX-100');
      expect(text).not.toContain('Wycofany');
    }
  });

  it('answers an XLSX that reads back with the rows', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.get('/api/premium-products?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="produkty-premium.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Nazwa', 'Indeks', 'Punkty'],
      ...expected.map((item) => [item.name, item.index, item.points]),
    ]);
  });

  it('refuses an unknown format with 422 and a caller without a session with 401', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.get('/api/premium-products?format=doc');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)).toEqual(['format']);
    expect((await new TestClient(t.app).get('/api/premium-products')).statusCode).toBe(401);
  });
});
