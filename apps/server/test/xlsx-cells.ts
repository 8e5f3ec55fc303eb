import { strFromU8, unzipSync } from 'fflate';

/*
 * An XLSX read without the library that wrote it (exceljs): the archive opened with fflate and
 * the first sheet's XML read as the format defines it (ECMA-376: shared strings, inline strings,
 * numbers), so a file only exceljs could read back would fail here.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });

/** The text of every <t> within a piece of XML, joined (a rich text's runs). */
const texts = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((t) => decode(t[1]!)).join('');

/** "AB12" → 27 (0-based column 27). */
const columnOf = (reference: string) =>
  [...reference.replace(/\d+$/, '')].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** The first sheet's rows as cells: texts as strings, numbers as numbers, missing cells null. */
export function xlsxRows(file: Uint8Array): (string | number | boolean | null)[][] {
  const parts = unzipSync(file);
  const part = (name: string) => (parts[name] ? strFromU8(parts[name]) : '');
  const workbookRels = part('xl/_rels/workbook.xml.rels');
  const firstSheet = /<sheet\b[^>]*r:id="([^"]+)"/.exec(part('xl/workbook.xml'))?.[1];
  const target = new RegExp(`<Relationship\\b[^>]*Id="${firstSheet}"[^>]*Target="([^"]+)"`).exec(workbookRels)?.[1];
  const sheetPath = target ? `xl/${target.replace(/^\/?xl\//, '')}` : 'xl/worksheets/sheet1.xml';
  const shared = [...part('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((si) => texts(si[1]!));
  const rows: (string | number | boolean | null)[][] = [];
  for (const row of part(sheetPath).matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    const index = Number(/\br="(\d+)"/.exec(row[1]!)?.[1]) - 1;
    const cells: (string | number | boolean | null)[] = [];
    for (const cell of row[2]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1]!;
      const body = cell[2] ?? '';
      const column = columnOf(/\br="([A-Z]+\d+)"/.exec(attributes)![1]!);
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      while (cells.length < column) cells.push(null);
      if (type === 's') cells.push(shared[Number(value)] ?? null);
      else if (type === 'inlineStr') cells.push(texts(body));
      else if (type === 'str') cells.push(value === undefined ? null : decode(value));
      else if (type === 'b') cells.push(value === '1');
      else cells.push(value === undefined ? null : Number(value));
    }
    rows[index] = cells;
  }
  return Array.from(rows, (row) => row ?? []);
}
