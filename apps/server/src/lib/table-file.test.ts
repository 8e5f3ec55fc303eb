import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvCells, FORMULA } from '../../test/csv.js';
import { tableFile } from './table-file.js';

const table = {
  name: 'plik',
  sheet: 'Arkusz',
  header: ['text', 'number'],
  titles: { text: 'Tekst', number: 'Liczba' },
  rows: [
    [FORMULA, -5],
    ['+48 500 100 200', 3.5],
    ['-x', -0.25],
    ['@SUM(A1:A2)', 0],
    ['\tukryte', null],
    ['\rukryte', 7],
    ['Zwykła nazwa', 1],
  ],
} as const;

describe('tableFile', () => {
  it('writes CSV with the keys as header and a quote before every text a spreadsheet would run', async () => {
    const file = await tableFile('csv', table);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.filename).toBe('plik.csv');
    expect(csvCells(file.body)).toEqual([
      ['text', 'number'],
      [`'${FORMULA}`, '-5'],
      ["'+48 500 100 200", '3.5'],
      ["'-x", '-0.25'],
      ["'@SUM(A1:A2)", '0'],
      ["'\tukryte", ''],
      ["'\rukryte", '7'],
      ['Zwykła nazwa', '1'],
    ]);
  });

  it('writes XLSX with the titles people read as header, and text that stays text', async () => {
    const file = await tableFile('xlsx', table);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Arkusz')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Tekst', 'Liczba']);
    const formula = sheet.getRow(2).getCell(1);
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.value).toBe(FORMULA);
    expect(sheet.getRow(2).getCell(2).value).toBe(-5);
  });
});
