import { orderStatusTexts, orderTransitions } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { OrderStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import { explain, post } from '../ledger/ledger.service.js';
import { notifyOrderStatus } from './order-notices.js';
import { findOrder, moveOrder, setRefundOperation } from './orders.repository.js';

const REFUND_DESCRIPTION = 'Zwrot punktów za odrzucone zamówienie zasilenia karty';

/** Who moves an order and why; every status change, the back office's and the command's, comes through here. */
export interface OrderStatusOptions {
  /** The operator of the back office, audited as `order.status`; none for the command line. */
  operator?: AuditActor | null;
  /** Why it is rejected (required for a rejection in the back office: docs/product/back-office.md, screen 5); kept on the order. */
  reason?: string | null;
  /** The participant the refund's ledger operation names as its actor, if any. */
  actorId?: number | null;
  /**
   * The card issuer's results file behind the move (docs/product/point-lots.md "Card issuer's
   * results"): a completion keeps when the card was loaded, a rejection's refund is explained as
   * a load that failed, and the audit names the file.
   */
  issuer?: { fileId: number; loadedAt?: string | null };
}

/** The refusal of a move the order's status does not allow: 422 on `status`, worded for the operator. */
const notAllowed = (orderId: number, from: OrderStatus, to: OrderStatus) =>
  ValidationError.field(
    'status',
    `Zamówienia ${orderId} (${orderStatusTexts[from].inSentence}) nie można oznaczyć jako ${orderStatusTexts[to].inSentence}.`,
  );

/**
 * Moves an order to a new status (new → sent → completed; new or sent → rejected). Rejecting
 * returns the order's points through the ledger in the same transaction; the status check and
 * the refund's idempotency key make a second rejection, even a simultaneous one, refund nothing.
 * The move is made only from the status just read, so the audit's `before` is the status it
 * really left; a move another operator made meanwhile refuses this one with the status it found.
 * Given a transaction, the move is made in it (an issuer's file moves all its orders in one).
 */
export async function changeOrderStatus(
  db: DB,
  clock: Clock,
  orderId: number,
  to: Exclude<OrderStatus, 'new'>,
  options: OrderStatusOptions = {},
): Promise<void> {
  if (db.isTransaction) {
    await moveIn(db, clock, orderId, to, options);
    return;
  }
  await db.transaction().execute((trx) => moveIn(trx, clock, orderId, to, options));
}

async function moveIn(
  trx: DB,
  clock: Clock,
  orderId: number,
  to: Exclude<OrderStatus, 'new'>,
  options: OrderStatusOptions,
): Promise<void> {
  const reason = to === 'rejected' ? options.reason?.trim() || null : null;
  const order = await findOrder(trx, orderId);
  if (!order) throw new NotFoundError(`Nie ma zamówienia ${orderId}.`);
  if (!orderTransitions[order.status].includes(to)) throw notAllowed(orderId, order.status, to);
  const now = clock.now().toISOString();
  const operatorId = options.operator?.operatorId ?? null;
  const loadedAt = to === 'completed' ? (options.issuer?.loadedAt ?? null) : null;
  if (!(await moveOrder(trx, orderId, order.status, to, { now, operatorId, reason, loadedAt }))) {
    const current = (await findOrder(trx, orderId))?.status ?? order.status;
    throw notAllowed(orderId, current, to);
  }
  if (options.operator) {
    await record(
      trx,
      clock,
      options.operator,
      'order.status',
      { type: 'order', id: orderId },
      {
        user_id: order.user_id,
        value: order.value,
        before: { status: order.status },
        after: { status: to },
        ...(reason !== null && { reason }),
        ...(options.issuer && { issuer_results: options.issuer.fileId }),
        ...(loadedAt !== null && { loaded_at: loadedAt }),
      },
    );
  }
  await notifyOrderStatus(trx, clock, { orderId, status: to, reason });
  if (to !== 'rejected') return;
  const refund = await post(trx, clock, {
    kind: 'order_refund',
    actorId: options.actorId ?? null,
    edition: order.edition,
    idempotencyKey: `order-refund:${orderId}`,
    movements: [
      {
        owner: { type: 'user', id: order.user_id },
        amount: order.value,
        description: REFUND_DESCRIPTION,
        source: {
          type: 'refund',
          explanation: options.issuer
            ? explain.topUpFailed(orderId, reason ?? '')
            : explain.topUpRejected(orderId, reason),
        },
        restores: order.operation_id,
      },
    ],
  });
  await setRefundOperation(trx, orderId, refund.operationId);
}
