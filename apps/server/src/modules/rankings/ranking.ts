import { RANKING_NEIGHBOURS, RANKING_WINNER_PLACES, type Ranking, type RankingType, UNRANKED } from '@portal/contract';

/** A company's purchases in the edition and when the purchase that brought them to that value was made. */
export interface CompanyTotal {
  companyId: number;
  valueGrosze: number;
  reachedAt: string;
}

const pln = (grosze: number) => grosze / 100;

/**
 * A ranking: companies that bought anything, the highest value first; equal values go to whoever
 * reached the value first (the programme rules), and the company id keeps the order stable after that.
 */
export function rankCompanies(totals: readonly CompanyTotal[]): CompanyTotal[] {
  return totals
    .filter((total) => total.valueGrosze > 0)
    .sort(
      (a, b) => b.valueGrosze - a.valueGrosze || a.reachedAt.localeCompare(b.reachedAt) || a.companyId - b.companyId,
    );
}

/** Where a company stands in a ranking, with its neighbours; '---' when it is not in it. */
export function rankingOf(
  companyId: number,
  ranked: readonly CompanyTotal[],
  type: RankingType,
  neighbours = RANKING_NEIGHBOURS,
): Ranking {
  const index = ranked.findIndex((total) => total.companyId === companyId);
  if (index < 0) return { position: UNRANKED, purchases_value: 0, items_above: [], items_below: [], is_winner: false };
  const place = (total: CompanyTotal, at: number) => ({ position: at + 1, value: pln(total.valueGrosze) });
  const above = Math.max(0, index - neighbours);
  return {
    position: index + 1,
    purchases_value: pln(ranked[index]?.valueGrosze ?? 0),
    items_above: ranked.slice(above, index).map((total, offset) => place(total, above + offset)),
    items_below: ranked
      .slice(index + 1, index + 1 + neighbours)
      .map((total, offset) => place(total, index + 1 + offset)),
    is_winner: index < RANKING_WINNER_PLACES[type],
  };
}
