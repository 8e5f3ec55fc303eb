import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { UNRANKED } from './constants.js';

/**
 * Purchase-target results, target realization and the main-prize standing
 * (docs/product/results-and-rankings.md).
 * Quantities are pieces; values are PLN.
 */

/** The main prize (§1): targets met in all 6 categories; otherwise the best result with at least 4. */
export const MAIN_PRIZE_CATEGORIES = 6;
export const MAIN_PRIZE_FALLBACK_MIN_CATEGORIES = 4;
/** The final event invites at most this many trade points. */
export const MAIN_PRIZE_MAX_INVITED = 60;

/** A threshold of a product's target: from `min` pieces it earns `points`. */
const resultTarget = z.object({
  min: z.number(),
  points: z.number(),
  /** The threshold's share of the progress ring, in percent; the shares add up to 100. */
  pie_percent: z.number(),
  /** A reached threshold whose points still wait: the day (YYYY-MM-DD) they become available; else null. */
  points_from: z.string().nullable(),
});
export type ResultTarget = z.infer<typeof resultTarget>;

/** A seller's standing on a product. */
const resultPurchase = z.object({
  /** Pieces bought in the edition so far (what the ring shows). */
  value: z.number(),
  /** Progress towards the last threshold, 0 to 100. */
  percent_realization: z.number(),
  /** Pieces still missing to the next threshold; 0 past the last one. */
  missing_next_target: z.number(),
  /** SSS products: electric windows still missing to the minimum of 5; null for other products. */
  missing_sss_value: z.number().nullable(),
});
export type ResultPurchase = z.infer<typeof resultPurchase>;

const resultProduct = z.object({
  id: z.number(),
  name: z.string(),
  targets: z.array(resultTarget),
  notes: z.string().nullable(),
  is_sss_value: z.boolean(),
  /** The seller's standing after the last purchase: one entry, with value 0 before any purchase. */
  purchases: z.array(resultPurchase),
});
export type ResultProduct = z.infer<typeof resultProduct>;

/**
 * The company selected in the session against its purchase target of the edition (values of
 * purchases in PLN).
 */
const targetRealization = z.object({
  update_date: z.string().nullable(),
  /** What the company should buy in the edition. */
  target_value: z.number(),
  /** What the company has bought in the edition. */
  realization_value: z.number(),
  realization_percent: z.number(),
  /** What is still missing to the target; 0 once it is reached. */
  target_realization_missing_value: z.number(),
  /** The company's place in the country-wide (trip) ranking; '---' when unranked. */
  ranking_position: z.union([z.number(), z.literal(UNRANKED)]),
  current_period: z.object({
    /** Points the user earned with purchase targets this month. */
    points: z.number(),
    /** The part of the company target bought this month, in percent. */
    percent: z.number(),
    /** The current month, YYYY-MM. */
    month: z.string(),
  }),
});
export type TargetRealization = z.infer<typeof targetRealization>;

const mainPrizeCategory = z.object({
  slug: z.string(),
  name: z.string(),
  closed: z.boolean(),
  /** When the category was closed (dd.mm.yyyy), null while open. */
  closed_on: z.string().nullable(),
});
export type MainPrizeCategory = z.infer<typeof mainPrizeCategory>;

/** The standing of the company selected in the session in the race for the main prize. */
const mainPrizeStanding = z.object({
  categories: z.array(mainPrizeCategory),
  categories_closed: z.number(),
  all_closed: z.boolean(),
  /**
   * Which rule picks the invited now: 'all' while some trade point has closed all 6 categories,
   * 'fallback' (at least 4) while none has.
   */
  rule: z.enum(['all', 'fallback']),
  /** The company's place among the trade points the rule admits; null when it does not qualify. */
  position: z.number().nullable(),
  invited: z.boolean(),
  max_invited: z.number(),
});
export type MainPrizeStanding = z.infer<typeof mainPrizeStanding>;

export const resultsApi = {
  purchases: defineCall({
    method: 'GET',
    path: '/api/purchases',
    tag: 'results',
    summary: "The logged-in seller's purchase targets at the company selected in the session.",
    answer: z.object({
      success: z.literal(true),
      products: z.array(resultProduct),
      /** The day of the latest purchase data (dd.mm.yyyy), null before the first import. */
      update_date: z.string().nullable(),
    }),
  }),
  targetRealization: defineCall({
    method: 'GET',
    path: '/api/target-realization',
    tag: 'results',
    summary: "The selected company's purchases against its target of the edition, and the user's points this month.",
    answer: z.object({ success: z.literal(true), data: targetRealization }),
  }),
  mainPrizeStanding: defineCall({
    method: 'GET',
    path: '/api/main-prize-standing',
    tag: 'results',
    summary: 'Where the selected company stands in the race for the main prize.',
    answer: z.object({ success: z.literal(true), standing: mainPrizeStanding }),
  }),
};
/** GET /api/purchases: the logged-in seller's targets at the company selected in the session. */
export type PurchasesAnswer = AnswerOf<typeof resultsApi.purchases>;
export type TargetRealizationAnswer = AnswerOf<typeof resultsApi.targetRealization>;
export type MainPrizeStandingAnswer = AnswerOf<typeof resultsApi.mainPrizeStanding>;
