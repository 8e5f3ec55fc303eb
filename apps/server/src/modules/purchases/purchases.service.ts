import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ValidationError } from '../../lib/errors.js';
import { post } from '../ledger/ledger.service.js';
import { getSettings } from '../programme/programme.service.js';
import { type DatedPurchase, reachedThresholds } from '../results/targets.js';
import type { ImportLine } from './import-file.js';
import {
  findCompaniesBySap,
  findCreditedThresholds,
  findProductsBySlug,
  findProductsWithTargets,
  findPurchasesOfSellers,
  findSellerProducts,
  findSellersByEmail,
  insertCredit,
  insertImport,
  insertPurchases,
  lockSeller,
  type NewPurchase,
  type SellerProduct,
  setImportCount,
} from './purchases.repository.js';

export type { NewPurchase, SellerProduct };

export interface Credited extends SellerProduct {
  threshold: number;
  points: number;
}

export interface ImportSummary {
  importId: number;
  /** Lines stored now; lines stored by an earlier import are skipped. */
  inserted: number;
  skipped: number;
  credited: Credited[];
}

const creditKey = (seller: SellerProduct, threshold: number, edition: string) =>
  `target:${seller.userId}:${seller.companyId}:${seller.productId}:${threshold}:${edition}`;

const sellerKey = (seller: SellerProduct) => `${seller.userId}:${seller.companyId}:${seller.productId}`;

/**
 * Credits the thresholds the listed sellers have reached on their products and not been credited
 * for, in the caller's transaction. Safe to run any number of times, also at once: each seller
 * is locked first, in a fixed order so two imports never wait on each other in a circle, and the
 * ledger's idempotency key and the unique target_credits row each let a threshold pay out once.
 */
async function recomputeCredits(
  trx: DB,
  clock: Clock,
  edition: string,
  sellers: readonly SellerProduct[],
): Promise<Credited[]> {
  const listed = new Map(sellers.map((seller) => [sellerKey(seller), seller]));
  if (listed.size === 0) return [];
  const userIds = [...new Set(sellers.map((seller) => seller.userId))].sort((a, b) => a - b);
  for (const userId of userIds) await lockSeller(trx, userId);
  const [products, purchases, credited] = await Promise.all([
    findProductsWithTargets(trx, [...new Set(sellers.map((seller) => seller.productId))], edition),
    findPurchasesOfSellers(trx, userIds, edition),
    findCreditedThresholds(trx, userIds, edition),
  ]);
  const bySeller = new Map<string, DatedPurchase[]>();
  for (const purchase of purchases) {
    const key = sellerKey({ userId: purchase.user_id, companyId: purchase.company_id, productId: purchase.product_id });
    const dated = { quantity: purchase.quantity, sss: purchase.sss_quantity, at: purchase.purchased_at };
    bySeller.set(key, [...(bySeller.get(key) ?? []), dated]);
  }
  const now = clock.now().toISOString();
  const paid: Credited[] = [];
  const ordered = [...listed.values()].sort(
    (a, b) => a.userId - b.userId || a.companyId - b.companyId || a.productId - b.productId,
  );
  for (const seller of ordered) {
    const product = products.get(seller.productId);
    if (!product) continue;
    const bought = bySeller.get(sellerKey(seller)) ?? [];
    for (const target of reachedThresholds(product.targets, bought, product.is_sss_value)) {
      if (credited.has(`${sellerKey(seller)}:${target.threshold}`)) continue;
      const posted = await post(trx, clock, {
        kind: 'purchase_reward',
        actorId: null,
        edition,
        idempotencyKey: creditKey(seller, target.threshold, edition),
        movements: [
          {
            owner: { type: 'user', id: seller.userId },
            amount: target.points,
            description: `Nagroda za cel zakupowy: ${product.name}, próg ${target.threshold}`,
          },
        ],
      });
      const recorded = await insertCredit(trx, {
        ...seller,
        edition,
        threshold: target.threshold,
        points: target.points,
        operationId: posted.operationId,
        reachedAt: target.reachedAt,
        now,
      });
      if (recorded && !posted.replayed) paid.push({ ...seller, threshold: target.threshold, points: target.points });
    }
  }
  return paid;
}

/**
 * Stores purchases of the manufacturer's data as one import (lines seen before are skipped) and
 * credits the thresholds they reach, in the caller's transaction.
 */
export async function recordPurchases(
  trx: DB,
  clock: Clock,
  input: { source: string; purchases: readonly NewPurchase[] },
): Promise<ImportSummary> {
  const importId = await insertImport(trx, input.source, clock.now().toISOString());
  // A fixed order of inserts keeps two overlapping imports from deadlocking on PostgreSQL.
  const sorted = [...input.purchases].sort((a, b) => a.external_id.localeCompare(b.external_id));
  const inserted = await insertPurchases(trx, importId, sorted);
  await setImportCount(trx, importId, inserted);
  const credited = [];
  for (const edition of new Set(sorted.map((purchase) => purchase.edition))) {
    const sellers = sorted
      .filter((purchase) => purchase.edition === edition)
      .map((purchase) => ({
        userId: purchase.user_id,
        companyId: purchase.company_id,
        productId: purchase.product_id,
      }));
    credited.push(...(await recomputeCredits(trx, clock, edition, sellers)));
  }
  return { importId, inserted, skipped: sorted.length - inserted, credited };
}

/**
 * Imports a file of the manufacturer's purchase lines into the current edition: every line must
 * name a known company, an active seller of that company and a programme product, or nothing is
 * stored (422 with the problems per line, `lines.<n>.<field>`, lines counted from 1).
 */
export async function importPurchases(
  db: DB,
  clock: Clock,
  input: { source: string; lines: readonly ImportLine[] },
): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    const { edition } = await getSettings(trx);
    const [companies, sellers, products] = await Promise.all([
      findCompaniesBySap(trx, [...new Set(input.lines.map((line) => line.sap))]),
      findSellersByEmail(trx, [...new Set(input.lines.map((line) => line.seller))]),
      findProductsBySlug(trx, [...new Set(input.lines.map((line) => line.product))]),
    ]);
    const errors: Record<string, string[]> = {};
    const purchases: NewPurchase[] = [];
    input.lines.forEach((line, index) => {
      const problem = (field: string, message: string) => (errors[`lines.${index + 1}.${field}`] = [message]);
      const companyId = companies.get(line.sap);
      const seller = sellers.get(line.seller);
      const productId = products.get(line.product);
      if (companyId === undefined) problem('sap', `Nie ma firmy o numerze SAP ${line.sap}.`);
      if (!seller) problem('seller', `Nie ma użytkownika ${line.seller}.`);
      else if (!seller.isSeller) problem('seller', `${line.seller} nie jest aktywnym sprzedawcą.`);
      else if (companyId !== undefined && !seller.companyIds.includes(companyId)) {
        problem('seller', `${line.seller} nie należy do firmy ${line.sap}.`);
      }
      if (productId === undefined) problem('product', `Nie ma produktu ${line.product}.`);
      if (companyId === undefined || !seller || productId === undefined) return;
      purchases.push({
        external_id: line.id,
        user_id: seller.id,
        company_id: companyId,
        product_id: productId,
        edition,
        quantity: line.quantity,
        sss_quantity: line.sss_quantity,
        value_grosze: Math.round(line.value * 100),
        purchased_at: line.purchased_at,
      });
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors, 'Plik zakupów zawiera błędy.');
    return recordPurchases(trx, clock, { source: input.source, purchases });
  });
}

/** Credits whatever purchases of the edition reach and was not credited yet (after a change of targets). */
export async function recomputeAllCredits(db: DB, clock: Clock, edition?: string): Promise<Credited[]> {
  return db.transaction().execute(async (trx) => {
    const current = edition ?? (await getSettings(trx)).edition;
    return recomputeCredits(trx, clock, current, await findSellerProducts(trx, current));
  });
}
