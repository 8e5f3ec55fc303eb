import path from 'node:path';
import PDFDocument from 'pdfkit';
import { rootDir } from '../config.js';

/**
 * PDF files the portal hands out (the premium products' list, the back office's sheets of QR
 * labels). pdfkit's built-in fonts have no ą, ę, ł…, so every document uses DejaVu Sans, committed
 * with its licence in apps/server/assets/fonts (machines need not have it installed).
 */
const fontsDir = path.join(rootDir, 'apps/server/assets/fonts');
export const PDF_FONT = 'DejaVuSans';
export const PDF_FONT_BOLD = 'DejaVuSans-Bold';

export type PdfDocument = PDFKit.PDFDocument;

/** A new A4 document with the Polish-capable fonts registered and selected. */
export function createPdf(options: PDFKit.PDFDocumentOptions = {}): PdfDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 40, lang: 'pl-PL', ...options });
  doc.registerFont(PDF_FONT, path.join(fontsDir, 'DejaVuSans.ttf'));
  doc.registerFont(PDF_FONT_BOLD, path.join(fontsDir, 'DejaVuSans-Bold.ttf'));
  doc.font(PDF_FONT);
  return doc;
}

/** Draws with `draw` on a new document and answers the whole file. */
export async function renderPdf(
  draw: (doc: PdfDocument) => void | Promise<void>,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  const doc = createPdf(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

export interface PdfColumn<Row> {
  header: string;
  /** Width in points; the columns together should fit the page's width less its margins. */
  width: number;
  align?: 'left' | 'right';
  value: (row: Row) => string;
}

/** A simple table: a bold header row, then one line per row, a new page (with the header) when full. */
export function drawTable<Row>(doc: PdfDocument, columns: readonly PdfColumn<Row>[], rows: readonly Row[]): void {
  const left = doc.page.margins.left;
  const rowHeight = 18;
  const line = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc.font(bold ? PDF_FONT_BOLD : PDF_FONT).fontSize(10);
    let x = left;
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + 2, y + 4, {
        width: column.width - 4,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(x, y + rowHeight)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = left;
    doc.y = y + rowHeight;
  };
  line(
    columns.map((column) => column.header),
    true,
  );
  for (const row of rows) {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      line(
        columns.map((column) => column.header),
        true,
      );
    }
    line(
      columns.map((column) => column.value(row)),
      false,
    );
  }
  doc.font(PDF_FONT);
}
