import type { PurchaseImportStage } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import { LineProblems } from '../../lib/import-table.js';
import { reverseCredit } from '../ledger/corrections.service.js';
import { explain, holderFigures, type LotPolicy, nameManySources, postCredits } from '../ledger/ledger.service.js';
import { enqueueMessage } from '../message-queue/message-queue.service.js';
import { getSettings } from '../programme/programme.service.js';
import { type DatedPurchase, reachedThresholds } from '../results/targets.js';
import type { ImportLine } from './import-file.js';
import { resolvePurchaseLines } from './purchase-lines.js';
import {
  findCreditedThresholds,
  findEmails,
  findImportTimes,
  findProductsWithTargets,
  findPurchasesOfSellers,
  findSellerProducts,
  insertCredits,
  insertImport,
  insertPurchases,
  lockSellers,
  markCreditReversed,
  type NewPurchase,
  type SellerProduct,
  setImportFigures,
} from './purchases.repository.js';

export type { NewPurchase, SellerProduct };

export interface Credited extends SellerProduct {
  threshold: number;
  points: number;
}

/** A credit that corrections took back, with what moved. */
export interface Reversed extends Credited {
  /** Waiting points cancelled. */
  cancelled: number;
  /** Available points taken back. */
  taken: number;
  /** Spent points now owed. */
  debt: number;
  product: string;
}

export interface ImportSummary {
  importId: number;
  /** Lines stored now; lines stored by an earlier import are skipped. */
  inserted: number;
  skipped: number;
  credited: Credited[];
  reversed: Reversed[];
}

/**
 * The ledger key of a threshold's credit: the first credit's as it always was, a credit after
 * `round` reversals of the same threshold with the round, so it is posted once too.
 */
const creditKey = (seller: SellerProduct, threshold: number, edition: string, round: number) =>
  `target:${seller.userId}:${seller.companyId}:${seller.productId}:${threshold}:${edition}${round > 0 ? `:${round}` : ''}`;

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
  options: {
    report?: OnProgress;
    policy?: LotPolicy | undefined;
    /**
     * The seller-products whose lines this import corrected: only there can a credited threshold
     * be reversed (a change of targets never takes back what was paid).
     */
    corrected?: ReadonlySet<string>;
  } = {},
): Promise<{ credited: Credited[]; reversed: Reversed[] }> {
  const report = options.report ?? (() => undefined);
  const listed = new Map(sellers.map((seller) => [sellerKey(seller), seller]));
  if (listed.size === 0) return { credited: [], reversed: [] };
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
  const now = clock.now().toISOString();
  const due: (Credited & { reachedAt: string; description: string; explanation: string; round: number })[] = [];
  const reversed: Reversed[] = [];
  for (const seller of ordered) {
    const product = products.get(seller.productId);
    if (!product) continue;
    const bought = bySeller.get(sellerKey(seller)) ?? [];
    const reached = reachedThresholds(product.targets, bought, product.is_sss_value);
    for (const target of reached) {
      const credit = credited.get(`${sellerKey(seller)}:${target.threshold}`);
      if (credit?.standing) continue;
      due.push({
        ...seller,
        threshold: target.threshold,
        points: target.points,
        reachedAt: target.reachedAt,
        round: credit?.reversed ?? 0,
        description: `Nagroda za cel zakupowy: ${product.name}, próg ${target.threshold}`,
        explanation: thresholdExplanation(target.threshold, product, bought, importTimes),
      });
    }
    if (!options.corrected?.has(sellerKey(seller))) continue;
    // Judged again on net pieces: a credit no longer reached is taken back, once.
    for (const target of product.targets) {
      const standing = credited.get(`${sellerKey(seller)}:${target.threshold}`)?.standing;
      if (!standing || reached.some((one) => one.threshold === target.threshold)) continue;
      const explanation = explain.correction(now, target.threshold, product.name, piecesOf(product, bought));
      const reversal = await reverseCredit(trx, clock, standing.operationId, explanation);
      await markCreditReversed(trx, standing.id, reversal.operationId, now);
      if (!reversal.reversed) continue;
      reversed.push({
        ...seller,
        threshold: target.threshold,
        points: reversal.points,
        cancelled: reversal.cancelled,
        taken: reversal.taken,
        debt: reversal.debt,
        product: product.name,
      });
    }
  }
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
        policy: options.policy,
        idempotencyKey: creditKey(credit, credit.threshold, edition, credit.round),
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
  return { credited: paid, reversed };
}

/** The pieces a product's thresholds count in these purchases: electric windows on an SSS-value product. */
const piecesOf = (product: { is_sss_value: boolean }, bought: readonly DatedPurchase[]) =>
  bought.reduce((sum, purchase) => sum + (product.is_sss_value ? purchase.sss : purchase.quantity), 0);

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
  const pieces = piecesOf(product, bought);
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
  const stored = new Set<string>();
  report({ stage: 'store', done: 0, total: sorted.length });
  for (let start = 0; start < sorted.length; start += PROGRESS_EVERY) {
    // A correction line goes after the line it corrects, which may come later in this order.
    const batch = sorted.slice(start, start + PROGRESS_EVERY).filter((purchase) => !purchase.corrects_external_id);
    for (const id of await insertPurchases(trx, importId, batch)) stored.add(id);
    report({ stage: 'store', done: Math.min(start + PROGRESS_EVERY, sorted.length), total: sorted.length });
  }
  const corrections = sorted.filter((purchase) => purchase.corrects_external_id);
  for (const id of await insertPurchases(trx, importId, corrections)) stored.add(id);
  const inserted = stored.size;
  const credited: Credited[] = [];
  const reversed: Reversed[] = [];
  const editions = [...new Set(sorted.map((purchase) => purchase.edition))];
  for (const edition of editions) {
    const sellers = new Map<string, SellerProduct>();
    const corrected = new Set<string>();
    for (const purchase of sorted) {
      if (purchase.edition !== edition || purchase.user_id === null || purchase.user_id === undefined) continue;
      const seller = { userId: purchase.user_id, companyId: purchase.company_id, productId: purchase.product_id };
      sellers.set(sellerKey(seller), seller);
      if (purchase.corrects_external_id && stored.has(purchase.external_id)) corrected.add(sellerKey(seller));
    }
    const judged = await recomputeCredits(trx, clock, edition, [...sellers.values()], {
      report,
      policy: input.policy,
      corrected,
    });
    credited.push(...judged.credited);
    reversed.push(...judged.reversed);
  }
  await tellReversals(trx, clock, reversed);
  // The history's figures; a file's lines, companies and products are those of its purchases.
  await setImportFigures(trx, importId, {
    rows_count: inserted,
    lines: sorted.length,
    companies: new Set(sorted.map((purchase) => purchase.company_id)).size,
    products: new Set(sorted.map((purchase) => purchase.product_id)).size,
    points_credited: credited.reduce((sum, credit) => sum + credit.points, 0),
  });
  return { importId, inserted, skipped: sorted.length - inserted, credited, reversed };
}

/**
 * One e-mail per seller whose credits the import took back (docs/product/point-lots.md
 * "Corrections and debt"), through the message queue in the import's transaction, with what each
 * reversal did and the debt the seller has after it.
 */
async function tellReversals(trx: DB, clock: Clock, reversed: readonly Reversed[]): Promise<void> {
  if (reversed.length === 0) return;
  const bySeller = new Map<number, Reversed[]>();
  for (const reversal of reversed) bySeller.set(reversal.userId, [...(bySeller.get(reversal.userId) ?? []), reversal]);
  const emails = await findEmails(trx, [...bySeller.keys()]);
  for (const [userId, reversals] of bySeller) {
    const email = emails.get(userId);
    if (!email) continue;
    const lines = reversals.map((reversal) =>
      [
        `Producent skorygował zakupy produktu ${reversal.product}: próg ${reversal.threshold} nie jest już osiągnięty.`,
        reversal.cancelled > 0
          ? `Anulowaliśmy ${reversal.cancelled} pkt oczekujących.`
          : `Odjęliśmy ${reversal.taken + reversal.debt} pkt z Twojego konta.`,
      ].join(' '),
    );
    const { debt } = await holderFigures(trx, { type: 'user', id: userId });
    if (debt > 0)
      lines.push(`Zadłużenie punktowe: ${debt} pkt – spłacimy je automatycznie z Twoich kolejnych punktów.`);
    await enqueueMessage(trx, clock, {
      channel: 'email',
      to: email,
      subject: 'Korekta punktów w programie Partner Plus',
      text: lines.join('\n\n'),
    });
  }
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
  /** Correction lines of the file. */
  corrections: number;
  /** Credits taken back, and what they had given. */
  reversals: number;
  pointsReversed: number;
  /** Spent points the reversals made owed. */
  debtCreated: number;
}

/** The correction figures of an import's answer and audit row. */
const correctionFigures = (purchases: readonly NewPurchase[], reversed: readonly Reversed[]) => ({
  corrections: purchases.filter((purchase) => purchase.corrects_external_id).length,
  reversals: reversed.length,
  pointsReversed: reversed.reduce((sum, reversal) => sum + reversal.points, 0),
  debtCreated: reversed.reduce((sum, reversal) => sum + reversal.debt, 0),
});

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
      const problems = input.problems ?? new LineProblems();
      const purchases = await resolvePurchaseLines(trx, lines, edition, problems);
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
        companies: new Set(purchases.map((purchase) => purchase.company_id)).size,
        products: new Set(purchases.map((purchase) => purchase.product_id)).size,
        points_credited: summary.credited.reduce((sum, credit) => sum + credit.points, 0),
      };
      const result: PurchaseImportResult = {
        importId: summary.importId,
        lines: figures.lines,
        companies: figures.companies,
        products: figures.products,
        inserted: summary.inserted,
        skipped: summary.skipped,
        quantity: purchases.reduce((sum, purchase) => sum + purchase.quantity, 0),
        sssQuantity: purchases.reduce((sum, purchase) => sum + (purchase.sss_quantity ?? 0), 0),
        valueGrosze: purchases.reduce((sum, purchase) => sum + purchase.value_grosze, 0),
        pointsCredited: figures.points_credited,
        credited: summary.credited,
        ...correctionFigures(purchases, summary.reversed),
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
            corrections: result.corrections,
            reversals: result.reversals,
            points_reversed: result.pointsReversed,
            debt_created: result.debtCreated,
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
    return (await recomputeCredits(trx, clock, current, await findSellerProducts(trx, current))).credited;
  });
}
