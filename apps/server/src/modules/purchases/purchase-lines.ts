import type { DB } from '../../db/database.js';
import type { LineProblems } from '../../lib/import-table.js';
import type { ImportLine } from './import-file.js';
import {
  findCompaniesBySap,
  findProductsBySlug,
  findSellersByEmail,
  findStoredLines,
  type NewPurchase,
} from './purchases.repository.js';

/*
 * A purchase file's lines as the purchases to store (docs/product/back-office.md, screen 7, and
 * docs/product/point-lots.md "Corrections and debt"): each line must name a known company by SAP
 * and a programme product, and its seller, when named, an active seller of that company. A
 * correction line takes pieces back from a stored line or an earlier line of its file, in that
 * line's edition, for its seller, company and product (which it may leave empty), and never more
 * than the line had. Every problem is added to `problems`, by line.
 */

/** What a correction needs of the line it corrects. */
interface Correctable {
  userId: number | null;
  companyId: number;
  productId: number;
  edition: string;
  quantity: number;
  sss: number;
  isCorrection: boolean;
  /** Pieces and SSS windows corrected so far (stored corrections and the file's earlier lines). */
  corrected: { quantity: number; sss: number };
}

export async function resolvePurchaseLines(
  trx: DB,
  lines: readonly ImportLine[],
  edition: string,
  problems: LineProblems,
): Promise<NewPurchase[]> {
  const names = <K extends 'sap' | 'product' | 'seller'>(key: K) => [
    ...new Set(lines.flatMap((line) => (line[key] === null ? [] : [line[key]]))),
  ];
  const [companies, products, sellers] = await Promise.all([
    findCompaniesBySap(trx, names('sap')),
    findProductsBySlug(trx, names('product')),
    findSellersByEmail(trx, names('seller')),
  ]);
  const fileIds = lines.map((line) => line.id);
  const stored = await findStoredLines(
    trx,
    lines.flatMap((line) => (line.corrects ? [line.corrects] : [])),
    fileIds,
  );
  const earlier = new Map<string, Correctable>();
  const purchases: NewPurchase[] = [];
  const add = (line: ImportLine, resolved: Omit<Correctable, 'quantity' | 'sss' | 'corrected'>) => {
    purchases.push({
      external_id: line.id,
      user_id: resolved.userId,
      company_id: resolved.companyId,
      product_id: resolved.productId,
      edition: resolved.edition,
      quantity: line.quantity,
      sss_quantity: line.sss_quantity,
      value_grosze: Math.round(line.value * 100),
      purchased_at: line.purchased_at,
      line: line.line,
      corrects_external_id: line.corrects ?? null,
    });
    earlier.set(line.id, {
      ...resolved,
      quantity: line.quantity,
      sss: line.sss_quantity,
      corrected: { quantity: 0, sss: 0 },
    });
  };
  for (const line of lines) {
    const companyId = line.sap === null ? undefined : companies.get(line.sap);
    const productId = line.product === null ? undefined : products.get(line.product);
    const seller = line.seller === null ? null : sellers.get(line.seller);
    if (line.sap !== null && companyId === undefined) {
      problems.add(line.line, `sap: Nie ma firmy o numerze SAP ${line.sap}.`);
    }
    if (line.product !== null && productId === undefined) {
      problems.add(line.line, `product: Nie ma produktu ${line.product}.`);
    }
    if (seller === undefined) problems.add(line.line, `seller: Nie ma użytkownika ${line.seller}.`);
    if (line.corrects) {
      const corrected = correctedLine(line.corrects, earlier, stored);
      if (!corrected) {
        problems.add(line.line, `corrects: Korygowana pozycja ${line.corrects} nie istnieje.`);
        continue;
      }
      if (corrected.isCorrection) {
        problems.add(line.line, 'corrects: Korekta nie może korygować innej korekty.');
        continue;
      }
      if (
        (line.sap !== null && companyId !== corrected.companyId) ||
        (line.product !== null && productId !== corrected.productId) ||
        (line.seller !== null && (seller?.id ?? null) !== corrected.userId)
      ) {
        problems.add(
          line.line,
          `corrects: Korekta musi dotyczyć tej samej firmy, sprzedawcy i produktu co pozycja ${line.corrects}.`,
        );
        continue;
      }
      const { quantity: done, sss: doneSss } = corrected.corrected;
      if (done - line.quantity > corrected.quantity) {
        problems.add(
          line.line,
          `quantity: Korekta przekracza ilość pozycji ${line.corrects} (${corrected.quantity} szt., skorygowano już ${done} szt.).`,
        );
      } else if (doneSss - line.sss_quantity > corrected.sss) {
        problems.add(
          line.line,
          `sss_quantity: Korekta przekracza liczbę okien SSS pozycji ${line.corrects} (${corrected.sss} szt., skorygowano już ${doneSss} szt.).`,
        );
      }
      if (problems.has(line.line)) continue;
      corrected.corrected = { quantity: done - line.quantity, sss: doneSss - line.sss_quantity };
      add(line, { ...corrected, isCorrection: true });
      continue;
    }
    if (seller !== undefined && seller !== null && !seller.isSeller) {
      problems.add(line.line, `seller: ${line.seller} nie jest aktywnym sprzedawcą.`);
    } else if (seller && companyId !== undefined && !seller.companyIds.includes(companyId)) {
      problems.add(line.line, `seller: ${line.seller} nie należy do firmy ${line.sap}.`);
    }
    if (companyId === undefined || productId === undefined || seller === undefined || problems.has(line.line)) continue;
    add(line, { userId: seller?.id ?? null, companyId, productId, edition, isCorrection: false });
  }
  return purchases;
}

/** The line a correction names: an earlier line of its file, else a stored one; undefined: none. */
function correctedLine(
  id: string,
  earlier: Map<string, Correctable>,
  stored: Awaited<ReturnType<typeof findStoredLines>>,
): Correctable | undefined {
  const inFile = earlier.get(id);
  if (inFile) return inFile;
  const line = stored.get(id);
  if (!line) return undefined;
  const correctable: Correctable = {
    userId: line.user_id,
    companyId: line.company_id,
    productId: line.product_id,
    edition: line.edition,
    quantity: line.quantity,
    sss: line.sss_quantity,
    isCorrection: line.corrects_id !== null,
    corrected: { quantity: line.correctedQuantity, sss: line.correctedSss },
  };
  // Later corrections of the same stored line in this file count what this one corrects.
  earlier.set(id, correctable);
  return correctable;
}
