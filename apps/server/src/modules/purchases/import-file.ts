import { parse } from 'csv-parse/sync';
import { z } from 'zod';

/**
 * The file of purchase lines the manufacturer sends: JSON (an array of lines) or CSV with a
 * header row (separated by semicolons, or by commas when the header has no semicolon) naming the same fields:
 *   id            the manufacturer's id of the invoice line (a line imported twice counts once)
 *   sap           the company's SAP number
 *   seller        the seller's e-mail
 *   product       the product's slug
 *   quantity      pieces
 *   sss_quantity  electric windows with factory-built control among them (0 when left out)
 *   value         net value in PLN (a decimal comma or point)
 *   purchased_at  the day (2025-08-20) or moment (2025-08-20T10:15:00Z) of the purchase
 */
const decimal = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s/g, '').replace(',', '.') : value),
  z.coerce.number({ error: 'Podaj wartość w złotych.' }).min(0, 'Wartość nie może być ujemna.'),
);

const importLineSchema = z
  .object({
    id: z.coerce.string().trim().min(1, 'Podaj identyfikator pozycji.').max(128, 'Identyfikator jest za długi.'),
    sap: z.coerce.string().trim().min(1, 'Podaj numer SAP firmy.'),
    seller: z.string().trim().toLowerCase().pipe(z.email('Podaj adres e-mail sprzedawcy.')),
    product: z.string().trim().min(1, 'Podaj produkt.'),
    quantity: z.coerce.number().int('Liczba sztuk musi być całkowita.').min(1, 'Podaj liczbę sztuk.'),
    sss_quantity: z.preprocess(
      (value) => (value === '' || value === undefined || value === null ? 0 : value),
      z.coerce.number().int('Liczba okien SSS musi być całkowita.').min(0, 'Liczba okien SSS nie może być ujemna.'),
    ),
    value: decimal,
    purchased_at: z
      .string()
      .trim()
      .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), 'Podaj datę zakupu.')
      .transform((value) => new Date(value).toISOString()),
  })
  .refine((line) => line.sss_quantity <= line.quantity, {
    path: ['sss_quantity'],
    message: 'Okien SSS nie może być więcej niż sztuk.',
  });

export type ImportLine = z.output<typeof importLineSchema>;

export class ImportFileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ImportFileError';
  }
}

function records(content: string, format: 'json' | 'csv'): unknown[] {
  if (format === 'json') {
    const data: unknown = JSON.parse(content);
    if (!Array.isArray(data)) throw new ImportFileError(['Plik JSON musi zawierać tablicę pozycji.']);
    return data;
  }
  // Spreadsheets in Poland save with semicolons, because the comma is the decimal separator.
  const header = content.split(/\r?\n/, 1)[0] ?? '';
  return parse(content, {
    columns: (names: string[]) => names.map((name) => name.trim().toLowerCase()),
    delimiter: header.includes(';') ? ';' : ',',
    bom: true,
    skip_empty_lines: true,
    trim: true,
  });
}

/** The lines of a file, or an ImportFileError listing every wrong line (counted from 1). */
export function parseImportFile(content: string, format: 'json' | 'csv'): ImportLine[] {
  let rows: unknown[];
  try {
    rows = records(content, format);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError([`Nie można odczytać pliku: ${(error as Error).message}`]);
  }
  const problems: string[] = [];
  const lines: ImportLine[] = [];
  rows.forEach((row, index) => {
    const parsed = importLineSchema.safeParse(row);
    if (parsed.success) lines.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.push(`pozycja ${index + 1}, ${issue.path.join('.')}: ${issue.message}`);
  });
  if (problems.length > 0) throw new ImportFileError(problems);
  return lines;
}
