/**
 * Purchase-target results, target realization and the main-prize standing
 * (docs/product/results-and-rankings.md).
 * Quantities are pieces; values are PLN.
 */

/** A threshold of a product's target: from `min` pieces it earns `points`. */
export interface ResultTarget {
  min: number;
  points: number;
  /** The threshold's share of the progress ring, in percent; the shares add up to 100. */
  pie_percent: number;
}

/** A seller's standing on a product. */
export interface ResultPurchase {
  /** Pieces bought in the edition so far (what the ring shows). */
  value: number;
  /** Progress towards the last threshold, 0 to 100. */
  percent_realization: number;
  /** Pieces still missing to the next threshold; 0 past the last one. */
  missing_next_target: number;
  /** SSS products: electric windows still missing to the minimum of 5; null for other products. */
  missing_sss_value: number | null;
}

export interface ResultProduct {
  id: number;
  name: string;
  targets: ResultTarget[];
  notes: string | null;
  is_sss_value: boolean;
  /** The seller's standing after the last purchase: one entry, with value 0 before any purchase. */
  purchases: ResultPurchase[];
}

/** GET /api/purchases: the logged-in seller's targets at the company selected in the session. */
export interface PurchasesAnswer {
  success: true;
  products: ResultProduct[];
  /** The day of the latest purchase data (dd.mm.yyyy), null before the first import. */
  update_date: string | null;
}

/**
 * GET /api/target-realization: the company selected in the session against its purchase target
 * of the edition (values of purchases in PLN).
 */
export interface TargetRealization {
  update_date: string | null;
  /** What the company should buy in the edition. */
  target_value: number;
  /** What the company has bought in the edition. */
  realization_value: number;
  realization_percent: number;
  /** What is still missing to the target; 0 once it is reached. */
  target_realization_missing_value: number;
  /** The company's place in the country-wide (trip) ranking; '---' when unranked. */
  ranking_position: number | '---';
  current_period: {
    /** Points the user earned with purchase targets this month. */
    points: number;
    /** The part of the company target bought this month, in percent. */
    percent: number;
    /** The current month, YYYY-MM. */
    month: string;
  };
}

export interface TargetRealizationAnswer {
  success: true;
  data: TargetRealization;
}

/** The main prize (§1): targets met in all 6 categories; otherwise the best result with at least 4. */
export const MAIN_PRIZE_CATEGORIES = 6;
export const MAIN_PRIZE_FALLBACK_MIN_CATEGORIES = 4;
/** The final event invites at most this many trade points. */
export const MAIN_PRIZE_MAX_INVITED = 60;

export interface MainPrizeCategory {
  slug: string;
  name: string;
  closed: boolean;
  /** When the category was closed (dd.mm.yyyy), null while open. */
  closed_on: string | null;
}

/** GET /api/main-prize-standing: the standing of the company selected in the session. */
export interface MainPrizeStanding {
  categories: MainPrizeCategory[];
  categories_closed: number;
  all_closed: boolean;
  /**
   * Which rule picks the invited now: 'all' while some trade point has closed all 6 categories,
   * 'fallback' (at least 4) while none has.
   */
  rule: 'all' | 'fallback';
  /** The company's place among the trade points the rule admits; null when it does not qualify. */
  position: number | null;
  invited: boolean;
  max_invited: number;
}

export interface MainPrizeStandingAnswer {
  success: true;
  standing: MainPrizeStanding;
}
