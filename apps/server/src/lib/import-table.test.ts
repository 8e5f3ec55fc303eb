import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync, Zip, ZipDeflate, type ZipInputFile, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../test/build-app.js';
import type { TestClient } from '../../test/client.js';
import { staffClients } from '../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['id', 'sap', 'seller', 'product', 'quantity', 'sss_quantity', 'value', 'purchased_at'];

function send(client: TestClient, content: Buffer, url = '/api/admin/purchase-imports') {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\ntrue\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="zakupy.xlsx"\r\nContent-Type: ${XLSX_TYPE}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.post(url, payload, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

async function workbookWith(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Zakupy'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A deflate stream of `megabytes` MiB of one repeated byte, made of one compressed MiB repeated:
 * after a full flush a block refers to nothing before it, so the copies chain into one stream.
 * The test never holds the inflated bytes.
 */
function repeatedDeflate(prefix: string, megabytes: number, suffix: string) {
  const mebibyte = Buffer.alloc(1024 * 1024, 'A');
  const block = deflateRawSync(mebibyte, { finishFlush: constants.Z_FULL_FLUSH });
  const head = deflateRawSync(Buffer.from(prefix), { finishFlush: constants.Z_FULL_FLUSH });
  const tail = deflateRawSync(Buffer.from(suffix));
  let crc = crc32(prefix);
  for (let i = 0; i < megabytes; i++) crc = crc32(mebibyte, crc);
  crc = crc32(suffix, crc);
  return {
    chunks: [head, ...Array.from({ length: megabytes }, () => block), tail],
    size: prefix.length + megabytes * mebibyte.length + suffix.length,
    crc,
  };
}

/** The workbook of `base` with one entry replaced by already deflated data declaring `declaredSize`. */
function withEntry(base: Buffer, name: string, data: ReturnType<typeof repeatedDeflate>, declaredSize = data.size) {
  const parts: Uint8Array[] = [];
  // fflate's Zip is synchronous: every chunk has arrived when end() returns.
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [entry, content] of Object.entries(unzipSync(base))) {
    if (entry === name) continue;
    const file = new ZipDeflate(entry);
    zip.add(file);
    file.push(content, true);
  }
  const file: ZipInputFile = {
    filename: name,
    size: declaredSize,
    crc: data.crc,
    compression: 8,
    ondata: undefined,
    terminate: () => undefined,
  };
  zip.add(file);
  data.chunks.forEach((chunk, index) => file.ondata?.(null, chunk, index === data.chunks.length - 1));
  zip.end();
  return Buffer.concat(parts);
}

describe('XLSX imports within limits', () => {
  it('refuses a sheet used up to column XFD (a cell at XFD1 and one at A400), at once', async () => {
    const content = await workbookWith((sheet) => {
      sheet.getCell('A1').value = 'id';
      sheet.getCell('XFD1').value = 'x';
      sheet.getCell('A400').value = 'y';
    });
    const response = await send(staff.operator, content);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      file: ['Arkusz ma za dużo kolumn (najwyżej 64): usuń puste albo zbędne kolumny.'],
    });
  });

  it('refuses a sheet longer than an import needs (a cell at A100002)', async () => {
    const content = await workbookWith((sheet) => {
      sheet.addRow(HEADER);
      sheet.getCell('A100002').value = 'x';
    });
    const response = await send(staff.operator, content);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      file: ['Arkusz ma za dużo wierszy (najwyżej 100000 wierszy danych): podziel plik na mniejsze.'],
    });
  });

  it('refuses a workbook whose shared strings would inflate to 300 MB, without inflating them', async () => {
    const base = await workbookWith((sheet) => {
      sheet.addRow(HEADER);
      sheet.addRow(['X/1', '1000001', '', 'okno-pvc-komfort-70', 1, 0, 100, '2025-08-30']);
    });
    const bomb = repeatedDeflate('<?xml version="1.0"?><sst><si><t>', 300, '</t></si></sst>');
    const content = withEntry(base, 'xl/sharedStrings.xml', bomb);
    expect(content.length).toBeLessThan(400 * 1024);
    const response = await send(staff.operator, content);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Plik XLSX po rozpakowaniu byłby za duży (najwyżej 160 MB).'] });
  });

  it('refuses a part that inflates to more than the archive declares for it', async () => {
    const base = await workbookWith((sheet) => {
      sheet.addRow(HEADER);
      sheet.addRow(['X/1', '1000001', '', 'okno-pvc-komfort-70', 1, 0, 100, '2025-08-30']);
    });
    const bomb = repeatedDeflate('<?xml version="1.0"?><sst><si><t>', 20, '</t></si></sst>');
    const content = withEntry(base, 'xl/sharedStrings.xml', bomb, 1000);
    const response = await send(staff.operator, content);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      file: ['Plik XLSX jest uszkodzony: jego część zajmuje po rozpakowaniu więcej, niż podaje archiwum.'],
    });
  });

  it('refuses an archive of more parts than a workbook has', async () => {
    const base = await workbookWith((sheet) => sheet.addRow(HEADER));
    const extra = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`xl/media/p${i}.txt`, new Uint8Array(1)]));
    const content = Buffer.from(zipSync({ ...unzipSync(base), ...extra }));
    const response = await send(staff.operator, content);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Plik XLSX zawiera za dużo części (najwyżej 200).'] });
  });
});
