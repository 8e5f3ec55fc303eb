import type { PremiumProduct } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { drawTable, PDF_FONT, PDF_FONT_BOLD, renderPdf } from '../../lib/pdf.js';
import { type DownloadFile, tableFile } from '../../lib/table-file.js';
import { getSettings } from '../programme/programme.service.js';
import { findActivePremiumProducts } from './premium-products.repository.js';

export const PREMIUM_PRODUCTS_TITLE = 'Produkty premium';

/** GET /api/premium-products?format=json */
export const premiumProducts = (db: DB): Promise<PremiumProduct[]> => findActivePremiumProducts(db);

/** GET /api/premium-products?format=pdf|xlsx: the same list as a file to download. */
export async function premiumProductsFile(db: DB, format: 'pdf' | 'xlsx'): Promise<DownloadFile> {
  const [items, settings] = await Promise.all([findActivePremiumProducts(db), getSettings(db)]);
  if (format === 'xlsx') {
    return tableFile('xlsx', {
      name: 'produkty-premium',
      sheet: PREMIUM_PRODUCTS_TITLE,
      header: ['Nazwa', 'Indeks', 'Punkty'],
      rows: items.map((item) => [item.name, item.index, item.points]),
    });
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
