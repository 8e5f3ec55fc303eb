import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { ValidationError } from './errors.js';

/**
 * What an XLSX import may be. A workbook is a ZIP archive of XML parts, and a few kilobytes of it
 * can claim a sheet 16,384 columns wide or inflate to gigabytes; an import needs a header of a few
 * columns and at most the 100,000 lines of the largest purchase file (docs/product/back-office.md,
 * screen 7), which stay far inside these limits.
 */
export const XLSX_LIMITS = {
  /** parts of the archive: a workbook of one sheet has about a dozen */
  entries: 200,
  /** all parts together, inflated */
  inflatedBytes: 160 * 1024 * 1024,
  /** inflated to compressed, for a part over `ratioFrom` bytes: real sheets stay below 30 */
  ratio: 100,
  ratioFrom: 1024 * 1024,
  columns: 64,
  /** the header and 100,000 lines */
  rows: 100_001,
};

const fileError = (message: string) => ValidationError.field('file', message);
const notXlsx = () => fileError('Plik nie jest poprawnym arkuszem XLSX.');
const tooWide = () =>
  fileError(`Arkusz ma za dużo kolumn (najwyżej ${XLSX_LIMITS.columns}): usuń puste albo zbędne kolumny.`);
const tooLong = () =>
  fileError(`Arkusz ma za dużo wierszy (najwyżej ${XLSX_LIMITS.rows - 1} wierszy danych): podziel plik na mniejsze.`);
const tooBig = () =>
  fileError(`Plik XLSX po rozpakowaniu byłby za duży (najwyżej ${XLSX_LIMITS.inflatedBytes / 1024 / 1024} MB).`);
const lying = () =>
  fileError('Plik XLSX jest uszkodzony: jego część zajmuje po rozpakowaniu więcej, niż podaje archiwum.');

const FIRST_SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * The archive's central directory, read without inflating anything: how many parts, how large
 * they say they are once inflated, and how hard they are compressed. A bomb is refused here.
 */
function declaredSizes(content: Buffer): Map<string, number> {
  const sizes = new Map<string, number>();
  let total = 0;
  let problem: ValidationError | undefined;
  try {
    unzipSync(content, {
      filter(file) {
        total += file.originalSize;
        sizes.set(file.name, file.originalSize);
        if (file.compression !== 0 && file.compression !== 8) problem ??= notXlsx();
        if (file.originalSize > XLSX_LIMITS.ratioFrom && file.originalSize > file.size * XLSX_LIMITS.ratio) {
          problem ??= fileError('Plik XLSX jest podejrzanie mocno skompresowany: zapisz go ponownie w arkuszu.');
        }
        return false;
      },
    });
  } catch {
    throw notXlsx();
  }
  if (sizes.size > XLSX_LIMITS.entries)
    throw fileError(`Plik XLSX zawiera za dużo części (najwyżej ${XLSX_LIMITS.entries}).`);
  if (total > XLSX_LIMITS.inflatedBytes) throw tooBig();
  if (problem) throw problem;
  return sizes;
}

/** The last column and row of a used range such as `A1:H120` (or `B2`). */
function rangeEnd(ref: string): { column: number; row: number } | undefined {
  const end = /([A-Z]{1,3})(\d{1,7})$/.exec(ref.toUpperCase());
  if (!end) return undefined;
  const column = [...end[1]!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  return { column, row: Number(end[2]) };
}

/**
 * Inflates the parts as the reader will, a small chunk at a time and giving the event loop a turn
 * between chunks, without keeping what it inflates: a part that inflates to more than the central
 * directory declared (a lying archive) is refused before the reader sees it. The first sheet's
 * `<dimension ref>` (its used range) is judged on the way.
 */
async function checkInflatedParts(content: Buffer, declared: Map<string, number>): Promise<void> {
  let problem: ValidationError | undefined;
  let sheetSeen = false;
  const unzip = new Unzip((file) => {
    const limit = declared.get(file.name) ?? 0;
    const firstSheet = !sheetSeen && FIRST_SHEET.test(file.name);
    if (firstSheet) sheetSeen = true;
    let head = firstSheet ? '' : undefined;
    let inflated = 0;
    file.ondata = (error, chunk) => {
      if (problem) return;
      if (error) {
        problem = notXlsx();
        return;
      }
      inflated += chunk.length;
      if (inflated > limit) {
        problem = lying();
        file.terminate();
        return;
      }
      if (head !== undefined && head.length < 4096) {
        head += Buffer.from(chunk.subarray(0, 4096)).toString('latin1');
        const ref = /<(?:\w+:)?dimension\s+ref="([^"]*)"/.exec(head)?.[1];
        const end = ref === undefined ? undefined : rangeEnd(ref);
        if (end && end.column > XLSX_LIMITS.columns) problem = tooWide();
        else if (end && end.row > XLSX_LIMITS.rows) problem = tooLong();
        if (ref !== undefined || /<(?:\w+:)?sheetData[\s>]/.test(head)) head = undefined;
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // 4 KiB of deflate inflate to at most about 4 MiB, so no single step holds much.
  const step = 4096;
  try {
    for (let offset = 0, turn = 0; offset < content.length && !problem; offset += step, turn++) {
      unzip.push(content.subarray(offset, offset + step), offset + step >= content.length);
      if (turn % 64 === 63) await nextTurn();
    }
  } catch {
    throw notXlsx();
  }
  if (problem) throw problem;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return cell.text.trim();
}

export interface SheetTable {
  header: string[];
  /** each record with its line number (the header is line 1), read for the header's columns only */
  records: { line: number; record: string[] }[];
}

/**
 * The first sheet of a workbook, checked (see `XLSX_LIMITS`) and then read as a stream of rows,
 * each for the header's columns only: a stray cell far to the right or below costs nothing.
 */
export async function readXlsxSheet(content: Buffer, headerName: (value: string) => string): Promise<SheetTable> {
  await checkInflatedParts(content, declaredSizes(content));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // styles tell a date from a number
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let header: string[] = [];
  const records: SheetTable['records'] = [];
  try {
    for await (const sheet of reader) {
      let columns: number[] = [];
      let count = 0;
      for await (const row of sheet) {
        // The used range may be left out or lie: the rows themselves are held to the same limits.
        if (row.number > XLSX_LIMITS.rows) throw tooLong();
        if (row.cellCount > XLSX_LIMITS.columns) throw tooWide();
        if (row.number === 1) {
          header = Array.from({ length: row.cellCount }, (_, index) => headerName(cellText(row.getCell(index + 1))));
          columns = header.flatMap((name, index) => (name ? [index] : []));
          continue;
        }
        const record: string[] = [];
        for (const index of columns) record[index] = cellText(row.getCell(index + 1));
        if (columns.some((index) => record[index] !== '')) records.push({ line: row.number, record });
        if (++count % 1000 === 0) await nextTurn();
      }
      break;
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw notXlsx();
  }
  return { header, records };
}
