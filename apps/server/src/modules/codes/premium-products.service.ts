import type { PremiumProduct } from '@portal/contract';
import ExcelJS from 'exceljs';
import type { DB } from '../../db/database.js';
import { drawTable, PDF_FONT, PDF_FONT_BOLD, renderPdf } from '../../lib/pdf.js';
import { getSettings } from '../programme/programme.service.js';
import { findActivePremiumProducts } from './premium-products.repository.js';

export const PREMIUM_PRODUCTS_TITLE = 'Produkty premium';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface PremiumProductsFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** GET /api/premium-products?format=json */
export const premiumProducts = (db: DB): Promise<PremiumProduct[]> => findActivePremiumProducts(db);

/** GET /api/premium-products?format=pdf|xlsx: the same list as a file to download. */
export async function premiumProductsFile(db: DB, format: 'pdf' | 'xlsx'): Promise<PremiumProductsFile> {
  const [items, settings] = await Promise.all([findActivePremiumProducts(db), getSettings(db)]);
  if (format === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(PREMIUM_PRODUCTS_TITLE);
    sheet.columns = [
      { header: 'Nazwa', key: 'name', width: 50 },
      { header: 'Indeks', key: 'index', width: 20 },
      { header: 'Punkty', key: 'points', width: 12 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const item of items) sheet.addRow(item);
    return {
      filename: 'produkty-premium.xlsx',
      contentType: XLSX_TYPE,
      body: Buffer.from(await workbook.xlsx.writeBuffer()),
    };
  }
  const body = await renderPdf(
    (doc) => {
      doc.font(PDF_FONT_BOLD).fontSize(18).text(PREMIUM_PRODUCTS_TITLE);
      doc.font(PDF_FONT).fontSize(11).text(`Edycja ${settings.edition}`).moveDown();
      drawTable<PremiumProduct>(
        doc,
        [
          { header: 'Nazwa', width: 315, value: (item) => item.name },
          { header: 'Indeks', width: 120, value: (item) => item.index },
          { header: 'Punkty', width: 80, align: 'right', value: (item) => String(item.points) },
        ],
        items,
      );
    },
    { info: { Title: PREMIUM_PRODUCTS_TITLE } },
  );
  return { filename: 'produkty-premium.pdf', contentType: 'application/pdf', body };
}
