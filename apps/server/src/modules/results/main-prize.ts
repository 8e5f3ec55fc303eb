import { MAIN_PRIZE_CATEGORIES, MAIN_PRIZE_FALLBACK_MIN_CATEGORIES, MAIN_PRIZE_MAX_INVITED } from '@portal/contract';

/**
 * The main prize of §1 as one ordering of trade points. While some trade point has closed all
 * six categories only those qualify; while none has, those with at least four do. Either way more
 * categories rank higher, and among equals whoever got there first (the time their last counted
 * category closed). The first 60 are invited.
 */

export interface CompanyClosures {
  companyId: number;
  /** When each closed category was closed, in any order. */
  closedAt: readonly string[];
}

interface MainPrizePlace {
  companyId: number;
  categoriesClosed: number;
  position: number;
  invited: boolean;
}

export interface MainPrizeOrder {
  rule: 'all' | 'fallback';
  places: MainPrizePlace[];
}

export function mainPrizeOrder(
  companies: readonly CompanyClosures[],
  categories = MAIN_PRIZE_CATEGORIES,
  maxInvited = MAIN_PRIZE_MAX_INVITED,
): MainPrizeOrder {
  const rule = companies.some((company) => company.closedAt.length >= categories) ? 'all' : 'fallback';
  const needed = rule === 'all' ? categories : MAIN_PRIZE_FALLBACK_MIN_CATEGORIES;
  const places = companies
    .filter((company) => company.closedAt.length >= needed)
    .map((company) => ({
      companyId: company.companyId,
      categoriesClosed: company.closedAt.length,
      decidedAt: [...company.closedAt].sort().at(-1) ?? '',
    }))
    .sort(
      (a, b) =>
        b.categoriesClosed - a.categoriesClosed || a.decidedAt.localeCompare(b.decidedAt) || a.companyId - b.companyId,
    )
    .map((company, index) => ({
      companyId: company.companyId,
      categoriesClosed: company.categoriesClosed,
      position: index + 1,
      invited: index < maxInvited,
    }));
  return { rule, places };
}
