import { type ReportFormat, type ReportName, reportColumns } from '@portal/contract';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { warsawIsoDay } from '../../lib/polish-time.js';

export interface ReportFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | boolean | null;

/**
 * A report's rows as CSV (semicolons, a header row of the rows' field names, UTF-8 with a BOM
 * for spreadsheets, as the audit export) or as an XLSX sheet with the same columns.
 */
export async function reportFile(
  name: ReportName,
  format: Exclude<ReportFormat, 'json'>,
  rows: readonly object[],
  now: Date,
): Promise<ReportFile> {
  const columns = reportColumns(name);
  const values = rows.map((row) => columns.map((column) => (row as Record<string, Cell>)[column] ?? null));
  const filename = `raport-${name}-${warsawIsoDay(now)}.${format}`;
  if (format === 'csv') {
    const csv = stringify([columns, ...values], {
      delimiter: ';',
      bom: true,
      cast: { boolean: (value) => (value ? 'true' : 'false') },
    });
    return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(csv, 'utf8') };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(columns);
  sheet.getRow(1).font = { bold: true };
  for (const row of values) sheet.addRow(row);
  return { filename, contentType: XLSX_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
