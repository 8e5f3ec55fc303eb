import {
  PERSONAL_REPORTS,
  RANKING_WINNER_PLACES,
  type ReportFormat,
  type ReportName,
  type ReportRows,
} from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';
import { addDays, warsawDayStart, warsawIsoDay } from '../../lib/polish-time.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { operatorMay } from '../../plugins/access/policies.js';
import { record } from '../audit/audit.service.js';
import { getSettings } from '../programme/programme.service.js';
import { findQuizSlugs } from '../quizzes/quizzes.service.js';
import { quizWinners } from '../quizzes/winners.service.js';
import type { CompanyTotal } from '../rankings/ranking.js';
import { rankingBoards } from '../rankings/rankings.service.js';
import { mainPrizeOrderOf } from '../results/results.service.js';
import { voteTally } from '../votes/votes.service.js';
import { type ReportFile, reportFile } from './report-files.js';
import {
  EXPIRING_SPANS,
  type CompanyPoints,
  type Expiring,
  findBalancesBefore,
  findBalancesByCompany,
  findCompanyLabels,
  findDebtByCompany,
  findLotsByCompany,
  findParticipationByCompany,
} from './reports.repository.js';

const DAY = 86_400_000;
/** "Active" participants were seen in a session of their own within this many days. */
export const ACTIVE_DAYS = 30;

const PERSONAL_EXPORT_REFUSED = 'Twoja rola w panelu nie pozwala pobrać raportu z danymi osobowymi.';

type Companies = Awaited<ReturnType<typeof findCompanyLabels>>;
const byId = (companies: Companies) => new Map(companies.map((company) => [company.id, company]));

/**
 * What the participants' accounts and the companies' pools hold, per company holding anything
 * (docs/product/point-lots.md "The liability"). Without an edition: the balances as every call
 * shows them (so `balance + pool` over the rows is the dashboard's outstanding), pending, held and
 * debt; with one, only the lots credited in it and its debts. Either way the points of available
 * lots whose last day falls within today … today + 30, 60, 90 Warsaw days, the longer spans
 * including the shorter.
 */
async function liability(db: DB, clock: Clock, edition: string | undefined): Promise<ReportRows['liability']> {
  const today = warsawIsoDay(clock.now());
  const until = Object.fromEntries(EXPIRING_SPANS.map((days) => [days, addDays(today, days)])) as Record<
    keyof Expiring,
    string
  >;
  const [companies, lots, balances, debts] = await Promise.all([
    findCompanyLabels(db),
    findLotsByCompany(db, { edition, today, until }),
    edition === undefined ? findBalancesByCompany(db) : undefined,
    edition === undefined ? undefined : findDebtByCompany(db, edition),
  ]);
  const none: CompanyPoints = { balance: 0, pool: 0, pending: 0, held: 0, debt: 0 };
  // All editions' figures are the balance rows'; one edition's, its lots' and its debts'.
  const pointsOf = (id: number): CompanyPoints =>
    balances ? (balances.get(id) ?? none) : { ...none, ...lots.get(id), debt: debts?.get(id) ?? 0 };
  return companies
    .map((company) => {
      const points = pointsOf(company.id);
      const expiring = lots.get(company.id)?.expiring;
      return {
        sap: company.sap,
        company_name: company.name,
        balance: points.balance,
        pool: points.pool,
        pending: points.pending,
        held: points.held,
        debt: points.debt,
        expiring_30: expiring?.[30] ?? 0,
        expiring_60: expiring?.[60] ?? 0,
        expiring_90: expiring?.[90] ?? 0,
        edition: edition ?? null,
      };
    })
    .filter((row) => row.balance !== 0 || row.pool !== 0 || row.pending !== 0 || row.held !== 0 || row.debt !== 0);
}

/** The winning places of the region, trip and area-manager rankings, and the race for the main prize. */
async function rankings(db: DB, edition: string): Promise<ReportRows['rankings']> {
  const [companies, boards, mainPrize] = await Promise.all([
    findCompanyLabels(db),
    rankingBoards(db, edition),
    mainPrizeOrderOf(db, edition),
  ]);
  const labels = byId(companies);
  const company = (id: number) => ({ sap: labels.get(id)?.sap ?? '', company_name: labels.get(id)?.name ?? '' });
  const winners = (ranking: 'region' | 'trip' | 'am', group: string | null, ranked: readonly CompanyTotal[]) =>
    ranked.slice(0, RANKING_WINNER_PLACES[ranking]).map((total, index) => ({
      ranking,
      region: group,
      position: index + 1,
      ...company(total.companyId),
      value: total.valueGrosze / 100,
      winner: true,
    }));
  // A group is named by any of its members' labels: every company of a region shares its name.
  const groupName = (ranked: readonly CompanyTotal[], label: 'region' | 'area_manager') =>
    labels.get(ranked[0]?.companyId ?? 0)?.[label] ?? null;
  const grouped = (ranking: 'region' | 'am', groups: Map<number, CompanyTotal[]>, label: 'region' | 'area_manager') =>
    [...groups.values()]
      .map((ranked) => ({ name: groupName(ranked, label), ranked }))
      .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'pl'))
      .flatMap(({ name, ranked }) => winners(ranking, name, ranked));
  return [
    ...grouped('region', boards.region, 'region'),
    ...winners('trip', null, boards.trip),
    ...grouped('am', boards.am, 'area_manager'),
    ...mainPrize.places.map((place) => ({
      ranking: 'main',
      region: null,
      position: place.position,
      ...company(place.companyId),
      value: place.categoriesClosed,
      winner: place.invited,
    })),
  ];
}

/** The prize places of every quiz, per region where its places are per region. */
async function quizWinnerRows(db: DB): Promise<ReportRows['quiz-winners']> {
  const rows: ReportRows['quiz-winners'] = [];
  for (const slug of await findQuizSlugs(db)) {
    const winners = await quizWinners(db, slug);
    for (const group of winners.groups) {
      for (const result of group.results.filter((entry) => entry.prize)) {
        rows.push({
          quiz: winners.title,
          region: group.region,
          position: result.place,
          name: result.name,
          time: result.timeFormatted,
        });
      }
    }
  }
  return rows;
}

/** Per company: invitations waiting, accounts, participants active in 30 days, sellers. */
async function participation(db: DB, clock: Clock): Promise<ReportRows['participation']> {
  const since = new Date(clock.now().getTime() - ACTIVE_DAYS * DAY).toISOString();
  const [companies, counts] = await Promise.all([findCompanyLabels(db), findParticipationByCompany(db, since)]);
  return companies.map((company) => {
    const count = counts.get(company.id);
    return {
      sap: company.sap,
      company_name: company.name,
      invited: count?.invited ?? 0,
      registered: count?.registered ?? 0,
      active_30_days: count?.active ?? 0,
      sellers: count?.sellers ?? 0,
    };
  });
}

const AS_OF_FUTURE = 'Dzień nie może być późniejszy niż dziś.';

/** The balances report's day: the one asked for, never after today; none, today. */
export function balancesDay(clock: Clock, asOf: string | undefined): string {
  const today = warsawIsoDay(clock.now());
  if (asOf !== undefined && asOf > today) throw ValidationError.field('as_of', AS_OF_FUTURE);
  return asOf ?? today;
}

/**
 * Every holder's available, pending, held and debt points at the end of a Warsaw day, each the
 * sum of its entries of that bucket posted until then: a replay of the ledger to that moment. By
 * SAP, the pool before its participants, then e-mail; holders with a figure only.
 */
async function balancesAsOf(db: DB, day: string): Promise<ReportRows['balances']> {
  const rows = await findBalancesBefore(db, warsawDayStart(addDays(day, 1)));
  return rows
    .filter((row) => row.available !== 0 || row.pending !== 0 || row.held !== 0 || row.debt !== 0)
    .map((row) => {
      const user = row.owner_type === 'user';
      return {
        holder_type: row.owner_type,
        user_id: user ? row.owner_id : null,
        email: user ? row.email : null,
        name: user ? [row.first_name, row.last_name].filter(Boolean).join(' ') : null,
        sap: row.sap,
        company_name: row.company_name,
        available: row.available,
        pending: row.pending,
        held: row.held,
        debt: row.debt,
      };
    })
    .sort(
      (a, b) =>
        (a.sap ?? '').localeCompare(b.sap ?? '') ||
        (a.holder_type === b.holder_type ? 0 : a.holder_type === 'company' ? -1 : 1) ||
        (a.email ?? '').localeCompare(b.email ?? ''),
    );
}

/** The four figures summed over the balances report's rows. */
export const balancesTotals = (rows: ReportRows['balances']) =>
  rows.reduce(
    (sum, row) => ({
      available: sum.available + row.available,
      pending: sum.pending + row.pending,
      held: sum.held + row.held,
      debt: sum.debt + row.debt,
    }),
    { available: 0, pending: 0, held: 0, debt: 0 },
  );

/** What narrows a report: the balances' day, the liability's edition; each report reads its own. */
export interface ReportScope {
  asOf?: string | undefined;
  edition?: string | undefined;
}

/** A report's rows (docs/product/back-office.md, screen 9); the balances of a day, the liability of an edition. */
export async function reportRows<Name extends ReportName>(
  db: DB,
  clock: Clock,
  name: Name,
  { asOf, edition: ofEdition }: ReportScope = {},
): Promise<ReportRows[Name]> {
  const { edition } = await getSettings(db);
  const rows = {
    liability: () => liability(db, clock, ofEdition),
    votes: () => voteTally(db, edition),
    rankings: () => rankings(db, edition),
    'quiz-winners': () => quizWinnerRows(db),
    participation: () => participation(db, clock),
    balances: () => balancesAsOf(db, balancesDay(clock, asOf)),
  } satisfies { [N in ReportName]: () => Promise<ReportRows[N]> };
  return (await rows[name]()) as ReportRows[Name];
}

/**
 * A report as a file, audited as `report.export`. A viewer may take away the reports about
 * companies, but not one naming people (ADR 0024): the route lets every role in and this
 * service holds the stronger rule, since it depends on the report.
 */
export async function exportReport(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  name: ReportName,
  format: Exclude<ReportFormat, 'json'>,
  scope: ReportScope = {},
): Promise<ReportFile> {
  if (PERSONAL_REPORTS.includes(name) && !operatorMay(actor, 'operator')) {
    throw new ForbiddenError(PERSONAL_EXPORT_REFUSED);
  }
  const rows = await reportRows(db, clock, name, scope);
  await db
    .transaction()
    .execute((trx) =>
      record(trx, clock, actor, 'report.export', { type: 'report', id: name }, { format, rows: rows.length }),
    );
  return reportFile(name, format, rows, clock.now());
}
