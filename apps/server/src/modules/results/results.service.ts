import {
  MAIN_PRIZE_MAX_INVITED,
  type MainPrizeStanding,
  type PurchasesAnswer,
  type TargetRealization,
  UNRANKED,
} from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { polishDay, warsawMonth } from '../../lib/polish-time.js';
import { pendingDaysOf } from '../ledger/ledger.service.js';
import { getSettings } from '../programme/programme.service.js';
import { productsWithTargets } from '../products/products.service.js';
import { companyRankings } from '../rankings/rankings.service.js';
import { mainPrizeOrder } from './main-prize.js';
import { inMonth, monthLookback } from './period.js';
import {
  findCategories,
  findCategoryClosures,
  findCompanyPurchasesSince,
  findCompanyTarget,
  findSellerPurchases,
  findStandingCredits,
  findUserCreditsSince,
  latestImportAt,
  sumCompanyPurchases,
} from './results.repository.js';
import { ordered, pieShares, standing } from './targets.js';

const round2 = (value: number) => Math.round(value * 100) / 100;
const pln = (grosze: number) => grosze / 100;
const percentOf = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
/** The day the latest purchase data arrived, as the pages show it; null before the first import. */
const dayOf = (at: string | null) => (at === null ? null : polishDay(at));
const updateDate = async (db: DB) => dayOf(await latestImportAt(db));

export interface Seller {
  userId: number;
  companyId: number;
}

/** The day the points of each reached threshold still waiting become available, by `product:threshold`. */
async function waitingThresholds(db: DB, seller: Seller, edition: string): Promise<Map<string, string>> {
  const credits = await findStandingCredits(db, seller.userId, seller.companyId, edition);
  const days = await pendingDaysOf(
    db,
    credits.map((credit) => credit.operation_id),
  );
  return new Map(
    credits.flatMap((credit) => {
      const day = days.get(credit.operation_id);
      return day === undefined ? [] : [[`${credit.product_id}:${credit.threshold}`, day] as const];
    }),
  );
}

/**
 * The seller's targets at the company chosen in the session: purchases belong to a seller at a
 * company, so a leader who buys for several branches sees each branch's own progress.
 */
export async function sellerPurchases(db: DB, seller: Seller): Promise<PurchasesAnswer> {
  const { edition } = await getSettings(db);
  // The products with their targets are kept per process; the seller's sums and the data's date are one query.
  const [products, { bought, latestImportAt: latest }, waiting] = await Promise.all([
    productsWithTargets(db, edition),
    findSellerPurchases(db, seller.userId, seller.companyId, edition),
    waitingThresholds(db, seller, edition),
  ]);
  const update_date = dayOf(latest);
  return {
    success: true,
    products: products.map((product) => {
      const isSss = product.is_sss_value;
      return {
        id: product.id,
        name: product.name,
        targets: pieShares(product.targets).map((target, index) => ({
          ...target,
          points_from: waiting.get(`${product.id}:${ordered(product.targets)[index]!.threshold}`) ?? null,
        })),
        notes: product.notes,
        is_sss_value: isSss,
        purchases: [standing(product.targets, bought.get(product.id) ?? { quantity: 0, sss: 0 }, isSss)],
      };
    }),
    update_date,
  };
}

/**
 * The company's purchases (PLN) in the edition against its target. The current period is the
 * month in Warsaw: the user's own rewards credited in it, and the part of the company target
 * bought in it.
 */
export async function targetRealization(db: DB, clock: Clock, seller: Seller): Promise<TargetRealization> {
  const settings = await getSettings(db);
  const { edition } = settings;
  const now = clock.now();
  const month = warsawMonth(now);
  const since = monthLookback(now);
  const [target, realization, recent, credits, rankings, update_date] = await Promise.all([
    findCompanyTarget(db, seller.companyId, edition),
    sumCompanyPurchases(db, seller.companyId, edition),
    findCompanyPurchasesSince(db, seller.companyId, edition, since),
    findUserCreditsSince(db, seller.userId, edition, since),
    settings.hide_rankings ? null : companyRankings(db, seller.companyId, edition),
    updateDate(db),
  ]);
  const boughtThisMonth = recent
    .filter((purchase) => inMonth(month, purchase.purchased_at))
    .reduce((sum, purchase) => sum + purchase.value_grosze, 0);
  return {
    update_date,
    target_value: pln(target),
    realization_value: pln(realization),
    realization_percent: percentOf(realization, target),
    target_realization_missing_value: pln(Math.max(0, target - realization)),
    // A hidden ranking is not given away through the widget either.
    ranking_position: rankings?.trip.position ?? UNRANKED,
    current_period: {
      points: credits
        .filter((credit) => inMonth(month, credit.created_at))
        .reduce((sum, credit) => sum + credit.points, 0),
      percent: percentOf(boughtThisMonth, target),
      month,
    },
  };
}

/** The categories, every company's closed ones, and the order of the race for the main prize (§1). */
async function mainPrizeRace(db: DB, edition: string) {
  const [categories, closures] = await Promise.all([findCategories(db), findCategoryClosures(db, edition)]);
  const byCompany = new Map<number, string[]>();
  for (const closure of closures) {
    byCompany.set(closure.company_id, [...(byCompany.get(closure.company_id) ?? []), closure.closed_at]);
  }
  const order = mainPrizeOrder(
    [...byCompany].map(([id, closedAt]) => ({ companyId: id, closedAt })),
    categories.length,
  );
  return { categories, closures, order };
}

/** Every trade point's place in the race for the main prize, as the reports list it. */
export async function mainPrizeOrderOf(db: DB, edition: string) {
  return (await mainPrizeRace(db, edition)).order;
}

/** Where the company chosen in the session stands in the race for the main prize (§1). */
export async function mainPrizeStanding(db: DB, companyId: number): Promise<MainPrizeStanding> {
  const { edition } = await getSettings(db);
  const { categories, closures, order } = await mainPrizeRace(db, edition);
  const place = order.places.find((candidate) => candidate.companyId === companyId);
  const own = new Map(
    closures
      .filter((closure) => closure.company_id === companyId)
      .map((closure) => [closure.category_id, closure.closed_at]),
  );
  const closedCount = categories.filter((category) => own.has(category.id)).length;
  return {
    categories: categories.map((category) => {
      const closedAt = own.get(category.id);
      return {
        slug: category.slug,
        name: category.name,
        closed: closedAt !== undefined,
        closed_on: closedAt === undefined ? null : polishDay(closedAt),
      };
    }),
    categories_closed: closedCount,
    all_closed: categories.length > 0 && closedCount === categories.length,
    rule: order.rule,
    position: place?.position ?? null,
    invited: place?.invited ?? false,
    max_invited: MAIN_PRIZE_MAX_INVITED,
  };
}
