import { CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE } from '@portal/contract';
import { parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from './errors.js';
import { readXlsxSheet } from './xlsx-table.js';

/**
 * The table of an import file (CSV or XLSX): a header row naming the columns, then one record a
 * line. Every record keeps its line number as the operator sees it in a spreadsheet: the header is
 * line 1 (docs/product/back-office.md, screen 7).
 */
export interface TableRow {
  line: number;
  values: Record<string, string>;
}

export type ImportFormat = 'csv' | 'xlsx';

const XLSX_TYPES = new Set([XLSX_MEDIA_TYPE, 'application/octet-stream', 'application/zip']);
const CSV_TYPES = new Set([
  CSV_MEDIA_TYPE,
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);

const fileError = (message: string) => ValidationError.field('file', message);

/** The format of an uploaded file, judged by its name, its declared type and its first bytes. */
export function formatOf(filename: string, mimetype: string, content: Buffer): ImportFormat {
  const name = filename.toLowerCase();
  const type = mimetype.toLowerCase().split(';')[0]?.trim() ?? '';
  const wrongType = 'Wybierz plik CSV albo XLSX.';
  if (name.endsWith('.xlsx')) {
    if (!XLSX_TYPES.has(type)) throw fileError(wrongType);
    // An XLSX file is a ZIP archive: it starts with "PK\x03\x04".
    if (content.length < 4 || content.readUInt32LE(0) !== 0x04034b50) {
      throw fileError('Plik nie jest poprawnym arkuszem XLSX.');
    }
    return 'xlsx';
  }
  if (name.endsWith('.csv')) {
    if (!CSV_TYPES.has(type)) throw fileError(wrongType);
    if (content.includes(0) || !isUtf8(content)) {
      throw fileError('Plik CSV musi być tekstem w kodowaniu UTF-8.');
    }
    return 'csv';
  }
  throw fileError(wrongType);
}

/** An uploaded import: its content, format, name and whether it is a dry run. */
export interface ImportFile {
  content: Buffer;
  format: ImportFormat;
  filename: string;
  dryRun: boolean;
}

/**
 * The multipart upload of an import: one `file` (CSV or XLSX, judged by name, type and content)
 * and `dry_run` (`true` or `false`; false when left out). The route's plugin registers
 * @fastify/multipart with `maxBytes` as its file size limit: a larger file is a 422 on `file`.
 */
export async function readImportUpload(request: FastifyRequest, maxBytes: number): Promise<ImportFile> {
  if (!request.isMultipart()) throw fileError('Wybierz plik CSV albo XLSX.');
  let upload: { content: Buffer; filename: string; mimetype: string } | undefined;
  let dryRun: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') upload = { content, filename: part.filename, mimetype: part.mimetype };
      } else if (part.fieldname === 'dry_run') {
        dryRun = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(`Plik jest za duży (najwyżej ${Math.round(maxBytes / 1024 / 1024)} MB).`);
    }
    if (typeof code === 'string' && code.startsWith('FST_')) throw fileError('Nie można odczytać przesłanego pliku.');
    throw error;
  }
  if (dryRun !== undefined && dryRun !== 'true' && dryRun !== 'false') {
    throw ValidationError.field('dry_run', 'dry_run to true albo false.');
  }
  if (!upload || upload.content.length === 0) throw fileError('Wybierz plik CSV albo XLSX.');
  return {
    content: upload.content,
    filename: upload.filename,
    format: formatOf(upload.filename, upload.mimetype, upload.content),
    dryRun: dryRun === 'true',
  };
}

function isUtf8(content: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

const headerName = (value: string) =>
  value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

function csvRows(content: Buffer): { header: string[]; rows: TableRow[] } {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  // Spreadsheets in Poland save with semicolons; a header without one is read as comma-separated.
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw fileError(`Nie można odczytać pliku CSV: ${(error as Error).message}`);
  }
  const [head, ...body] = records;
  if (!head) throw fileError('Plik jest pusty: brak wiersza nagłówka.');
  const header = head.record.map(headerName);
  return {
    header,
    rows: body.map(({ record, info }) => ({ line: info.lines, values: valuesOf(header, record) })),
  };
}

async function xlsxRows(content: Buffer): Promise<{ header: string[]; rows: TableRow[] }> {
  const { header, records } = await readXlsxSheet(content, headerName);
  if (header.length === 0) throw fileError('Plik jest pusty: brak wiersza nagłówka.');
  return { header, rows: records.map(({ line, record }) => ({ line, values: valuesOf(header, record) })) };
}

function valuesOf(header: string[], record: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  header.forEach((name, index) => {
    if (name) values[name] = (record[index] ?? '').trim();
  });
  return values;
}

/** A file's header (its column names, trimmed and in lower case) and its data rows, as they are. */
export async function readTable(
  content: Buffer,
  format: ImportFormat,
): Promise<{ header: string[]; rows: TableRow[] }> {
  return format === 'csv' ? csvRows(content) : xlsxRows(content);
}

/** The data rows of a file whose header names every required column (unknown columns are ignored). */
export async function readImportTable(
  content: Buffer,
  format: ImportFormat,
  required: readonly string[],
): Promise<TableRow[]> {
  const { header, rows } = await readTable(content, format);
  const missing = required.filter((name) => !header.includes(name));
  if (missing.length > 0) throw fileError(`W wierszu nagłówka brakuje kolumn: ${missing.join(', ')}.`);
  if (rows.length === 0) throw fileError('Plik nie zawiera żadnego wiersza danych.');
  return rows;
}

/** Collects the problems of an import, line by line, into the 422 of every bad line (`line N`). */
export class LineProblems {
  private readonly problems = new Map<number, string[]>();

  add(line: number, message: string): void {
    const list = this.problems.get(line) ?? [];
    list.push(message);
    this.problems.set(line, list);
  }

  has(line: number): boolean {
    return this.problems.has(line);
  }

  get size(): number {
    return this.problems.size;
  }

  error(): ValidationError {
    const errors: Record<string, string[]> = {};
    for (const line of [...this.problems.keys()].sort((a, b) => a - b)) {
      errors[`line ${line}`] = this.problems.get(line) ?? [];
    }
    const count = this.problems.size;
    return new ValidationError(errors, `Plik zawiera błędy (wiersze: ${count}). Nic nie zostało zaimportowane.`);
  }
}
