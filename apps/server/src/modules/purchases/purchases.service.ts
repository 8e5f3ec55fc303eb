import type { PurchaseImportStage } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import { LineProblems } from '../../lib/import-table.js';
import { explain, type LotPolicy, nameManySources, postCredits } from '../ledger/ledger.service.js';
import { getSettings } from '../programme/programme.service.js';
import { type DatedPurchase, reachedThresholds } from '../results/targets.js';
import type { ImportLine } from './import-file.js';
import {
  findCompaniesBySap,
  findCreditedThresholds,
  findImportTimes,
  findProductsBySlug,
  findProductsWithTargets,
  findPurchasesOfSellers,
  findSellerProducts,
  findSellersByEmail,
  insertCredits,
  insertImport,
  insertPurchases,
  lockSellers,
  type NewPurchase,
  type SellerProduct,
  setImportFigures,
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
 * for, in the caller's transaction. Safe to run any number of times, also at once: the sellers
 * are locked first, in a fixed order so two imports never wait on each other in a circle, and the
 * ledger's idempotency key and the unique target_credits row each let a threshold pay out once.
 * The credits are posted in bulk (postCredits): a large import crosses tens of thousands.
 */
async function recomputeCredits(
  trx: DB,
  clock: Clock,
  edition: string,
  sellers: readonly SellerProduct[],
  report: OnProgress = () => undefined,
  policy?: LotPolicy,
): Promise<Credited[]> {
  const listed = new Map(sellers.map((seller) => [sellerKey(seller), seller]));
  if (listed.size === 0) return [];
  const userIds = [...new Set(sellers.map((seller) => seller.userId))].sort((a, b) => a - b);
  await lockSellers(trx, userIds);
  const [products, purchases, credited] = await Promise.all([
    findProductsWithTargets(trx, [...new Set(sellers.map((seller) => seller.productId))], edition),
    findPurchasesOfSellers(trx, userIds, edition),
    findCreditedThresholds(trx, userIds, edition),
  ]);
  const bySeller = new Map<string, (DatedPurchase & { importId: number; line: number | null })[]>();
  for (const purchase of purchases) {
    const key = sellerKey({ userId: purchase.user_id, companyId: purchase.company_id, productId: purchase.product_id });
    const dated = {
      quantity: purchase.quantity,
      sss: purchase.sss_quantity,
      at: purchase.purchased_at,
      importId: purchase.import_id,
      line: purchase.line,
    };
    const list = bySeller.get(key);
    if (list) list.push(dated);
    else bySeller.set(key, [dated]);
  }
  const importTimes = await findImportTimes(trx, [...new Set(purchases.map((purchase) => purchase.import_id))]);
  const ordered = [...listed.values()].sort(
    (a, b) => a.userId - b.userId || a.companyId - b.companyId || a.productId - b.productId,
  );
  const due: (Credited & { reachedAt: string; description: string; explanation: string })[] = [];
  for (const seller of ordered) {
    const product = products.get(seller.productId);
    if (!product) continue;
    const bought = bySeller.get(sellerKey(seller)) ?? [];
    for (const target of reachedThresholds(product.targets, bought, product.is_sss_value)) {
      if (credited.has(`${sellerKey(seller)}:${target.threshold}`)) continue;
      due.push({
        ...seller,
        threshold: target.threshold,
        points: target.points,
        reachedAt: target.reachedAt,
        description: `Nagroda za cel zakupowy: ${product.name}, próg ${target.threshold}`,
        explanation: thresholdExplanation(target.threshold, product, bought, importTimes),
      });
    }
  }
  const now = clock.now().toISOString();
  const paid: Credited[] = [];
  report({ stage: 'credit', done: 0, total: due.length });
  for (let start = 0; start < due.length; start += CREDIT_BATCH) {
    const batch = due.slice(start, start + CREDIT_BATCH);
    const posted = await postCredits(
      trx,
      clock,
      batch.map((credit) => ({
        kind: 'purchase_reward' as const,
        actorId: null,
        edition,
        policy,
        idempotencyKey: creditKey(credit, credit.threshold, edition),
        movements: [
          {
            owner: { type: 'user' as const, id: credit.userId },
            amount: credit.points,
            description: credit.description,
            source: { type: 'purchase_threshold' as const, explanation: credit.explanation },
          },
        ],
      })),
    );
    const recorded = await insertCredits(
      trx,
      batch.map((credit, index) => ({ ...credit, edition, operationId: posted[index]!.operationId, now })),
    );
    // Each threshold credit is the source of its entry and lot.
    await nameManySources(
      trx,
      batch.flatMap((credit, index) => {
        const id = recorded.get(`${sellerKey(credit)}:${credit.threshold}`);
        return id === undefined || posted[index]!.replayed ? [] : [{ operationId: posted[index]!.operationId, id }];
      }),
    );
    batch.forEach((credit, index) => {
      if (recorded.has(`${sellerKey(credit)}:${credit.threshold}`) && !posted[index]!.replayed) {
        paid.push({
          userId: credit.userId,
          companyId: credit.companyId,
          productId: credit.productId,
          threshold: credit.threshold,
          points: credit.points,
        });
      }
    });
    report({ stage: 'credit', done: Math.min(start + CREDIT_BATCH, due.length), total: due.length });
  }
  return paid;
}

/**
 * "Próg 2 produktu …: 40 szt. w imporcie z 03.03.2026 (linie 12, 57)": the pieces the threshold
 * counts, and the latest import of the seller's lines with the line numbers it gave them.
 */
function thresholdExplanation(
  threshold: number,
  product: { name: string; is_sss_value: boolean },
  bought: readonly (DatedPurchase & { importId: number; line: number | null })[],
  importTimes: ReadonlyMap<number, string>,
): string {
  const latest = bought.reduce((max, purchase) => Math.max(max, purchase.importId), 0);
  const pieces = bought.reduce((sum, purchase) => sum + (product.is_sss_value ? purchase.sss : purchase.quantity), 0);
  const lines = bought.flatMap((purchase) =>
    purchase.importId === latest && purchase.line !== null ? [purchase.line] : [],
  );
  return explain.threshold(threshold, product.name, pieces, importTimes.get(latest) ?? '', lines);
}

/** Credits posted a batch at a time, with a progress report after each. */
const CREDIT_BATCH = 2000;

/** How far an import has come: shown while a large file is imported (ADR 0023). */
export interface ImportProgress {
  stage: PurchaseImportStage;
  done: number;
  total: number;
}
export type OnProgress = (progress: ImportProgress) => void;

/** Lines stored a statement at a time, and a progress report after each batch of this many. */
const PROGRESS_EVERY = 5000;

/**
 * Stores purchases of the manufacturer's data as one import (lines seen before are skipped) and
 * credits the thresholds they reach, in the caller's transaction. A line without a seller counts
 * for its company's target and rankings only: targets pay points to sellers.
 */
export async function recordPurchases(
  trx: DB,
  clock: Clock,
  input: {
    source: string;
    purchases: readonly NewPurchase[];
    operatorId?: number | null;
    onProgress?: OnProgress;
    /** The points policy its credits follow; the settings' unless given (the demo's history). */
    policy?: LotPolicy;
  },
): Promise<ImportSummary> {
  const report = input.onProgress ?? (() => undefined);
  const importId = await insertImport(trx, {
    source: input.source,
    operatorId: input.operatorId ?? null,
    now: clock.now().toISOString(),
  });
  // A fixed order of inserts keeps two overlapping imports from deadlocking on PostgreSQL.
  const sorted = [...input.purchases].sort((a, b) =>
    a.external_id < b.external_id ? -1 : a.external_id > b.external_id ? 1 : 0,
  );
  let inserted = 0;
  report({ stage: 'store', done: 0, total: sorted.length });
  for (let start = 0; start < sorted.length; start += PROGRESS_EVERY) {
    inserted += await insertPurchases(trx, importId, sorted.slice(start, start + PROGRESS_EVERY));
    report({ stage: 'store', done: Math.min(start + PROGRESS_EVERY, sorted.length), total: sorted.length });
  }
  const credited = [];
  const editions = [...new Set(sorted.map((purchase) => purchase.edition))];
  for (const edition of editions) {
    const sellers = new Map<string, SellerProduct>();
    for (const purchase of sorted) {
      if (purchase.edition !== edition || purchase.user_id === null || purchase.user_id === undefined) continue;
      const seller = { userId: purchase.user_id, companyId: purchase.company_id, productId: purchase.product_id };
      sellers.set(sellerKey(seller), seller);
    }
    credited.push(...(await recomputeCredits(trx, clock, edition, [...sellers.values()], report, input.policy)));
  }
  // The history's figures; a file's lines, companies and products are those of its purchases.
  await setImportFigures(trx, importId, {
    rows_count: inserted,
    lines: sorted.length,
    companies: new Set(sorted.map((purchase) => purchase.company_id)).size,
    products: new Set(sorted.map((purchase) => purchase.product_id)).size,
    points_credited: credited.reduce((sum, credit) => sum + credit.points, 0),
  });
  return { importId, inserted, skipped: sorted.length - inserted, credited };
}

/** What an import stores and credits, or would (a dry run): the figures of the answer and the history. */
export interface PurchaseImportResult {
  /** Null for a dry run. */
  importId: number | null;
  lines: number;
  companies: number;
  products: number;
  inserted: number;
  skipped: number;
  quantity: number;
  sssQuantity: number;
  /** Net value of the lines in grosze. */
  valueGrosze: number;
  pointsCredited: number;
  credited: Credited[];
}

/** Thrown out of a dry run's transaction to undo it, carrying what the import would have done. */
class DryRunFinished extends Error {
  constructor(readonly result: PurchaseImportResult) {
    super('dry run');
  }
}

/**
 * Imports the lines of a purchase file into the current edition (docs/product/back-office.md, screen 7):
 * every line must name a known company by SAP and a programme product, and its seller, when
 * named, must be an active seller of that company; otherwise nothing is stored (422, every bad
 * line as `line N`). A dry run does all of it in a transaction that is then rolled back, so the
 * points it answers are exactly what the import would credit. An operator's import is audited
 * as `purchases.import` in the same transaction; a dry run writes nothing, the audit row neither.
 */
export async function importPurchases(
  db: DB,
  clock: Clock,
  input: {
    source: string;
    lines: readonly ImportLine[];
    /** The problems of the file's lines that could not be read: told with those found here. */
    problems?: LineProblems;
    operator?: OperatorActor | null;
    dryRun?: boolean;
    onProgress?: OnProgress;
  },
): Promise<PurchaseImportResult> {
  const report = input.onProgress ?? (() => undefined);
  const lines = input.lines;
  // Checking a file with problems already found still runs, so that every bad line is told at once.
  try {
    return await db.transaction().execute(async (trx) => {
      const { edition } = await getSettings(trx);
      report({ stage: 'check', done: 0, total: lines.length });
      const saps = [...new Set(lines.map((line) => line.sap))];
      const slugs = [...new Set(lines.map((line) => line.product))];
      const emails = [...new Set(lines.flatMap((line) => (line.seller === null ? [] : [line.seller])))];
      const companies = await findCompaniesBySap(trx, saps);
      const products = await findProductsBySlug(trx, slugs);
      const sellers = await findSellersByEmail(trx, emails);
      const problems = input.problems ?? new LineProblems();
      const purchases: NewPurchase[] = [];
      let quantity = 0;
      let sssQuantity = 0;
      let valueGrosze = 0;
      for (const line of lines) {
        const companyId = companies.get(line.sap);
        const productId = products.get(line.product);
        const seller = line.seller === null ? null : sellers.get(line.seller);
        if (companyId === undefined) problems.add(line.line, `sap: Nie ma firmy o numerze SAP ${line.sap}.`);
        if (productId === undefined) problems.add(line.line, `product: Nie ma produktu ${line.product}.`);
        if (seller === undefined) problems.add(line.line, `seller: Nie ma użytkownika ${line.seller}.`);
        else if (seller !== null && !seller.isSeller) {
          problems.add(line.line, `seller: ${line.seller} nie jest aktywnym sprzedawcą.`);
        } else if (seller !== null && companyId !== undefined && !seller.companyIds.includes(companyId)) {
          problems.add(line.line, `seller: ${line.seller} nie należy do firmy ${line.sap}.`);
        }
        if (companyId === undefined || productId === undefined || seller === undefined) continue;
        const value = Math.round(line.value * 100);
        quantity += line.quantity;
        sssQuantity += line.sss_quantity;
        valueGrosze += value;
        purchases.push({
          external_id: line.id,
          user_id: seller?.id ?? null,
          company_id: companyId,
          product_id: productId,
          edition,
          quantity: line.quantity,
          sss_quantity: line.sss_quantity,
          value_grosze: value,
          purchased_at: line.purchased_at,
          line: line.line,
        });
      }
      report({ stage: 'check', done: lines.length, total: lines.length });
      if (problems.size > 0) throw problems.error();

      const summary = await recordPurchases(trx, clock, {
        source: input.source,
        purchases,
        operatorId: input.operator?.operatorId ?? null,
        onProgress: report,
      });
      const figures = {
        rows_count: summary.inserted,
        lines: lines.length,
        companies: saps.length,
        products: slugs.length,
        points_credited: summary.credited.reduce((sum, credit) => sum + credit.points, 0),
      };
      const result: PurchaseImportResult = {
        importId: summary.importId,
        lines: figures.lines,
        companies: figures.companies,
        products: figures.products,
        inserted: summary.inserted,
        skipped: summary.skipped,
        quantity,
        sssQuantity,
        valueGrosze,
        pointsCredited: figures.points_credited,
        credited: summary.credited,
      };
      if (input.dryRun) throw new DryRunFinished({ ...result, importId: null });
      if (input.operator) {
        await record(
          trx,
          clock,
          input.operator,
          'purchases.import',
          { type: 'purchase_import', id: summary.importId },
          {
            source: input.source,
            lines: figures.lines,
            inserted: summary.inserted,
            skipped: summary.skipped,
            companies: figures.companies,
            products: figures.products,
            points_credited: figures.points_credited,
          },
        );
      }
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunFinished) return error.result;
    throw error;
  }
}

/** Credits whatever purchases of the edition reach and was not credited yet (after a change of targets). */
export async function recomputeAllCredits(db: DB, clock: Clock, edition?: string): Promise<Credited[]> {
  return db.transaction().execute(async (trx) => {
    const current = edition ?? (await getSettings(trx)).edition;
    return recomputeCredits(trx, clock, current, await findSellerProducts(trx, current));
  });
}
