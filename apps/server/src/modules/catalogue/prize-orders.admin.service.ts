import {
  type AdminPrizeOrder,
  type AdminPrizeOrderDetail,
  type adminPrizeOrdersQuerySchema,
  PRIZE_ORDER_EXPORT_COLUMNS,
  type PrizeOrderMove,
  type prizeOrderExportQuerySchema,
  prizeOrderStatusLabels,
  prizeOrderTransitions,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { PrizeOrderStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { type DownloadFile, tableFile } from '../../lib/table-file.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import { explain, post } from '../ledger/ledger.service.js';
import { notifyPrizeOrder, shipmentsOf } from './prize-order-notices.admin.js';
import { findPartnerLines, sumReturnedPoints } from './partner-results.admin.repository.js';
import {
  type AdminPrizeOrderRow,
  findAdminPrizeOrder,
  findAdminPrizeOrdersPage,
  findExportPrizeOrders,
  findOrderLines,
  markPrizeOrdersExported,
  movePrizeOrder,
  setPrizeOrderRefund,
} from './prize-orders.admin.repository.js';
import { adminPageOf } from '../../lib/paging.js';

const REFUND_DESCRIPTION = 'Zwrot punktów za anulowane zamówienie nagród';

/** A status inside a refusal's sentence: "Zamówienia N-1 (wysłane) nie można…". */
const inSentence = (status: PrizeOrderStatus) => prizeOrderStatusLabels[status].toLowerCase();

const notAllowed = (number: string, from: PrizeOrderStatus, to: PrizeOrderStatus) =>
  ValidationError.field(
    'status',
    to === 'cancelled'
      ? `Zamówienia ${number} (${inSentence(from)}) nie można anulować.`
      : `Zamówienia ${number} (${inSentence(from)}) nie można oznaczyć jako ${inSentence(to)}.`,
  );

const iso = (time: string) => new Date(time).toISOString();

type Line = Awaited<ReturnType<typeof findOrderLines>>[number];

const orderOf = (row: AdminPrizeOrderRow, lines: Line[]): AdminPrizeOrder => ({
  id: row.id,
  number: row.number,
  status: row.status,
  total_points: row.total_points,
  lines_count: lines.filter((line) => line.order_id === row.id).length,
  user: {
    id: row.user_id,
    email: row.user_email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone ?? null,
  },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  exported_at: row.exported_at && iso(row.exported_at),
  cancellation_reason: row.cancellation_reason,
  changed_by: row.changed_by,
});

export async function listAdminPrizeOrders(db: DB, query: z.output<typeof adminPrizeOrdersQuerySchema>) {
  const { rows, total } = await findAdminPrizeOrdersPage(
    db,
    { status: query.status, search: query.search, exported: query.exported },
    query.sort && { column: query.sort, direction: query.direction },
    query.page,
    query.per_page,
  );
  const lines = await findOrderLines(
    db,
    rows.map((row) => row.id),
  );
  return adminPageOf(
    rows.map((row) => orderOf(row, lines)),
    total,
    query,
  );
}

export async function adminPrizeOrder(db: DB, id: number): Promise<AdminPrizeOrderDetail> {
  const row = await findAdminPrizeOrder(db, id);
  if (!row) throw new NotFoundError(`Nie ma zamówienia nagród ${id}.`);
  const lines = await findOrderLines(db, [id]);
  return {
    ...orderOf(row, lines),
    address: { street: row.street, building: row.building, local: row.local, post_code: row.post_code, city: row.city },
    lines: lines.map((line) => ({
      line: line.line,
      prize_id: line.prize_id,
      index: line.index,
      name: line.name,
      quantity: line.quantity,
      points: line.points,
      status: line.status,
      carrier: line.carrier,
      tracking_number: line.tracking_number,
      shipped_at: line.shipped_at && iso(line.shipped_at),
      refunded_points: line.status === 'returned' ? line.quantity * line.points : 0,
    })),
    refunded: row.refund_operation_id !== null,
  };
}

/**
 * Moves one order, or cancels it returning its points through the ledger, in one transaction with
 * its audit row and the participant's e-mail. The move is made only from the status just read,
 * and the refund's idempotency key is the order's: two simultaneous cancellations refund once.
 * A cancellation refunds what the order's returned lines have not; the returns are summed after
 * the move, which holds the order's row, so a partner's file loaded at the same moment (which holds
 * it too) is counted either whole or not at all: an order's refunds never pass its total.
 */
async function changePrizeOrder(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  to: Exclude<PrizeOrderStatus, 'pending'>,
  reason: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findAdminPrizeOrder(trx, id);
    if (!order) throw new NotFoundError(`Nie ma zamówienia nagród ${id}.`);
    if (!prizeOrderTransitions[order.status].includes(to)) throw notAllowed(order.number, order.status, to);
    const now = clock.now().toISOString();
    if (!(await movePrizeOrder(trx, id, order.status, to, { now, operatorId: operator.operatorId, reason }))) {
      const current = (await findAdminPrizeOrder(trx, id))?.status ?? order.status;
      throw notAllowed(order.number, current, to);
    }
    const target = { type: 'prize_order', id };
    const summary = { number: order.number, user_id: order.user_id, total_points: order.total_points };
    let refunded = 0;
    if (to === 'cancelled') {
      refunded = order.total_points - (await sumReturnedPoints(trx, id));
      const refund =
        refunded > 0
          ? await post(trx, clock, {
              kind: 'prize_order_refund',
              actorId: null,
              edition: order.edition,
              idempotencyKey: `prize-order-refund:${id}`,
              movements: [
                {
                  owner: { type: 'user', id: order.user_id },
                  amount: refunded,
                  description: REFUND_DESCRIPTION,
                  source: { type: 'refund', explanation: explain.prizeOrderCancelled(order.number, reason ?? '') },
                  restores: order.operation_id,
                },
              ],
            })
          : null;
      if (refund) await setPrizeOrderRefund(trx, id, refund.operationId);
      await record(trx, clock, operator, 'prize_order.cancel', target, {
        ...summary,
        before: { status: order.status },
        after: { status: to },
        reason,
        refund_operation_id: refund?.operationId ?? null,
        refunded_points: refunded,
      });
    } else {
      await record(trx, clock, operator, 'prize_order.status', target, {
        ...summary,
        before: { status: order.status },
        after: { status: to },
      });
    }
    const mail = { ...order, email: order.user_email };
    if (to === 'sent') {
      // The parcels the fulfilment partner has reported so far.
      const shipments = shipmentsOf(await findPartnerLines(trx, [id]));
      await notifyPrizeOrder(trx, clock, mail, to, reason, { shipments });
    }
    if (to === 'cancelled') await notifyPrizeOrder(trx, clock, mail, to, reason, { refunded });
  });
}

export async function movePrizeOrderByOperator(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  to: PrizeOrderMove,
): Promise<AdminPrizeOrderDetail> {
  await changePrizeOrder(db, clock, operator, id, to, null);
  return adminPrizeOrder(db, id);
}

export async function cancelPrizeOrder(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  reason: string,
): Promise<AdminPrizeOrderDetail> {
  await changePrizeOrder(db, clock, operator, id, 'cancelled', reason.trim());
  return adminPrizeOrder(db, id);
}

/** A batch of moves, each order in its own transaction (as the top-up orders' batch, ADR 0021). */
export async function movePrizeOrders(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  change: { ids: number[]; status: PrizeOrderMove },
): Promise<{ changed: number[]; refused: { id: number; message: string }[] }> {
  const changed: number[] = [];
  const refused: { id: number; message: string }[] = [];
  for (const id of [...new Set(change.ids)]) {
    try {
      await changePrizeOrder(db, clock, operator, id, change.status, null);
      changed.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ id, message: error.message });
    }
  }
  return { changed, refused };
}

/**
 * The fulfilment partner's file: one row per order line (PRIZE_ORDER_EXPORT_COLUMNS), CSV with
 * semicolons and a BOM for Excel, or XLSX. The orders in it are stamped `exported_at` the first
 * time, and the export of this personal data is audited as `prize_order.export`, in one transaction.
 */
export async function exportPrizeOrders(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  query: z.output<typeof prizeOrderExportQuerySchema>,
): Promise<DownloadFile & { rows: number }> {
  const now = clock.now().toISOString();
  const { found, lines } = await db.transaction().execute(async (trx) => {
    const found = await findExportPrizeOrders(trx, {
      ids: query.ids,
      includeExported: query.include_exported ?? false,
    });
    const ids = found.map((row) => row.id);
    const lines = await findOrderLines(trx, ids);
    await markPrizeOrdersExported(trx, ids, now);
    await record(trx, clock, operator, 'prize_order.export', null, {
      format: query.format,
      count: ids.length,
      ids,
      ...(query.ids && { chosen: query.ids.length }),
      ...(query.include_exported && { include_exported: true }),
    });
    return { found, lines };
  });
  const byId = new Map(found.map((order) => [order.id, order]));
  const records = lines.map((line) => {
    const order = byId.get(line.order_id)!;
    return {
      number: order.number,
      created_at: iso(order.created_at),
      first_name: order.first_name,
      last_name: order.last_name,
      phone: order.phone ?? '',
      email: order.user_email,
      street: order.street,
      building: order.building,
      local: order.local ?? '',
      post_code: order.post_code,
      city: order.city,
      prize_index: line.index,
      prize_name: line.name,
      quantity: line.quantity,
      points: line.points * line.quantity,
      line: line.line,
    };
  });
  const base = `zamowienia-nagrod-${now.slice(0, 10)}`;
  const file = await tableFile(query.format, {
    name: base,
    sheet: 'Zamówienia nagród',
    header: PRIZE_ORDER_EXPORT_COLUMNS,
    rows: records.map((record) => PRIZE_ORDER_EXPORT_COLUMNS.map((column) => record[column])),
  });
  return { ...file, rows: records.length };
}
