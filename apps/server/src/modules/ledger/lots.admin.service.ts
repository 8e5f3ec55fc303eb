import type { AdminEntry, AdminLot, AdminPage, entryListQuery, lotEventKinds, lotListQuery } from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import { adminPageOf, sortOf } from '../../lib/paging.js';
import { thresholdPurchases } from './history.service.js';
import { LOT_NOT_FOUND } from './lot-actions.service.js';
import {
  ENTRY_ORDER,
  type EntryRow,
  findEntriesPage,
  findEntryConsumptions,
  findEntryRow,
  findLotEntries,
  findLotRow,
  findLotsPage,
  findLotTakes,
  LOT_ORDER,
  type LotRow,
} from './lots.admin.repository.js';

/** The back office's lots (docs/product/point-lots.md "Back office"). */

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function lotOf(row: LotRow): AdminLot {
  const user = row.owner_type === 'user';
  return {
    id: row.id,
    holder: {
      type: row.owner_type,
      id: row.owner_id,
      email: user ? row.email : row.sap,
      name: user ? [row.first_name, row.last_name].filter(Boolean).join(' ') : (row.company_name ?? ''),
    },
    amount: row.amount,
    remaining: row.remaining,
    state: row.state,
    source_type: row.source_type,
    source_id: row.source_id,
    explanation: row.explanation,
    edition: row.edition,
    policy_version: row.policy_version,
    credited_at: new Date(row.credited_at).toISOString(),
    available_at: row.available_at,
    expires_at: row.expires_at,
    expired_at: iso(row.expired_at),
    reversed_at: iso(row.reversed_at),
    origin_lot_id: row.origin_lot_id,
    note: row.note,
  };
}

/** A page of every lot, newest first unless sorted otherwise. */
export async function listLots(db: DB, query: z.output<typeof lotListQuery>): Promise<AdminPage<AdminLot>> {
  const sort = sortOf(query, { column: 'id', direction: 'desc' });
  const { rows, total } = await findLotsPage(
    db,
    {
      search: query.search,
      holderType: query.holder_type,
      holder: query.holder,
      state: query.state,
      sourceType: query.source_type,
      edition: query.edition,
      availableBefore: query.available_before,
      expiresBefore: query.expires_before,
    },
    { columns: LOT_ORDER, ...sort, then: [['point_lots.id', 'same']] },
    query.page,
    query.per_page,
  );
  return adminPageOf(rows.map(lotOf), total, query);
}

export async function adminLot(db: DB, id: number): Promise<AdminLot> {
  const row = await findLotRow(db, id);
  if (!row) throw new NotFoundError(LOT_NOT_FOUND);
  return lotOf(row);
}

type EventKind = (typeof lotEventKinds)[number];

/** What each acting entry's source makes of the lot's story. */
const EVENT_OF: Partial<Record<string, EventKind>> = {
  release: 'released',
  hold: 'held',
  cancel: 'cancelled',
  expiry: 'expired',
  correction: 'reversed',
};

/** One lot and its story, oldest first: its credit, what took from it, gave back and moved it. */
export async function lotWithEvents(db: DB, id: number) {
  const row = await findLotRow(db, id);
  if (!row) throw new NotFoundError(LOT_NOT_FOUND);
  const [entries, takes] = await Promise.all([findLotEntries(db, row), findLotTakes(db, id)]);
  const events: {
    at: string;
    kind: EventKind;
    points: number;
    entry_id: number;
    explanation: string;
    operator_email: string | null;
  }[] = [];
  const seen = new Set<number>();
  for (const entry of entries) {
    const kind = entry.id === row.entry_id ? 'credited' : EVENT_OF[entry.source_type];
    // A bucket move has two entries (out of one bucket, into another): its story tells it once.
    if (!kind || seen.has(entry.operation_id)) continue;
    seen.add(entry.operation_id);
    events.push({
      at: new Date(entry.created_at).toISOString(),
      kind,
      points: kind === 'credited' ? row.amount : Math.abs(entry.amount),
      entry_id: entry.id,
      explanation: entry.explanation,
      operator_email: entry.operator_email,
    });
  }
  for (const take of takes) {
    events.push({
      at: new Date(take.debit_at).toISOString(),
      kind: 'consumed',
      points: take.points,
      entry_id: take.debit_id,
      explanation: take.debit_explanation,
      operator_email: null,
    });
    if (take.restored > 0 && take.refund_id !== null && take.refund_at !== null) {
      events.push({
        at: new Date(take.refund_at).toISOString(),
        kind: 'restored',
        points: take.restored,
        entry_id: take.refund_id,
        explanation: take.refund_explanation ?? '',
        operator_email: null,
      });
    }
  }
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.entry_id - b.entry_id));
  return { lot: lotOf(row), events };
}

export const ENTRY_NOT_FOUND = 'Nie ma takiego wpisu w księdze punktów.';

/** A holder as the back office names it: a participant by e-mail and name, a pool by SAP and name. */
const holderOf = (
  row: Pick<LotRow, 'owner_type' | 'owner_id' | 'email' | 'first_name' | 'last_name' | 'sap' | 'company_name'>,
) =>
  row.owner_type === 'user'
    ? {
        type: row.owner_type,
        id: row.owner_id,
        email: row.email,
        name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      }
    : { type: row.owner_type, id: row.owner_id, email: row.sap, name: row.company_name ?? '' };

function entryOf(row: EntryRow): AdminEntry {
  return {
    id: row.id,
    operation_id: row.operation_id,
    created_at: new Date(row.created_at).toISOString(),
    holder: holderOf(row),
    state: row.bucket,
    amount: row.amount,
    source_type: row.source_type,
    source_id: row.source_id,
    explanation: row.explanation,
    description: row.description,
    lot_id: row.lot_id ?? row.credited_lot_id,
    operator_email: row.operator_email,
  };
}

/** A page of every ledger entry, newest first unless sorted otherwise. */
export async function listEntries(db: DB, query: z.output<typeof entryListQuery>): Promise<AdminPage<AdminEntry>> {
  const sort = sortOf(query, { column: 'id', direction: 'desc' });
  const { rows, total } = await findEntriesPage(
    db,
    {
      search: query.search,
      holderType: query.holder_type,
      holder: query.holder,
      bucket: query.state,
      sourceType: query.source_type,
      edition: query.edition,
    },
    { columns: ENTRY_ORDER, ...sort, then: [['point_entries.id', 'same']] },
    query.page,
    query.per_page,
  );
  return adminPageOf(rows.map(entryOf), total, query);
}

/** One entry with the lots it took from and, for a threshold, the purchase lines behind it. */
export async function entryWithConsumptions(db: DB, id: number) {
  const row = await findEntryRow(db, id);
  if (!row) throw new NotFoundError(ENTRY_NOT_FOUND);
  const [consumptions, purchases] = await Promise.all([
    findEntryConsumptions(db, id),
    row.source_type === 'purchase_threshold' && row.source_id !== null
      ? thresholdPurchases(db, Number(row.source_id))
      : Promise.resolve([]),
  ]);
  return { ...entryOf(row), consumptions, purchases };
}
