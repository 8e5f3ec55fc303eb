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

const FIRST_SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** 4 KiB of deflate inflate to at most about 4 MiB, so no single step holds much. */
const STEP = 4096;
/** exceljs parses text handed on in pieces of 16 KiB (what zlib yields) far faster than in pieces of 100 KiB */
const TEXT_PIECE = 16 * 1024;

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
 * `<dimension ref>` (its used range) is judged on the way; its name is the answer.
 */
async function checkInflatedParts(content: Buffer, declared: Map<string, number>): Promise<string | undefined> {
  let problem: ValidationError | undefined;
  let sheet: string | undefined;
  const unzip = new Unzip((file) => {
    const limit = declared.get(file.name) ?? 0;
    const firstSheet = sheet === undefined && FIRST_SHEET.test(file.name);
    if (firstSheet) sheet = file.name;
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
  try {
    for (let offset = 0, turn = 0; offset < content.length && !problem; offset += STEP, turn++) {
      unzip.push(content.subarray(offset, offset + STEP), offset + STEP >= content.length);
      if (turn % 64 === 63) await nextTurn();
    }
  } catch {
    throw notXlsx();
  }
  if (problem) throw problem;
  return sheet;
}

/**
 * One part of the archive as text, inflated 4 KiB of input at a time and handed on as it comes,
 * so a long sheet or a long list of shared strings is never held whole. A character split between two chunks is decoded once both
 * are in (a chunk decoded on its own would turn it into two replacement characters).
 */
async function* partText(content: Buffer, name: string): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let texts: string[] = [];
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    if (file.name !== name) return;
    file.ondata = (error, chunk, final) => {
      if (error) failure = error;
      else texts.push(decoder.decode(chunk, { stream: !final }));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let offset = 0; offset < content.length; offset += STEP) {
    unzip.push(content.subarray(offset, offset + STEP), offset + STEP >= content.length);
    if (failure) throw failure;
    for (const text of texts) {
      for (let at = 0; at < text.length; at += TEXT_PIECE) yield text.slice(at, at + TEXT_PIECE);
    }
    texts = [];
  }
}

/** What exceljs' stream reader parses a workbook's parts with (its own, undeclared, methods). */
interface PartParsers {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  /** with `sharedStrings: 'cache'` it yields nothing */
  _parseSharedStrings(entry: Readable): AsyncGenerator<never>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<string>, sheetNo: string): Generator<{ eventType: string; value: unknown }>;
}

/**
 * exceljs' stream reader, fed one sheet of a workbook already in memory: the parts the sheet refers
 * to first, then the sheet itself. exceljs reads the archive in one pass through unzipper and, when
 * the sheet comes before the shared strings or the workbook (as exceljs itself writes it), parks it
 * until the pass ends; but unzipper ends its stream of parts as soon as it has read the whole input,
 * parts the reader had not taken yet included, so under load the workbook part was lost and the
 * reader threw on a valid file. Each part here is a stream of its own that ends once it is read.
 */
class SheetReader extends ExcelJS.stream.xlsx.WorkbookReader {
  constructor(
    private readonly content: Buffer,
    /** the names of the archive's parts */
    private readonly parts: ReadonlySet<string>,
    private readonly sheet: string | undefined,
    options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
  ) {
    super(Readable.from([]), options);
  }

  override async *parse(): AsyncGenerator<{ eventType: string; value: unknown }> {
    const parsers = this as unknown as PartParsers;
    const sheetNo = this.sheet && FIRST_SHEET.exec(this.sheet)?.[1];
    if (!this.sheet || !sheetNo) return;
    // the names exceljs' reader knows these parts by
    const part = (name: string) => (this.parts.has(name) ? Readable.from(partText(this.content, name)) : undefined);
    const rels = part('xl/_rels/workbook.xml.rels');
    if (rels) await parsers._parseRels(rels);
    const workbook = part('xl/workbook.xml');
    if (workbook) await parsers._parseWorkbook(workbook);
    const sharedStrings = part('xl/sharedStrings.xml');
    if (sharedStrings) yield* parsers._parseSharedStrings(sharedStrings);
    const styles = part('xl/styles.xml');
    if (styles) await parsers._parseStyles(styles);
    yield* parsers._parseWorksheet(partText(this.content, this.sheet), sheetNo);
  }
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
  const declared = declaredSizes(content);
  const sheet = await checkInflatedParts(content, declared);
  const reader = new SheetReader(content, new Set(declared.keys()), sheet, {
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
