import type { AccountPoints, AccountTransaction, Paged, TransactionDetail } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { addDays, polishDay, polishTime, warsawIsoDay } from '../../lib/polish-time.js';
import { getSettings, resolveEdition } from '../programme/programme.service.js';
import {
  findConsumedLots,
  findCreditedLot,
  findHistoryItem,
  findHistoryPage,
  findLotUses,
  findThresholdPurchases,
  type HistoryRow,
} from './history.repository.js';
import type { PointOwner } from './ledger.repository.js';
import { findExpiringGroups, findHolderFigures, findWaitingLots } from './lots.repository.js';

/*
 * What a holder sees of its points (docs/product/point-lots.md): the history with an explanation
 * on every item, the detail behind one item ("Skąd te punkty?"), and the four figures with what
 * waits and what expires.
 */

export const TRANSACTION_NOT_FOUND = 'Nie ma takiej transakcji.';

/** The Warsaw day of a stored moment, as the API gives days. */
const dayOf = (iso: string) => warsawIsoDay(new Date(iso));

function itemOf(row: HistoryRow): AccountTransaction {
  const credit = row.lot_state !== null;
  return {
    id: row.id,
    description: row.description,
    value: Number(row.value),
    day: polishDay(row.created_at),
    time: polishTime(row.created_at),
    state: row.lot_state ?? 'available',
    source_type: row.source_type,
    source_id: row.source_id,
    explanation: row.explanation,
    available_at: credit ? (row.available_at ?? null) : null,
    expires_at: credit ? (row.expires_at ?? null) : null,
    debt: Number(row.debt),
    note: row.note ?? null,
  };
}

/** The user's points history of an edition (the current one unless asked), a page at a time. */
export async function transactionsHistory(
  db: DB,
  userId: number,
  query: { page: number; per_page: number; edition?: string | undefined },
): Promise<Paged<AccountTransaction>> {
  const edition = await resolveEdition(db, query.edition);
  const { rows, total } = await findHistoryPage(db, { type: 'user', id: userId }, edition, query.page, query.per_page);
  return pageOf(rows.map(itemOf), total, query);
}

/** One item of the holder's history with what lies behind it; 404 when it is not the holder's. */
export async function transactionDetail(db: DB, owner: PointOwner, id: number): Promise<TransactionDetail> {
  const row = await findHistoryItem(db, owner, id);
  if (!row) throw new NotFoundError(TRANSACTION_NOT_FOUND);
  const [lot, consumed, uses, purchases] = await Promise.all([
    findCreditedLot(db, row.id),
    findConsumedLots(db, row.id),
    findLotUses(db, row.id),
    // A threshold's source is its credit; a correction's (once written) names the same credit.
    (row.source_type === 'purchase_threshold' || row.source_type === 'correction') && row.source_id !== null
      ? thresholdPurchases(db, Number(row.source_id))
      : Promise.resolve([]),
  ]);
  return {
    item: itemOf(row),
    lot: lot
      ? {
          amount: lot.amount,
          remaining: lot.remaining,
          state: lot.state,
          available_at: lot.available_at,
          expires_at: lot.expires_at,
          expired_points: Number(lot.expired_points ?? 0),
        }
      : null,
    consumed: consumed.map((taken) => ({
      lot_id: taken.lot_id,
      credited_day: dayOf(taken.credited_at),
      explanation: taken.explanation,
      points: taken.points,
      expires_at: taken.expires_at,
    })),
    used_by: uses.map((use) => ({
      id: use.debit_id,
      day: dayOf(use.debit_at),
      explanation: use.debit_explanation,
      points: use.points,
    })),
    purchases,
  };
}

/** The purchase lines behind a threshold credit, as the detail of its entry shows them. */
export async function thresholdPurchases(db: DB, targetCreditId: number) {
  const purchases = await findThresholdPurchases(db, targetCreditId);
  return purchases.map((purchase) => ({
    line_id: purchase.external_id,
    import_day: dayOf(purchase.imported_at),
    line: purchase.line,
    purchased_at: purchase.purchased_at.slice(0, 10),
    quantity: purchase.quantity,
    corrects: purchase.corrects,
  }));
}

/** The holder's figures, its waiting lots and its expiring points by day. */
export async function accountPoints(db: DB, clock: Clock, owner: PointOwner): Promise<AccountPoints> {
  const [figures, waiting, expiring, policy] = await Promise.all([
    findHolderFigures(db, owner),
    findWaitingLots(db, owner),
    findExpiringGroups(db, owner),
    getSettings(db),
  ]);
  const within30 = addDays(warsawIsoDay(clock.now()), 30);
  return {
    ...figures,
    pending_days: policy.pending_days,
    expiring_30: expiring.filter((group) => group.date <= within30).reduce((sum, group) => sum + group.points, 0),
    pending_lots: waiting.map((lot) => ({
      id: lot.id,
      amount: lot.remaining,
      state: lot.state === 'held' ? 'held' : 'pending',
      available_at: lot.available_at,
      explanation: lot.explanation,
    })),
    expiring,
  };
}
