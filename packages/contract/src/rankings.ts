import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { type RankingType, UNRANKED } from './constants.js';

/** Rankings of companies by the value of their purchases (docs/product/results-and-rankings.md); their constants are in constants.ts. */

const rankingNeighbour = z.object({
  position: z.number(),
  /** PLN. */
  value: z.number(),
});
export type RankingNeighbour = z.infer<typeof rankingNeighbour>;

const ranking = z.object({
  position: z.union([z.number(), z.literal(UNRANKED)]),
  /** The company's purchases in the edition, PLN. */
  purchases_value: z.number(),
  /** The places just above, nearest last. */
  items_above: z.array(rankingNeighbour),
  /** The places just below, nearest first. */
  items_below: z.array(rankingNeighbour),
  is_winner: z.boolean(),
});
export type Ranking = z.infer<typeof ranking>;

/** The rankings of the company selected in the session; null while the programme hides them. */
const userRankingsAnswer = z.object({
  success: z.literal(true),
  hideRankings: z.boolean(),
  rankings: z
    .object({ region: ranking, trip: ranking, am: ranking } satisfies Record<RankingType, z.ZodType>)
    .nullable(),
});

export const rankingsApi = {
  // The programme's browser asks with the trailing slash; without it the answer is the same.
  user: defineCall({
    method: 'GET',
    path: '/api/user-rankings/',
    tag: 'rankings',
    summary: "The selected company's places in its region, in the country and in its area manager's group.",
    answer: userRankingsAnswer,
  }),
  userWithoutSlash: defineCall({
    method: 'GET',
    path: '/api/user-rankings',
    tag: 'rankings',
    summary: 'The same rankings, asked without the trailing slash.',
    answer: userRankingsAnswer,
  }),
};
/** GET /api/user-rankings/: the rankings of the company selected in the session; null when hidden. */
export type UserRankingsAnswer = AnswerOf<typeof rankingsApi.user>;
