import type { Ranking, UserRankingsAnswer } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { getSettings } from '../programme/programme.service.js';
import { rankCompanies, rankingOf } from './ranking.js';
import { findCompanyGroups, findCompanyTotals } from './rankings.repository.js';

/**
 * The rankings of a company, computed from the purchases of the edition: in its region, in the
 * country (the trip) and in its area manager's group. A company outside a region or AM group is
 * unranked there.
 */
export async function companyRankings(db: DB, companyId: number, edition: string) {
  const [totals, groups] = await Promise.all([findCompanyTotals(db, edition), findCompanyGroups(db, companyId)]);
  const within = (pick: (total: (typeof totals)[number]) => number | null, group: number | null) =>
    group === null ? [] : rankCompanies(totals.filter((total) => pick(total) === group));
  return {
    region: rankingOf(
      companyId,
      within((total) => total.regionId, groups.region_id),
      'region',
    ),
    trip: rankingOf(companyId, rankCompanies(totals), 'trip'),
    am: rankingOf(
      companyId,
      within((total) => total.areaManagerId, groups.area_manager_id),
      'am',
    ),
  } satisfies Record<string, Ranking>;
}

/** GET /api/user-rankings/: nothing of the rankings while the programme hides them. */
export async function userRankings(db: DB, companyId: number): Promise<UserRankingsAnswer> {
  const settings = await getSettings(db);
  if (settings.hide_rankings) return { success: true, hideRankings: true, rankings: null };
  return { success: true, hideRankings: false, rankings: await companyRankings(db, companyId, settings.edition) };
}
