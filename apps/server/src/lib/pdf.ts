import path from 'node:path';
import PDFDocument from 'pdfkit';
import { rootDir } from '../config.js';

/*
 * PDF files the portal writes (the premium products list, the code batches' QR labels) with
 * pdfkit. Its built-in fonts have no ą, ę, ł: every document embeds DejaVu Sans, kept in
 * apps/server/assets/fonts with its licence, so a Polish text prints the same on any machine.
 */

const fontsDir = path.join(rootDir, 'apps/server/assets/fonts');
export const PDF_FONT = 'DejaVuSans';
export const PDF_FONT_BOLD = 'DejaVuSans-Bold';

export type PdfDocument = PDFKit.PDFDocument;

/** An A4 document with the Polish fonts registered and the regular one selected. */
export function createPdf(options: PDFKit.PDFDocumentOptions = {}): PdfDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 40, ...options });
  doc.registerFont(PDF_FONT, path.join(fontsDir, 'DejaVuSans.ttf'));
  doc.registerFont(PDF_FONT_BOLD, path.join(fontsDir, 'DejaVuSans-Bold.ttf'));
  doc.font(PDF_FONT);
  return doc;
}

/** Ends the document and gives its bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
