/** Business constants of the programme that both the server and the browser rely on. */
export const PAGE_SIZE = 6;
export const ORDER_EDITION = 2;
export const POINTS_MULTIPLE = 50;
export const PHONE_DIGITS = 9;
export const CARD_NUMBER_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
/** Submit buttons stay in their loading state this long after a call ends. */
export const BUTTON_RELEASE_MS = 1000;

export const roles = ['leader', 'seller'] as const;
export type Role = (typeof roles)[number];

export const taxDeclarations = ['pit', 'company', 'company_representative'] as const;
export type TaxDeclaration = (typeof taxDeclarations)[number];

/**
 * Rankings of companies by the value of their purchases (docs/product/results-and-rankings.md).
 * Here rather than beside the rankings' schemas: a page that imports a value from a module with
 * schemas downloads zod with it.
 */
export const rankingTypes = ['region', 'trip', 'am'] as const;
export type RankingType = (typeof rankingTypes)[number];

/** The position of a company that is not ranked (no purchases, or no region or AM). */
export const UNRANKED = '---';

/** Neighbouring positions shown above and below the company. */
export const RANKING_NEIGHBOURS = 2;

/** How many places win in each ranking: the top 3 of a region, the top 10 of the country, the top of an AM group. */
export const RANKING_WINNER_PLACES: Record<RankingType, number> = { region: 3, trip: 10, am: 1 };
