import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/** A file the API answers with instead of JSON. */
export interface DownloadFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Cell = string | number | boolean | null;

/**
 * A table as CSV (semicolons, a header row, UTF-8 with a BOM for spreadsheets) or as an XLSX
 * sheet with the same columns, a bold header and columns fitted to their content: every
 * download of a table (reports, lists, exports).
 */
export async function tableFile(
  format: 'csv' | 'xlsx',
  table: { name: string; sheet: string; header: readonly string[]; rows: readonly (readonly Cell[])[] },
): Promise<DownloadFile> {
  const filename = `${table.name}.${format}`;
  if (format === 'csv') {
    const csv = stringify([table.header, ...table.rows], {
      delimiter: ';',
      bom: true,
      cast: { boolean: (value) => (value ? 'true' : 'false') },
    });
    return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(csv, 'utf8') };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheet);
  sheet.addRow([...table.header]);
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow([...row]);
  // Each column as wide as its longest cell (within reason), so the sheet opens readable.
  table.header.forEach((title, index) => {
    const longest = Math.max(title.length, ...table.rows.map((row) => String(row[index] ?? '').length));
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(10, longest + 2));
  });
  return { filename, contentType: XLSX_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
