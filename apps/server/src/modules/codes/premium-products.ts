import type { PremiumProduct } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { createPdf, PDF_FONT, PDF_FONT_BOLD, pdfBytes } from '../../lib/pdf.js';
import { type DownloadFile, tableFile } from '../../lib/table-file.js';

/*
 * "Produkty premium" (spec catalogue-and-codes.md): the products whose package codes earn points,
 * as a list and as the PDF and XLSX files participants download.
 */

export async function premiumProducts(db: DB): Promise<PremiumProduct[]> {
  return db
    .selectFrom('premium_products')
    .select(['name', 'index', 'points'])
    .where('is_active', '=', 1)
    .orderBy('sort')
    .orderBy('name')
    .execute();
}

const TITLE = 'Produkty premium';
const HEADER = ['Produkt', 'Indeks', 'Punkty za kod'];

export async function premiumProductsFile(db: DB, format: 'pdf' | 'xlsx', edition: string): Promise<DownloadFile> {
  const products = await premiumProducts(db);
  const name = `produkty-premium-${edition}`;
  if (format === 'xlsx') {
    return tableFile('xlsx', {
      name,
      sheet: TITLE,
      header: HEADER,
      rows: products.map((product) => [product.name, product.index, product.points]),
    });
  }
  return { filename: `${name}.pdf`, contentType: 'application/pdf', body: await productsPdf(products, edition) };
}

/** One A4 page or more: the title, then a row per product with its points on the right. */
async function productsPdf(products: readonly PremiumProduct[], edition: string): Promise<Buffer> {
  const doc = createPdf({ info: { Title: `${TITLE} – edycja ${edition}` } });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns = [left, left + width * 0.6, left + width * 0.82];
  doc.font(PDF_FONT_BOLD).fontSize(20).text(TITLE);
  doc.font(PDF_FONT).fontSize(11).fillColor('#555').text(`Program Partner Plus – edycja ${edition}`).moveDown(1.5);

  const row = (cells: readonly string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? PDF_FONT_BOLD : PDF_FONT)
      .fontSize(11)
      .fillColor('#111');
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i], y, { width: (columns[i + 1] ?? left + width) - columns[i]! - 8 }),
    );
    doc
      .moveTo(left, doc.y + 4)
      .lineTo(left + width, doc.y + 4)
      .strokeColor('#ddd')
      .stroke();
    doc.x = left;
    doc.y += 10;
  };
  row(HEADER, true);
  for (const product of products) row([product.name, product.index, `${product.points} pkt`]);
  if (products.length === 0) doc.text('Lista produktów premium jest pusta.');
  return pdfBytes(doc);
}
