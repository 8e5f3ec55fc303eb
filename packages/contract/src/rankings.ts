/** Rankings of companies by the value of their purchases (docs/product/results-and-rankings.md). */

export const rankingTypes = ['region', 'trip', 'am'] as const;
export type RankingType = (typeof rankingTypes)[number];

/** The position of a company that is not ranked (no purchases, or no region or AM). */
export const UNRANKED = '---';

/** Neighbouring positions shown above and below the company. */
export const RANKING_NEIGHBOURS = 2;

/** How many places win in each ranking: the top 3 of a region, the top 10 of the country, the top of an AM group. */
export const RANKING_WINNER_PLACES: Record<RankingType, number> = { region: 3, trip: 10, am: 1 };

export interface RankingNeighbour {
  position: number;
  /** PLN. */
  value: number;
}

export interface Ranking {
  position: number | typeof UNRANKED;
  /** The company's purchases in the edition, PLN. */
  purchases_value: number;
  /** The places just above, nearest last. */
  items_above: RankingNeighbour[];
  /** The places just below, nearest first. */
  items_below: RankingNeighbour[];
  is_winner: boolean;
}

/** GET /api/user-rankings/: the rankings of the company selected in the session; null when hidden. */
export interface UserRankingsAnswer {
  success: true;
  hideRankings: boolean;
  rankings: Record<RankingType, Ranking> | null;
}
