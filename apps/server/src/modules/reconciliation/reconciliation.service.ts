import type {
  ReconciliationCheck,
  ReconciliationCheckName,
  ReconciliationDifference,
  ReconciliationRun,
  ReconciliationRunItem,
} from '@portal/contract';
import { type DB, onPostgres } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import { adminPageOf } from '../../lib/paging.js';
import { warsawIsoDay } from '../../lib/polish-time.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import { enqueueMessage } from '../message-queue/message-queue.service.js';
import {
  findActiveAdmins,
  findHolderSums,
  findIssuerResults,
  findLastRun,
  findLateLots,
  findLotsOutOfBounds,
  findPrizeOrderSums,
  findRun,
  findRunsPage,
  findStrayRefunds,
  findTopUpOrderSums,
  hasNightlyRun,
  insertRun,
} from './reconciliation.repository.js';

/*
 * The reconciliation (docs/product/point-lots.md "Reconciliation"): the ledger checked against
 * itself, its lots and the orders, nightly and on demand, in one snapshot of the books. Each run
 * is stored with its checks; any difference e-mails each active admin once per run.
 */

export const RUN_NOT_FOUND = 'Nie ma takiego uzgodnienia.';

/** A check's differences are stored and shown up to this many; the count is of all. */
const SHOWN = 100;

type Found = Omit<ReconciliationDifference, 'expected' | 'actual'> & { expected: unknown; actual: unknown };

const difference = (found: Found): ReconciliationDifference => ({
  ...found,
  expected: String(found.expected),
  actual: String(found.actual),
});

const check = (name: ReconciliationCheckName, found: readonly Found[]): ReconciliationCheck => ({
  name,
  ok: found.length === 0,
  differences_count: found.length,
  differences: found.slice(0, SHOWN).map(difference),
});

const FIGURES = { available: 'balance', pending: 'pending', held: 'held', debt: 'debt' } as const;

/** Each holder's four figures against its entries per bucket, and the first three against its lots. */
async function holderChecks(db: DB): Promise<ReconciliationCheck[]> {
  const { entries, balances, lots, saps } = await findHolderSums(db);
  const subject = (type: string, id: number) => (type === 'company' ? `company:${saps.get(id) ?? id}` : `user:${id}`);
  const key = (type: string, id: number, bucket: string) => `${type}:${id}:${bucket}`;
  const entrySums = new Map(entries.map((row) => [key(row.owner_type, row.owner_id, row.bucket), Number(row.points)]));
  const lotSums = new Map(lots.map((row) => [key(row.owner_type, row.owner_id, row.state), Number(row.points)]));
  const holders = new Map<string, { type: string; id: number; figures: Record<string, number> }>();
  for (const row of balances) {
    holders.set(`${row.owner_type}:${row.owner_id}`, {
      type: row.owner_type,
      id: row.owner_id,
      figures: {
        available: Number(row.balance),
        pending: Number(row.pending),
        held: Number(row.held),
        debt: Number(row.debt),
      },
    });
  }
  // A holder with entries and no balance row holds nothing by its row.
  for (const row of [...entries, ...lots]) {
    const id = `${row.owner_type}:${row.owner_id}`;
    if (!holders.has(id)) {
      holders.set(id, {
        type: row.owner_type,
        id: row.owner_id,
        figures: { available: 0, pending: 0, held: 0, debt: 0 },
      });
    }
  }
  const byEntries: Found[] = [];
  const byLots: Found[] = [];
  for (const holder of [...holders.values()].sort((a, b) => a.type.localeCompare(b.type) || a.id - b.id)) {
    for (const bucket of Object.keys(FIGURES) as (keyof typeof FIGURES)[]) {
      const figure = holder.figures[bucket]!;
      const summed = entrySums.get(key(holder.type, holder.id, bucket)) ?? 0;
      if (figure !== summed || figure < 0) {
        byEntries.push({
          subject: subject(holder.type, holder.id),
          expected: summed,
          actual: figure,
          message: `${bucket}: saldo ${figure} pkt, suma wpisów ${summed} pkt`,
        });
      }
      if (bucket === 'debt') continue;
      const held = lotSums.get(key(holder.type, holder.id, bucket)) ?? 0;
      if (figure !== held) {
        byLots.push({
          subject: subject(holder.type, holder.id),
          expected: held,
          actual: figure,
          message: `${bucket}: saldo ${figure} pkt, pozostało w partiach ${held} pkt`,
        });
      }
    }
  }
  return [check('balances_equal_entries', byEntries), check('balances_equal_lots', byLots)];
}

async function lotBounds(db: DB): Promise<ReconciliationCheck> {
  const found = (await findLotsOutOfBounds(db)).map((lot) => {
    const lost = Number(lot.taken) + Number(lot.direct);
    return {
      subject: `lot:${lot.id}`,
      expected: lot.state === 'cancelled' ? 0 : Number(lot.amount) - lost,
      actual: Number(lot.remaining),
      message: `Partia ${lot.amount} pkt (${lot.state}): pozostało ${lot.remaining} pkt, pobrano ${lost} pkt`,
    };
  });
  return check('lots_within_bounds', found);
}

async function ordersMatch(db: DB): Promise<ReconciliationCheck> {
  const [topUps, prizes, stray] = await Promise.all([
    findTopUpOrderSums(db),
    findPrizeOrderSums(db),
    findStrayRefunds(db),
  ]);
  const found: Found[] = [];
  for (const order of topUps) {
    const subject = `order:${order.id}`;
    if (Number(order.debited) !== order.value) {
      found.push({
        subject,
        expected: order.value,
        actual: order.debited,
        message: 'Obciążenie różni się od wartości zamówienia',
      });
    }
    const expected = order.status === 'rejected' ? order.value : 0;
    const refunds = order.status === 'rejected' ? 1 : 0;
    if (Number(order.refunded) !== expected || Number(order.refunds) !== refunds) {
      found.push({
        subject,
        expected,
        actual: order.refunded,
        message:
          order.status === 'rejected'
            ? 'Odrzucone zamówienie nie ma dokładnie jednego zwrotu jego wartości'
            : 'Zwrot do zamówienia, które nie zostało odrzucone',
      });
    }
  }
  for (const order of prizes) {
    const subject = `prize_order:${order.number}`;
    if (Number(order.debited) !== order.total_points) {
      found.push({
        subject,
        expected: order.total_points,
        actual: order.debited,
        message: 'Obciążenie różni się od wartości zamówienia nagród',
      });
    }
    // Refunds are the returned lines' points, and on a cancelled order the whole total.
    const refunded = Number(order.refunded);
    const expected = order.status === 'cancelled' ? order.total_points : Number(order.returned ?? 0);
    if (refunded !== expected || refunded > order.total_points) {
      found.push({ subject, expected, actual: refunded, message: 'Zwroty nie zgadzają się z zamówieniem nagród' });
    }
  }
  for (const entry of stray) {
    found.push({
      subject: `entry:${entry.id}`,
      expected: 0,
      actual: entry.amount,
      message: 'Zwrot, który nie dotyczy żadnego zamówienia',
    });
  }
  return check('orders_match_ledger', found);
}

/** Each `loaded` result a completed order of that card, each `failed` one a rejected order. */
async function issuerResultsMatch(db: DB): Promise<ReconciliationCheck> {
  const found: Found[] = [];
  for (const result of await findIssuerResults(db)) {
    const expected = result.result === 'loaded' ? 'completed' : 'rejected';
    const subject = `order:${result.order_id}`;
    if (result.status !== expected) {
      found.push({
        subject,
        expected,
        actual: result.status ?? 'brak zamówienia',
        message: `Wydawca zgłosił ${result.result}, zamówienie ma status ${result.status ?? 'brak'}`,
      });
    } else if (result.result === 'loaded' && result.order_card !== result.card_number) {
      found.push({
        subject,
        expected: result.card_number,
        actual: result.order_card ?? '',
        message: 'Wydawca zasilił inną kartę niż karta zamówienia',
      });
    }
  }
  return check('issuer_results_match_orders', found);
}

/** Late jobs: an hour's grace, so a run just after midnight does not count the minute's work as missing. */
async function jobsUpToDate(db: DB, clock: Clock): Promise<ReconciliationCheck> {
  const day = warsawIsoDay(new Date(clock.now().getTime() - 3_600_000));
  const { pending, overdue } = await findLateLots(db, day);
  return check('jobs_up_to_date', [
    ...pending.map((lot) => ({
      subject: `lot:${lot.id}`,
      expected: 'available',
      actual: 'pending',
      message: `Partia czeka, choć jest dostępna od ${lot.available_at}`,
    })),
    ...overdue.map((lot) => ({
      subject: `lot:${lot.id}`,
      expected: 0,
      actual: lot.remaining,
      message: `Partia ważna do ${lot.expires_at} nie wygasła`,
    })),
  ]);
}

/** Every check, in one snapshot of the books: a repeatable-read transaction on PostgreSQL, SQLite's read transaction. */
async function runChecks(db: DB, clock: Clock): Promise<ReconciliationCheck[]> {
  const snapshot = onPostgres(db) ? db.transaction().setIsolationLevel('repeatable read') : db.transaction();
  return snapshot.execute(async (trx) => {
    // Run one after another: a transaction is one connection.
    const holders = await holderChecks(trx);
    const lots = await lotBounds(trx);
    const orders = await ordersMatch(trx);
    const issuer = await issuerResultsMatch(trx);
    const jobs = await jobsUpToDate(trx, clock);
    return [...holders, lots, orders, issuer, jobs];
  });
}

export interface ReconciliationContext {
  /** The portal's public address, for the link in the admins' e-mail. */
  appUrl: string;
}

/**
 * Runs the reconciliation and stores it, with the admins' e-mail in the same transaction. A
 * nightly run names its night: of two processes storing it, the second stores nothing (null).
 */
export async function reconcile(
  db: DB,
  clock: Clock,
  context: ReconciliationContext,
  by: { trigger: 'manual'; operator: OperatorActor } | { trigger: 'nightly' },
): Promise<ReconciliationRun | null> {
  const checks = await runChecks(db, clock);
  const runAt = clock.now().toISOString();
  const failing = checks.filter((one) => !one.ok);
  const differences = checks.reduce((sum, one) => sum + one.differences_count, 0);
  const id = await db.transaction().execute(async (trx) => {
    const stored = await insertRun(trx, {
      run_at: runAt,
      trigger: by.trigger,
      night: by.trigger === 'nightly' ? warsawIsoDay(clock.now()) : null,
      operator_id: by.trigger === 'manual' ? by.operator.operatorId : null,
      ok: failing.length === 0,
      differences_count: differences,
      checks: JSON.stringify(checks),
    });
    if (stored === undefined) return undefined;
    if (by.trigger === 'manual') {
      await record(
        trx,
        clock,
        by.operator,
        'reconciliation.run',
        { type: 'reconciliation_run', id: stored },
        { ok: failing.length === 0, differences },
      );
    }
    if (failing.length > 0) {
      const text = [
        'Uzgodnienie punktów znalazło różnice:',
        ...failing.map((one) => `- ${one.name}: ${one.differences_count}`),
        '',
        `${context.appUrl}/admin/uzgodnienie/${stored}`,
      ].join('\n');
      for (const admin of await findActiveAdmins(trx)) {
        await enqueueMessage(trx, clock, {
          channel: 'email',
          to: admin.email,
          subject: `Uzgodnienie punktów: znaleziono różnice (${differences})`,
          text,
        });
      }
    }
    return stored;
  });
  return id === undefined ? null : reconciliationRun(db, id);
}

const item = (row: NonNullable<Awaited<ReturnType<typeof findLastRun>>>): ReconciliationRunItem => ({
  id: row.id,
  run_at: new Date(row.run_at).toISOString(),
  trigger: row.trigger,
  operator_email: row.operator_email ?? null,
  ok: row.ok === 1,
  differences_count: row.differences_count,
});

/** One run with its checks; 404 for none. */
export async function reconciliationRun(db: DB, id: number): Promise<ReconciliationRun> {
  const row = await findRun(db, id);
  if (!row) throw new NotFoundError(RUN_NOT_FOUND);
  return { ...item(row), checks: JSON.parse(row.checks) as ReconciliationCheck[] };
}

/** The runs, newest first unless asked otherwise. */
export async function listRuns(
  db: DB,
  query: { page: number; per_page: number; direction: 'asc' | 'desc'; sort?: string },
) {
  const direction = query.sort === undefined ? 'desc' : query.direction;
  const { rows, total } = await findRunsPage(db, direction, query.page, query.per_page);
  return adminPageOf(rows.map(item), total, query);
}

/** The last run, as the dashboard shows it; null before the first. */
export async function lastRun(db: DB) {
  const row = await findLastRun(db);
  if (!row) return null;
  const { id, run_at, ok, differences_count } = item(row);
  return { id, run_at, ok, differences_count };
}

/** The nightly run: the first after 03:00 Warsaw time, once a night. Answers whether it ran now. */
export async function reconcileNightly(db: DB, clock: Clock, context: ReconciliationContext): Promise<boolean> {
  const now = clock.now();
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
  if (hour < 3 || (await hasNightlyRun(db, warsawIsoDay(now)))) return false;
  return (await reconcile(db, clock, context, { trigger: 'nightly' })) !== null;
}
