import type { Dashboard, DashboardWeek } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { lastRun } from '../reconciliation/reconciliation.service.js';
import { programmeFigures } from '../ledger/ledger.service.js';
import { warsawDayStart, warsawIsoDay } from '../../lib/polish-time.js';
import { getSettings } from '../programme/programme.service.js';
import {
  countWaiting,
  countWaitingOrders,
  findLastImport,
  findParticipationByCompany,
  findPointsByKind,
  findRegistrationsByHour,
  type KindSum,
  sumAllBalances,
} from './reports.repository.js';
import { ACTIVE_DAYS } from './reports.service.js';

const DAY = 86_400_000;
/** The charts show this many weeks, the current one last. */
export const DASHBOARD_WEEKS = 12;

/** Points enter the programme through purchase rewards, codes, pool grants and operators' adjustments up. */
const ISSUING = new Set(['purchase_reward', 'code_credit', 'pool_grant', 'adjustment']);
/** What participants spend points on: top-up orders and prize orders. */
const SPENDING = new Set(['order', 'prize_order']);
const REFUNDS = new Set(['order_refund', 'prize_order_refund']);

/** Issued and spent of some ledger sums: spent is what orders took, less what refunds gave back. */
function pointsOf(sums: readonly KindSum[]) {
  let issued = 0;
  let spent = 0;
  for (const sum of sums) {
    if (ISSUING.has(sum.kind)) issued += sum.plus;
    if (SPENDING.has(sum.kind)) spent += sum.minus - sum.plus;
    if (REFUNDS.has(sum.kind)) spent -= sum.plus;
  }
  return { issued, spent };
}

/** The Monday (YYYY-MM-DD) of the week holding a calendar day. */
function mondayOf(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}

/** The Warsaw week of a UTC hour as the queries give it ("2025-09-01T10"): hours, unlike days, map exactly. */
const weekOfHour = (hour: string) => mondayOf(warsawIsoDay(new Date(`${hour}:00:00Z`)));

/**
 * The dashboard (docs/product/back-office.md, screen 1). Each figure is one aggregate query; the charts'
 * weeks are Warsaw weeks from Monday, bucketed here from sums per UTC hour, which both databases
 * group alike.
 */
export async function dashboardFigures(db: DB, clock: Clock): Promise<Dashboard> {
  const { edition } = await getSettings(db);
  const now = clock.now();
  const thisWeek = mondayOf(warsawIsoDay(now));
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, index) =>
    new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (DASHBOARD_WEEKS - 1 - index) * 7 * DAY).toISOString().slice(0, 10),
  );
  const windowStart = warsawDayStart(weeks[0]!);
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * DAY).toISOString();

  const [
    participation,
    editionPoints,
    recentPoints,
    outstanding,
    orders,
    lastImport,
    registrations,
    figures,
    reconciled,
  ] = await Promise.all([
    findParticipationByCompany(db, activeSince),
    findPointsByKind(db, edition),
    findPointsByKind(db, edition, windowStart),
    sumAllBalances(db),
    countWaitingOrders(db),
    findLastImport(db),
    findRegistrationsByHour(db, windowStart),
    programmeFigures(db, clock),
    lastRun(db),
  ]);

  const participants = { invited: 0, registered: 0, active_30_days: 0, sellers: 0, leaders: 0 };
  for (const count of participation.values()) {
    participants.invited += count.invited;
    participants.registered += count.registered;
    participants.active_30_days += count.active;
    participants.sellers += count.sellers;
    participants.leaders += count.leaders;
  }

  const series = new Map<string, DashboardWeek>(
    weeks.map((week) => [week, { week, issued: 0, spent: 0, registrations: 0 }]),
  );
  for (const sum of recentPoints) {
    const week = series.get(weekOfHour(sum.hour ?? ''));
    if (!week) continue;
    const points = pointsOf([sum]);
    week.issued += points.issued;
    week.spent += points.spent;
  }
  for (const registration of registrations) {
    const week = series.get(weekOfHour(registration.hour));
    if (week) week.registrations += registration.count;
  }

  return {
    edition,
    participants,
    points: { ...pointsOf(editionPoints), outstanding, ...figures },
    orders,
    last_import: lastImport
      ? { imported_at: new Date(lastImport.imported_at).toISOString(), lines: lastImport.rows_count }
      : null,
    weeks: [...series.values()],
    reconciliation: reconciled,
  };
}

/** What waits for someone in the back office: the counts beside the navigation's sections. */
export function waitingCounts(db: DB) {
  return countWaiting(db);
}
