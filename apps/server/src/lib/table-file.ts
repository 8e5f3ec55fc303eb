import { CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE } from '@portal/contract';
import { type Options, type Stringifier, stringify } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/** A file the API answers with instead of JSON. */
export interface DownloadFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

export const CSV_TYPE = `${CSV_MEDIA_TYPE}; charset=utf-8`;

/**
 * Answers a file to download. `displayName` is the name with Polish letters a browser offers to
 * save it as (RFC 6266's filename*); `filename` stays ASCII for older programs. The answer is
 * not kept by any cache: the API's Cache-Control plugin makes every /api/ answer no-store.
 */
export function sendDownload(reply: FastifyReply, file: DownloadFile, displayName?: string): FastifyReply {
  const polish = displayName ? `; filename*=UTF-8''${encodeURIComponent(displayName)}` : '';
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"${polish}`)
    .send(file.body);
}

export type Cell = string | number | boolean | null;

/**
 * Every CSV the portal writes: semicolons (what a Polish Excel splits on), a UTF-8 BOM (so Polish
 * letters open right), and formula escaping. Cells hold what participants and visitors typed (a
 * last name, a street, a sign-in e-mail); a text starting with = + - @, a tab or a carriage
 * return is run by Excel, LibreOffice and Google Sheets, so csv-stringify puts a ' before it.
 * Numbers are left alone, negative ones too: the option escapes only text.
 */
const CSV_OPTIONS = {
  delimiter: ';',
  bom: true,
  escape_formulas: true,
  cast: { boolean: (value: boolean) => (value ? 'true' : 'false') },
} satisfies Options;

/** A table: its CSV header is the keys; people reading the XLSX see the titles. */
export interface Table {
  /** The file's name without its extension. */
  name: string;
  sheet: string;
  /** The keys of the columns, in their order: the CSV's header row. */
  header: readonly string[];
  /** The XLSX header's title of each column; a column without one shows its key. */
  titles?: Readonly<Record<string, string>>;
  /** Columns the XLSX formats as text, so that a number typed into them keeps its leading zeros. */
  textColumns?: readonly string[];
  rows: readonly (readonly Cell[])[];
}

/** A CSV written while its rows are read (a long audit trail): objects in, the keys as header. */
export function csvStream(header: readonly string[]): Stringifier {
  return stringify({ ...CSV_OPTIONS, header: true, columns: [...header] });
}

export function csvFile(table: Table): DownloadFile {
  const csv = stringifyNow([table.header, ...table.rows], CSV_OPTIONS);
  return { filename: `${table.name}.csv`, contentType: CSV_TYPE, body: Buffer.from(csv, 'utf8') };
}

/**
 * A table as CSV or as an XLSX sheet with the same columns, a bold header of titles and columns
 * fitted to their content: every download of a table (reports, lists, exports). XLSX needs no
 * escaping: exceljs writes a text as a text cell, never as a formula.
 */
export async function tableFile(format: 'csv' | 'xlsx', table: Table): Promise<DownloadFile> {
  if (format === 'csv') return csvFile(table);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheet);
  const titles = table.header.map((key) => table.titles?.[key] ?? key);
  sheet.addRow(titles);
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow([...row]);
  // Each column as wide as its longest cell (within reason), so the sheet opens readable.
  titles.forEach((title, index) => {
    const longest = Math.max(title.length, ...table.rows.map((row) => String(row[index] ?? '').length));
    const column = sheet.getColumn(index + 1);
    column.width = Math.min(60, Math.max(10, longest + 2));
    if (table.textColumns?.includes(table.header[index]!)) column.numFmt = '@';
  });
  return {
    filename: `${table.name}.xlsx`,
    contentType: XLSX_MEDIA_TYPE,
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
