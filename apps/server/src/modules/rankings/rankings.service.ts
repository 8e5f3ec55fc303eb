import type { Ranking, UserRankingsAnswer } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { getSettings } from '../programme/programme.service.js';
import { type CompanyTotal, rankCompanies, rankingOf } from './ranking.js';
import { findCompanyTotals, purchasesStamp } from './rankings.repository.js';

type Total = Awaited<ReturnType<typeof findCompanyTotals>>[number];

/** Every company of an edition in its three rankings. */
export interface Boards {
  totals: Map<number, Total>;
  trip: CompanyTotal[];
  region: Map<number, CompanyTotal[]>;
  am: Map<number, CompanyTotal[]>;
}

function groupRanked(totals: readonly Total[], group: (total: Total) => number | null): Map<number, CompanyTotal[]> {
  const groups = new Map<number, Total[]>();
  for (const total of totals) {
    const key = group(total);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), total]);
  }
  return new Map([...groups].map(([key, members]) => [key, rankCompanies(members)]));
}

async function computeBoards(db: DB, edition: string): Promise<Boards> {
  const totals = await findCompanyTotals(db, edition);
  return {
    totals: new Map(totals.map((total) => [total.companyId, total])),
    trip: rankCompanies(totals),
    region: groupRanked(totals, (total) => total.regionId),
    am: groupRanked(totals, (total) => total.areaManagerId),
  };
}

/**
 * Ranking every company means adding up every purchase of the edition, and purchases only
 * change when an import arrives; so the boards are computed once per import and edition, and
 * each request only checks the imports' stamp (which another process's import changes too).
 */
const cachedBoards = new WeakMap<DB, Map<string, { stamp: string; boards: Promise<Boards> }>>();

async function boardsOf(db: DB, edition: string): Promise<Boards> {
  const stamp = await purchasesStamp(db);
  const editions = cachedBoards.get(db) ?? new Map<string, { stamp: string; boards: Promise<Boards> }>();
  cachedBoards.set(db, editions);
  const cached = editions.get(edition);
  if (cached?.stamp === stamp) return cached.boards;
  const boards = computeBoards(db, edition);
  editions.set(edition, { stamp, boards });
  boards.catch(() => editions.delete(edition));
  return boards;
}

/** Every company of an edition in the three rankings, as the reports list them (docs/product/back-office.md, screen 9). */
export function rankingBoards(db: DB, edition: string): Promise<Boards> {
  return boardsOf(db, edition);
}

/**
 * The rankings of a company, computed from the purchases of the edition: in its region, in the
 * country (the trip) and in its area manager's group. A company outside a region or AM group is
 * unranked there.
 */
export async function companyRankings(db: DB, companyId: number, edition: string) {
  const boards = await boardsOf(db, edition);
  const total = boards.totals.get(companyId);
  const within = (groups: Map<number, CompanyTotal[]>, group: number | null | undefined) =>
    (group === null || group === undefined ? undefined : groups.get(group)) ?? [];
  return {
    region: rankingOf(companyId, within(boards.region, total?.regionId), 'region'),
    trip: rankingOf(companyId, boards.trip, 'trip'),
    am: rankingOf(companyId, within(boards.am, total?.areaManagerId), 'am'),
  } satisfies Record<string, Ranking>;
}

/** GET /api/user-rankings/: nothing of the rankings while the programme hides them. */
export async function userRankings(db: DB, companyId: number): Promise<UserRankingsAnswer> {
  const settings = await getSettings(db);
  if (settings.hide_rankings) return { success: true, hideRankings: true, rankings: null };
  return { success: true, hideRankings: false, rankings: await companyRankings(db, companyId, settings.edition) };
}
