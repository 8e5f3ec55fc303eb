import {
  type AdminPage,
  type PartnerResult,
  type PartnerResultProblem,
  type PartnerResultsHistoryItem,
  type PrizeLineStatus,
  type PrizeOrderStatus,
  prizeLineStatusLabels,
} from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ImportFile } from '../../lib/import-table.js';
import { adminPageOf, type PageRequest } from '../../lib/paging.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import { explain, post } from '../ledger/ledger.service.js';
import { readPartnerFile, type PartnerRow } from './partner-results.file.js';
import {
  findOrdersByNumbers,
  findPartnerLines,
  findPartnerResultsPage,
  insertPartnerResult,
  moveLine,
  type PartnerLineRow,
  type PartnerOrderRow,
  setLineRefund,
} from './partner-results.admin.repository.js';
import { partnerTexts } from './partner-results.texts.js';
import { notifyPrizeOrder, notifyReturnedLine, shipmentsOf } from './prize-order-notices.admin.js';
import { movePrizeOrder } from './prize-orders.admin.repository.js';

/*
 * The fulfilment partner's statuses file (docs/product/point-lots.md "Fulfilment partner's
 * statuses"): each row moves one order line forward (none → shipped → delivered) or back to the
 * partner (returned, its quantity × points refunded once through the ledger); the order follows
 * its lines. A dry run judges the file against the orders as they are and writes nothing; the
 * import judges it again inside its transaction, with the orders it names held, and applies every
 * good row there: all or none, once, also when two imports of it run at the same moment.
 */

const REFUND_DESCRIPTION = 'Zwrot punktów za nagrodę zwróconą do dostawcy';

/** How far a line has gone: a line only moves to a later step, or to returned from any but returned. */
const STEP: Record<PrizeLineStatus | 'none', number> = { none: 0, shipped: 1, delivered: 2, returned: 3 };
/** How far an order has gone: the partner's file moves an order only forward. */
const ORDER_STEP: Record<PrizeOrderStatus, number> = {
  pending: 0,
  in_progress: 1,
  sent: 2,
  delivered: 3,
  cancelled: 4,
};

interface LineMove {
  row: PartnerRow;
  order: PartnerOrderRow;
  line: PartnerLineRow;
  to: PrizeLineStatus;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  /** The points a return gives back (0 for the other moves). */
  refund: number;
}

interface OrderMove {
  order: PartnerOrderRow;
  to: Exclude<PrizeOrderStatus, 'pending' | 'in_progress'>;
  /** Its lines as they are after the file. */
  lines: PartnerLineRow[];
}

interface Judgement {
  moves: LineMove[];
  unchanged: number;
  problems: PartnerResultProblem[];
  orderMoves: OrderMove[];
}

/** Whether a row says nothing the line does not already hold (its empty cells say nothing). */
const sameData = (row: PartnerRow, line: PartnerLineRow) =>
  (row.carrier === null || row.carrier === line.carrier) &&
  (row.trackingNumber === null || row.trackingNumber === line.tracking_number) &&
  (row.shippedAt === null ||
    (line.shipped_at !== null && new Date(line.shipped_at).getTime() === new Date(row.shippedAt).getTime()));

/**
 * Where an order's lines take it: cancelled once every line came back, delivered once every
 * other line is delivered, sent once every other is shipped or delivered; else nowhere yet.
 */
function orderStatusOf(lines: readonly PartnerLineRow[]): OrderMove['to'] | null {
  const kept = lines.filter((line) => line.status !== 'returned');
  if (kept.length === 0) return 'cancelled';
  if (kept.every((line) => line.status === 'delivered')) return 'delivered';
  if (kept.every((line) => line.status === 'shipped' || line.status === 'delivered')) return 'sent';
  return null;
}

/** Judges every row of a file against the orders and lines as read. */
function judge(rows: readonly PartnerRow[], orders: readonly PartnerOrderRow[], lines: readonly PartnerLineRow[]) {
  const byNumber = new Map(orders.map((order) => [order.number, order]));
  const linesOf = new Map<number, Map<string, PartnerLineRow>>();
  for (const line of lines) {
    const own = linesOf.get(line.order_id) ?? new Map<string, PartnerLineRow>();
    own.set(String(line.line), line);
    linesOf.set(line.order_id, own);
  }
  const judgement: Judgement = { moves: [], unchanged: 0, problems: [], orderMoves: [] };
  const problem = (row: PartnerRow, message: string) =>
    judgement.problems.push({ line: row.fileLine, order_id: row.number, message });
  for (const row of rows) {
    const order = byNumber.get(row.number);
    if (!order) {
      problem(row, partnerTexts.problems.unknownOrder(row.number));
      continue;
    }
    const line = linesOf.get(order.id)?.get(row.position);
    if (!line) {
      problem(row, partnerTexts.problems.unknownLine(row.number, row.position));
      continue;
    }
    // A file loaded again changes nothing, also where its returns cancelled the order.
    if (line.status === row.status && sameData(row, line)) {
      judgement.unchanged += 1;
      continue;
    }
    if (order.status === 'cancelled') {
      problem(row, partnerTexts.problems.cancelled(row.number));
      continue;
    }
    const from = line.status ?? 'none';
    const forward = row.status === 'returned' ? from !== 'returned' : STEP[row.status] > STEP[from];
    if (!forward) {
      problem(row, partnerTexts.problems.already(row.number, line.line, prizeLineStatusLabels[line.status!]));
      continue;
    }
    judgement.moves.push({
      row,
      order,
      line,
      to: row.status,
      carrier: row.carrier ?? line.carrier,
      trackingNumber: row.trackingNumber ?? line.tracking_number,
      shippedAt: row.shippedAt ?? line.shipped_at,
      refund: row.status === 'returned' ? line.quantity * line.points : 0,
    });
  }
  // The orders the moves take somewhere, with their lines as they will be.
  const after = new Map(lines.map((line) => [line.id, line]));
  for (const move of judgement.moves) {
    after.set(move.line.id, {
      ...move.line,
      status: move.to,
      carrier: move.carrier,
      tracking_number: move.trackingNumber,
      shipped_at: move.shippedAt,
    });
  }
  const moved = new Map(judgement.moves.map((move) => [move.order.id, move.order]));
  for (const order of [...moved.values()].sort((a, b) => a.id - b.id)) {
    const own = [...after.values()].filter((line) => line.order_id === order.id).sort((a, b) => a.line - b.line);
    const to = orderStatusOf(own);
    if (to && ORDER_STEP[to] > ORDER_STEP[order.status]) judgement.orderMoves.push({ order, to, lines: own });
  }
  judgement.moves.sort((a, b) => a.order.id - b.order.id || a.line.line - b.line.line);
  return judgement;
}

/** Reads the orders a file names and their lines, held until the transaction ends with `lock`. */
async function readState(db: DB, rows: readonly PartnerRow[], lock: boolean) {
  const orders = await findOrdersByNumbers(
    db,
    rows.map((row) => row.number),
    lock,
  );
  const lines = await findPartnerLines(
    db,
    orders.map((order) => order.id),
  );
  return judge(rows, orders, lines);
}

const counted = (judgement: Judgement, status: PrizeLineStatus) =>
  judgement.moves.filter((move) => move.to === status).length;

function resultOf(judgement: Judgement, file: ImportFile, lines: number, id: number | null): PartnerResult {
  return {
    dry_run: file.dryRun,
    id,
    file: file.filename,
    lines,
    shipped: counted(judgement, 'shipped'),
    delivered: counted(judgement, 'delivered'),
    returned: counted(judgement, 'returned'),
    unchanged: judgement.unchanged,
    refunded_points: judgement.moves.reduce((sum, move) => sum + move.refund, 0),
    problems: [...judgement.problems].sort((a, b) => a.line - b.line),
  };
}

/** A line's refund through the ledger: its points back to the lots the order took them from, last taken first. */
async function refundLine(trx: DB, clock: Clock, move: LineMove): Promise<void> {
  const posted = await post(trx, clock, {
    kind: 'prize_order_refund',
    actorId: null,
    edition: move.order.edition,
    idempotencyKey: `prize-line-refund:${move.line.id}`,
    movements: [
      {
        owner: { type: 'user', id: move.order.user_id },
        amount: move.refund,
        description: REFUND_DESCRIPTION,
        source: {
          type: 'refund',
          explanation: explain.prizeReturned(move.line.name, move.line.quantity, move.order.number),
        },
        restores: move.order.operation_id,
      },
    ],
  });
  if (posted.replayed) throw new Error(`Line ${move.line.id} was refunded before`);
  await setLineRefund(trx, move.line.id, posted.operationId);
}

/**
 * Loads a statuses file: format errors refuse it (422); a dry run answers what it would do; the
 * import applies every good row, refunds returned lines, moves the orders their lines take on,
 * records the file and audits it (`prize_orders.partner_results`, each order moved also
 * `prize_order.status`), with the participants' e-mails, in one transaction.
 */
export async function loadPartnerResults(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  file: ImportFile,
): Promise<PartnerResult> {
  const rows = await readPartnerFile(file.content, file.format);
  const lines = rows.length;
  if (file.dryRun) return resultOf(await readState(db, rows, false), file, lines, null);

  return db.transaction().execute(async (trx) => {
    const judgement = await readState(trx, rows, true);
    const now = clock.now().toISOString();
    for (const move of judgement.moves) {
      const moved = await moveLine(trx, move.line.id, move.line.status, {
        status: move.to,
        carrier: move.carrier,
        tracking_number: move.trackingNumber,
        shipped_at: move.shippedAt,
        now,
      });
      // The order is held: nothing else moves its lines meanwhile.
      if (!moved) throw new Error(`Line ${move.line.id} moved while its order was held`);
      if (move.refund > 0) {
        await refundLine(trx, clock, move);
        await notifyReturnedLine(trx, clock, move.order, move.line);
      }
    }
    const result = resultOf(judgement, file, lines, null);
    const id = await insertPartnerResult(trx, {
      file: file.filename,
      lines,
      shipped: result.shipped,
      delivered: result.delivered,
      returned: result.returned,
      unchanged: result.unchanged,
      refunded_points: result.refunded_points,
      problems: JSON.stringify(result.problems),
      operator_id: operator.operatorId,
      imported_at: now,
    });
    await record(
      trx,
      clock,
      operator,
      'prize_orders.partner_results',
      { type: 'partner_results', id },
      {
        file: file.filename,
        lines,
        shipped: result.shipped,
        delivered: result.delivered,
        returned: result.returned,
        unchanged: result.unchanged,
        problems: result.problems.length,
        refunded_points: result.refunded_points,
      },
    );
    for (const { order, to, lines: own } of judgement.orderMoves) {
      if (!(await movePrizeOrder(trx, order.id, order.status, to, { now, operatorId: operator.operatorId }))) {
        throw new Error(`Prize order ${order.id} moved while it was held`);
      }
      await record(
        trx,
        clock,
        operator,
        'prize_order.status',
        { type: 'prize_order', id: order.id },
        {
          number: order.number,
          user_id: order.user_id,
          total_points: order.total_points,
          before: { status: order.status },
          after: { status: to },
          partner_results_id: id,
        },
      );
      // The participant learns once that the order is on its way, with its parcels; returns have their own e-mails.
      if (to !== 'cancelled' && ORDER_STEP[order.status] < ORDER_STEP.sent) {
        await notifyPrizeOrder(trx, clock, order, 'sent', null, { shipments: shipmentsOf(own) });
      }
    }
    return { ...result, id };
  });
}

/** The files loaded, newest first. */
export async function listPartnerResults(db: DB, query: PageRequest): Promise<AdminPage<PartnerResultsHistoryItem>> {
  const { rows, total } = await findPartnerResultsPage(db, query.page, query.per_page);
  return adminPageOf(
    rows.map((row) => ({
      id: row.id,
      file: row.file,
      lines: row.lines,
      shipped: row.shipped,
      delivered: row.delivered,
      returned: row.returned,
      unchanged: row.unchanged,
      problems: JSON.parse(row.problems) as PartnerResultProblem[],
      refunded_points: row.refunded_points,
      operator_email: row.operator_email,
      imported_at: new Date(row.imported_at).toISOString(),
    })),
    total,
    query,
  );
}
