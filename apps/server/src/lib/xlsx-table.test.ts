import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsxSheet } from './xlsx-table.js';

async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Arkusz1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const records = (table: Awaited<ReturnType<typeof readXlsxSheet>>) => table.records.map(({ record }) => record);

describe('readXlsxSheet', () => {
  it('reads a sheet stored before the shared strings and the workbook, its parts not compressed', async () => {
    const written = await workbookOf([
      ['email', 'first_name'],
      ['xlsx@example.pl', 'Ewa'],
    ]);
    // exceljs writes its sheets before the shared strings and xl/workbook.xml last; stored parts
    // reach a reader at once, with nothing to inflate in between.
    const content = Buffer.from(zipSync(unzipSync(written), { level: 0 }));
    const order = Object.keys(unzipSync(content));
    expect(order.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(order.indexOf('xl/sharedStrings.xml'));
    expect(order.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(order.indexOf('xl/workbook.xml'));
    for (let i = 0; i < 20; i++) {
      const table = await readXlsxSheet(content, (value) => value);
      expect(table.header).toEqual(['email', 'first_name']);
      expect(records(table)).toEqual([['xlsx@example.pl', 'Ewa']]);
    }
  });

  it('keeps Polish letters whole in a sheet and shared strings far longer than one inflated chunk', async () => {
    const names = Array.from({ length: 5000 }, (_, i) => [`Łucja Żółć-Gęślą ${i}`, i]);
    const content = await workbookOf([['name', 'number'], ...names]);
    const table = await readXlsxSheet(content, (value) => value);
    expect(records(table)).toEqual(names.map(([name, number]) => [name, String(number)]));
  });
});
