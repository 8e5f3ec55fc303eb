import {
  type AdminOrder,
  type adminOrdersQuerySchema,
  ORDER_EXPORT_COLUMNS,
  type OrderMove,
  type orderExportQuerySchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { OrderStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import { type DownloadFile, tableFile } from '../../lib/table-file.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import { changeOrderStatus } from './order-status.service.js';
import { findAdminOrder, findAdminOrdersPage, findExportOrders, markExported } from './orders.repository.js';
import { adminPageOf } from '../../lib/paging.js';

type Row = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

const iso = (time: string) => new Date(time).toISOString();

const orderOf = (row: Row): AdminOrder => ({
  id: row.id,
  user_id: row.user_id,
  user_email: row.user_email,
  first_name: row.first_name,
  last_name: row.last_name,
  company_sap: row.company_sap,
  card_number: row.card_number,
  value: row.value,
  status: row.status,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  reason: row.reason,
  changed_by: row.changed_by,
  exported_at: row.exported_at && iso(row.exported_at),
  issuer_result: row.issuer_result,
  loaded_at: row.loaded_at && iso(row.loaded_at),
});

/** The queue of top-up orders (docs/product/back-office.md, screen 5): every order without a status filter. */
export async function listAdminOrders(db: DB, query: z.output<typeof adminOrdersQuerySchema>) {
  const { rows, total } = await findAdminOrdersPage(
    db,
    { status: query.status, search: query.search, exported: query.exported },
    query.sort && { column: query.sort, direction: query.direction },
    query.page,
    query.per_page,
  );
  return adminPageOf(rows.map(orderOf), total, query);
}

export async function adminOrder(db: DB, orderId: number): Promise<AdminOrder> {
  const row = await findAdminOrder(db, orderId);
  if (!row) throw new NotFoundError(`Nie ma zamówienia ${orderId}.`);
  return orderOf(row);
}

/** One operator's move of one order, audited as `order.status`; the order as it is now. */
export async function moveAdminOrder(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  orderId: number,
  change: { status: OrderMove; reason?: string | null | undefined },
): Promise<AdminOrder> {
  await changeOrderStatus(db, clock, orderId, change.status, { operator, reason: change.reason ?? null });
  return adminOrder(db, orderId);
}

/**
 * A batch of moves, each order in its own transaction (docs/decisions/0021-top-up-orders-queue.md):
 * one order that cannot move (already sent, rejected meanwhile by a colleague) does not hold back
 * the others, and the operator learns which moved and why each other one did not.
 */
export async function moveAdminOrders(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  change: { ids: number[]; status: OrderMove; reason?: string | null | undefined },
): Promise<{ changed: number[]; refused: { id: number; message: string }[] }> {
  const changed: number[] = [];
  const refused: { id: number; message: string }[] = [];
  for (const id of [...new Set(change.ids)]) {
    try {
      await changeOrderStatus(db, clock, id, change.status, { operator, reason: change.reason ?? null });
      changed.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ id, message: error.message });
    }
  }
  return { changed, refused };
}

export interface OrderExportFile extends DownloadFile {
  rows: number;
}

/** The statuses an export takes without being told: what still waits for the card issuer. */
const WAITING: OrderStatus[] = ['new', 'sent'];

/**
 * The card issuer's file (docs/product/back-office.md, screen 5: the header row
 * `id;card_number;first_name;last_name;value;created_at`), as CSV with semicolons and a UTF-8
 * BOM for Excel, or as XLSX with the same columns. The orders in it are stamped `exported_at`
 * (the first time only) so the next export leaves them out, and the export of this personal
 * data is audited as `order.export` with the ids, in the same transaction.
 */
export async function exportOrders(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  query: z.output<typeof orderExportQuerySchema>,
): Promise<OrderExportFile> {
  const now = clock.now().toISOString();
  const rows = await db.transaction().execute(async (trx) => {
    const found = await findExportOrders(trx, {
      ids: query.ids,
      statuses: query.status ? [query.status] : query.ids ? [] : WAITING,
      includeExported: query.include_exported ?? false,
    });
    const ids = found.map((row) => row.id);
    await markExported(trx, ids, now);
    await record(trx, clock, operator, 'order.export', null, {
      format: query.format,
      count: ids.length,
      ids,
      ...(query.status && { status: query.status }),
      ...(query.ids && { chosen: query.ids.length }),
      ...(query.include_exported && { include_exported: true }),
    });
    return found;
  });

  // The card issuer's system reads the file by these keys, in XLSX too (ADR 0051).
  const file = await tableFile(query.format, {
    name: `zamowienia-${now.slice(0, 10)}`,
    sheet: 'Zamówienia',
    header: ORDER_EXPORT_COLUMNS,
    // The card number is text: a spreadsheet must not drop its leading zeros.
    textColumns: ['card_number'],
    rows: rows.map((row) => {
      const cells = { ...row, created_at: iso(row.created_at) };
      return ORDER_EXPORT_COLUMNS.map((column) => cells[column]);
    }),
  });
  return { ...file, rows: rows.length };
}
