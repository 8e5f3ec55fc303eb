import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesPdf, LABEL_COLUMNS, LABEL_ROWS } from './code-labels.admin.js';
import { groupCode } from './code-format.js';

/*
 * The sheet is read the way a person (and an outside tool) reads it: poppler's pdftotext for the
 * words and where they sit, pdftoppm for the picture. Both come with Debian's poppler-utils; the
 * test fails without them rather than skipping.
 */
const run = promisify(execFile);

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const A4 = { width: 595.28, height: 841.89 };
// The widest codes the alphabet allows, an ordinary one, and a name far longer than a label.
const codes = ['WWWWWWWWWWWW', 'MMMMMMMMMMMM', 'M57TKTDDSDT3', '2345678ABCDE'];
const longName =
  'Okno dachowe Partner Plus z kołnierzem uszczelniającym i roletą zewnętrzną sterowaną elektrycznie, ' +
  'Superdługanazwabezspacjiktóraniemieścisięwjednejlinii, wersja premium';

let dir: string;
let words: Word[];
let picture: { width: number; height: number; pixels: Buffer };

const tool = async (name: string, args: string[]) => {
  try {
    return await run(name, args, { encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`${name} (Debian package poppler-utils) failed or is missing: ${String(error)}`);
  }
};

/** A binary PGM (P5), as `pdftoppm -gray` writes it: one byte a pixel, 0 black, 255 white. */
function parsePgm(file: Buffer) {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pixels: file.subarray(header[0].length, header[0].length + width * height) };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'labels-'));
  const file = path.join(dir, 'labels.pdf');
  await writeFile(file, await codesPdf(codes, { name: longName, points: 50 }, 'http://localhost:3000'));
  const { stdout } = await tool('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']);
  words = [
    ...Buffer.from(stdout, 'latin1')
      .toString('utf8')
      .matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({ xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, text: decode(m[5]!) }));
  // 72 dpi: one pixel a point, so the words' boxes and the picture share coordinates.
  await tool('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'page')]);
  picture = parsePgm(await readFile(path.join(dir, 'page.pgm')));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The label (column, row) a word sits in, judged by its middle. */
const cellOf = (word: Word) => {
  const column = Math.floor(((word.xMin + word.xMax) / 2 - 14) / ((A4.width - 28) / LABEL_COLUMNS));
  const row = Math.floor(((word.yMin + word.yMax) / 2 - 20) / ((A4.height - 40) / LABEL_ROWS));
  return { column, row };
};
const overlap = (a: Word, b: Word) =>
  Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.5 &&
  Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.5;

describe('the QR label sheet', () => {
  it('prints every code whole on one line, clear of the product name, and the name inside its label', () => {
    for (const code of codes) {
      const printed = words.filter((word) => word.text === groupCode(code));
      expect(printed, `${groupCode(code)} as one word`).toHaveLength(1);
    }
    for (const word of words) {
      for (const other of words)
        if (other !== word) expect(overlap(word, other), `${word.text} / ${other.text}`).toBe(false);
      const { column, row } = cellOf(word);
      const left = 14 + column * ((A4.width - 28) / LABEL_COLUMNS);
      const top = 20 + row * ((A4.height - 40) / LABEL_ROWS);
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(left + 2);
      expect(word.xMax, word.text).toBeLessThanOrEqual(left + (A4.width - 28) / LABEL_COLUMNS - 2);
      expect(word.yMax, word.text).toBeLessThanOrEqual(top + (A4.height - 40) / LABEL_ROWS - 2);
    }
    // The name is cut short with an ellipsis rather than running past the points.
    expect(words.some((word) => word.text.endsWith('…'))).toBe(true);
    expect(words.filter((word) => word.text === 'pkt')).toHaveLength(codes.length);
  });

  it('shows each code as one band of ink, a blank row between it and the name', () => {
    const { width, pixels } = picture;
    const dark = (x: number, y: number) => pixels[Math.round(y) * width + Math.round(x)]! < 128;
    for (const code of codes) {
      const word = words.find((w) => w.text === groupCode(code))!;
      const inkRows = (from: number, to: number) => {
        const rows: number[] = [];
        for (let y = Math.floor(from); y <= Math.ceil(to); y++) {
          for (let x = Math.floor(word.xMin); x <= Math.ceil(word.xMax); x++) {
            if (dark(x, y)) {
              rows.push(y);
              break;
            }
          }
        }
        return rows;
      };
      // The code's own line has ink across the code's whole width: its first and last characters.
      const inkColumns = [];
      for (let x = Math.floor(word.xMin); x <= Math.ceil(word.xMax); x++) {
        for (let y = Math.floor(word.yMin); y <= Math.ceil(word.yMax); y++) if (dark(x, y)) inkColumns.push(x);
      }
      expect(Math.min(...inkColumns) - word.xMin).toBeLessThan(3);
      expect(word.xMax - Math.max(...inkColumns)).toBeLessThan(3);
      // Under it, before the name's first line, the picture has a row of paper only.
      const nameTop = Math.min(
        ...words
          .filter(
            (w) => w.yMin >= word.yMax - 0.5 && overlap({ ...w, yMin: 0, yMax: 1 }, { ...word, yMin: 0, yMax: 1 }),
          )
          .map((w) => w.yMin),
      );
      expect(nameTop).toBeGreaterThan(word.yMax);
      const between = inkRows(word.yMax, nameTop);
      expect(between.length, `blank row under ${word.text}`).toBeLessThan(
        Math.ceil(nameTop) - Math.floor(word.yMax) + 1,
      );
    }
  });
});
