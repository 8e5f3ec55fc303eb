import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import { type ImportFormat, LineProblems, readImportTable, type TableRow } from '../../lib/import-table.js';

/**
 * The file of purchase lines the manufacturer sends (docs/product/back-office.md,
 * screen 7): CSV (separated by semicolons, or by commas when the header has none) or
 * XLSX with a header row naming these columns, or for the command line JSON (an array of lines):
 *   id            the manufacturer's id of the invoice line (a line imported twice counts once)
 *   sap           the company's SAP number
 *   seller        the seller's e-mail; empty when the line names only the company
 *   product       the product's slug
 *   quantity      pieces
 *   sss_quantity  electric windows with factory-built control among them (0 when left out)
 *   value         net value in PLN (a decimal comma or point)
 *   purchased_at  the day (2025-08-20) or moment (2025-08-20T10:15:00Z) of the purchase
 * and, optionally anywhere in the header, `corrects`: the id of the line a correction line takes
 * pieces back from (docs/product/point-lots.md "Corrections and debt"). A correction has a negative
 * quantity, SSS windows and value of 0 or below, and may leave sap, seller and product empty to
 * take the corrected line's.
 */
export const purchaseColumns = ['id', 'sap', 'seller', 'product', 'quantity', 'sss_quantity', 'value', 'purchased_at'];

const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const decimal = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s/g, '').replace(',', '.') : value),
  z.coerce.number({ error: 'Podaj wartość w złotych.' }),
);

const optionalText = z.preprocess(blankAsUndefined, z.coerce.string().trim().optional());

const importLineSchema = z
  .object({
    id: z.coerce.string().trim().min(1, 'Podaj identyfikator pozycji.').max(128, 'Identyfikator jest za długi.'),
    corrects: z.preprocess(
      blankAsUndefined,
      z.coerce.string().trim().max(128, 'Identyfikator jest za długi.').optional(),
    ),
    sap: optionalText,
    seller: z.preprocess(
      blankAsUndefined,
      z.string().trim().toLowerCase().pipe(z.email('Podaj adres e-mail sprzedawcy albo zostaw pole puste.')).optional(),
    ),
    product: optionalText,
    quantity: z.coerce.number({ error: 'Podaj liczbę sztuk.' }).int('Liczba sztuk musi być całkowita.'),
    sss_quantity: z.preprocess(
      (value) => blankAsUndefined(value) ?? 0,
      z.coerce.number({ error: 'Podaj liczbę okien SSS.' }).int('Liczba okien SSS musi być całkowita.'),
    ),
    value: decimal,
    purchased_at: z
      .string({ error: 'Podaj datę zakupu.' })
      .trim()
      .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), 'Podaj datę zakupu.')
      .transform((value) => new Date(value).toISOString()),
  })
  .superRefine((line, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (line.corrects === undefined) {
      if (line.sap === undefined) problem('sap', 'Podaj numer SAP firmy.');
      if (line.product === undefined) problem('product', 'Podaj produkt.');
      if (line.quantity < 0) problem('quantity', 'Ujemna ilość tylko w linii korekty (kolumna corrects).');
      else if (line.quantity === 0) problem('quantity', 'Podaj liczbę sztuk.');
      if (line.sss_quantity < 0) problem('sss_quantity', 'Liczba okien SSS nie może być ujemna.');
      else if (line.quantity > 0 && line.sss_quantity > line.quantity) {
        problem('sss_quantity', 'Okien SSS nie może być więcej niż sztuk.');
      }
      if (line.value < 0) problem('value', 'Wartość nie może być ujemna.');
      return;
    }
    if (line.corrects === line.id) problem('corrects', 'Korekta nie może korygować innej korekty.');
    if (line.quantity >= 0) problem('quantity', 'Ilość w korekcie musi być ujemna.');
    if (line.sss_quantity > 0) problem('sss_quantity', 'Liczba okien SSS w korekcie nie może być dodatnia.');
    else if (line.quantity < 0 && line.sss_quantity < line.quantity) {
      problem('sss_quantity', 'Okien SSS nie może być więcej niż sztuk.');
    }
    if (line.value > 0) problem('value', 'Wartość w korekcie nie może być dodatnia.');
  });

const PROBLEM_ORDER = ['id', 'corrects', ...purchaseColumns.slice(1)];

/** A purchase line of a file with its line number (the header is line 1). */
export type ImportLine = Omit<z.output<typeof importLineSchema>, 'seller' | 'sap' | 'product' | 'corrects'> & {
  line: number;
  /** Empty only on a correction line, which then takes its corrected line's. */
  sap: string | null;
  seller: string | null;
  product: string | null;
  /** The id of the line this correction line corrects; null (or absent) on an ordinary line. */
  corrects?: string | null;
};

/** The well-formed lines of a file and the problems of the others, by line. */
export interface PurchaseFile {
  lines: ImportLine[];
  problems: LineProblems;
}

/**
 * The lines of a table and the problems of the wrong ones, to be told with the problems the
 * import finds in the lines that read well (every bad line in one 422, `line N`). A line id
 * repeated within the file is wrong too: the second would silently count as imported before.
 */
export function parsePurchaseRows(rows: readonly TableRow[]): PurchaseFile {
  const problems = new LineProblems();
  const lines: ImportLine[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const parsed = importLineSchema.safeParse(row.values);
    if (!parsed.success) {
      // Told in the order of the file's columns, whichever check found them.
      const column = (path: readonly PropertyKey[]) => PROBLEM_ORDER.indexOf(String(path[0]));
      const issues = [...parsed.error.issues].sort((a, b) => column(a.path) - column(b.path));
      for (const issue of issues) problems.add(row.line, `${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const earlier = firstLineOf.get(parsed.data.id);
    if (earlier !== undefined) {
      problems.add(row.line, `id: Identyfikator ${parsed.data.id} powtarza się w pliku (wiersz ${earlier}).`);
      continue;
    }
    firstLineOf.set(parsed.data.id, row.line);
    const { corrects: _, ...line } = parsed.data;
    lines.push({
      ...line,
      sap: parsed.data.sap ?? null,
      seller: parsed.data.seller ?? null,
      product: parsed.data.product ?? null,
      ...(parsed.data.corrects !== undefined && { corrects: parsed.data.corrects }),
      line: row.line,
    });
  }
  return { lines, problems };
}

/** A JSON file's items as table rows, numbered as if the array had a header row. */
function jsonRows(content: Buffer): TableRow[] {
  let data: unknown;
  try {
    data = JSON.parse(content.toString('utf8'));
  } catch (error) {
    throw ValidationError.field('file', `Nie można odczytać pliku JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw ValidationError.field('file', 'Plik JSON musi zawierać tablicę pozycji.');
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  return (data as unknown[]).map((item, index) => ({
    line: index + 2,
    values: Object.fromEntries(
      Object.entries(item !== null && typeof item === 'object' ? item : {}).map(([key, value]) => [key, text(value)]),
    ),
  }));
}

/** The purchase lines of a file (CSV, XLSX or JSON), or a 422 when the file cannot be read as one. */
export async function readPurchaseFile(content: Buffer, format: ImportFormat | 'json'): Promise<PurchaseFile> {
  const rows = format === 'json' ? jsonRows(content) : await readImportTable(content, format, purchaseColumns);
  return parsePurchaseRows(rows);
}
