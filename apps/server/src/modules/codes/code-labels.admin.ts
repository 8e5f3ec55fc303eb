import QRCode from 'qrcode';
import { PDF_FONT, PDF_FONT_BOLD, renderPdf, type PdfDocument } from '../../lib/pdf.js';
import { csvFile, type DownloadFile } from '../../lib/table-file.js';
import { groupCode } from './code-format.js';

/**
 * A batch's codes as files (ADR 0033): a CSV and an A4 sheet of QR labels, 3 × 8 a page. Nothing
 * is stored: the codes come from the operator's browser and leave in the answer.
 */

export interface LabelSubject {
  /** The product's or training's name. */
  name: string;
  points: number;
}

export const LABEL_COLUMNS = 3;
export const LABEL_ROWS = 8;
export const LABELS_PER_PAGE = LABEL_COLUMNS * LABEL_ROWS;

/** One line a code: the grouped code, the plain code, the QR link, the product and points. */
export function codesCsv(name: string, codes: string[], subject: LabelSubject, appUrl: string): DownloadFile {
  return csvFile({
    name,
    sheet: 'Kody',
    header: ['kod', 'kod_bez_kresek', 'link', 'produkt', 'punkty'],
    rows: codes.map((code) => [
      groupCode(code),
      code,
      `${appUrl}/dodaj-kody?kod=${code}`,
      subject.name,
      subject.points,
    ]),
  });
}

/** The code's largest size; a wider code (W and M are the widest letters) gets a smaller one. */
const CODE_FONT_SIZE = 11;

/**
 * The size at which `text` fits `width` on one line, from the font's own metrics: people type
 * the printed code where the QR does not scan, so it must never wrap.
 */
function fittingSize(doc: PdfDocument, text: string, width: number): number {
  doc.font(PDF_FONT_BOLD).fontSize(CODE_FONT_SIZE);
  const natural = doc.widthOfString(text);
  return natural <= width ? CODE_FONT_SIZE : Math.floor((CODE_FONT_SIZE * width * 10) / natural) / 10;
}

/** A4 (595 × 842 pt), 3 × 8 labels of 70 × 37 mm-ish with a QR code, the grouped code, the name and points. */
export async function codesPdf(codes: string[], subject: LabelSubject, appUrl: string): Promise<Buffer> {
  return renderPdf(
    async (doc) => {
      const marginX = 14;
      const marginY = 20;
      const width = (595.28 - 2 * marginX) / LABEL_COLUMNS;
      const height = (841.89 - 2 * marginY) / LABEL_ROWS;
      // About 26 mm: the link's QR (version 4, 33 modules) keeps modules of 0.8 mm, and the text
      // column beside it is wide enough for the code at a readable size.
      const qrSize = 74;
      const textWidth = width - qrSize - 24;
      const nameTop = 32;
      const pointsTop = height - 24;

      for (let i = 0; i < codes.length; i++) {
        const slot = i % LABELS_PER_PAGE;
        if (slot === 0) doc.addPage();
        const x = marginX + (slot % LABEL_COLUMNS) * width;
        const y = marginY + Math.floor(slot / LABEL_COLUMNS) * height;
        const code = codes[i]!;
        const png = await QRCode.toBuffer(`${appUrl}/dodaj-kody?kod=${code}`, {
          type: 'png',
          errorCorrectionLevel: 'M',
          margin: 1,
          width: 240,
        });
        doc
          .rect(x + 2, y + 2, width - 4, height - 4)
          .lineWidth(0.3)
          .strokeColor('#bbbbbb')
          .stroke();
        doc.image(png, x + 8, y + (height - qrSize) / 2, { width: qrSize, height: qrSize });
        const textX = x + 14 + qrSize;
        const printed = groupCode(code);
        const size = fittingSize(doc, printed, textWidth);
        doc
          .font(PDF_FONT_BOLD)
          .fillColor('#000000')
          .fontSize(size)
          .text(printed, textX, y + 14, { width: textWidth, lineBreak: false });
        // The name keeps to the box between the code and the points: wrapped, cut with an ellipsis.
        doc
          .font(PDF_FONT)
          .fontSize(7.5)
          .text(subject.name, textX, y + nameTop, {
            width: textWidth,
            height: pointsTop - nameTop - 4,
            ellipsis: true,
          });
        doc.fontSize(9).text(`${subject.points} pkt`, textX, y + pointsTop, { width: textWidth, lineBreak: false });
      }
    },
    { margin: 0, autoFirstPage: false, info: { Title: 'Kody' } },
  );
}
