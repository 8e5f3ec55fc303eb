import type { DB } from '../../db/database.js';
import type { OrderStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { post } from '../ledger/ledger.service.js';
import { notifyOrderStatus } from './order-notices.js';
import { findOrder, moveOrder, setRefundOperation } from './orders.repository.js';

const REFUND_DESCRIPTION = 'Zwrot punktów za odrzucone zamówienie zasilenia karty';

/** Where an order may go from each status; completed and rejected are final. */
const nextStatuses: Record<OrderStatus, OrderStatus[]> = {
  new: ['sent', 'rejected'],
  sent: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

const statusNames: Record<OrderStatus, string> = {
  new: 'nowe',
  sent: 'przekazane do wydawcy karty',
  completed: 'zrealizowane',
  rejected: 'odrzucone',
};

const allowedFrom = (to: OrderStatus) =>
  (Object.keys(nextStatuses) as OrderStatus[]).filter((from) => nextStatuses[from].includes(to));

/**
 * Moves an order to a new status (new → sent → completed; new or sent → rejected). Rejecting
 * returns the order's points through the ledger in the same transaction; the status check and
 * the refund's idempotency key make a second rejection, even a simultaneous one, refund nothing.
 */
export async function changeOrderStatus(
  db: DB,
  clock: Clock,
  orderId: number,
  to: Exclude<OrderStatus, 'new'>,
  actorId: number | null = null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderId);
    if (!order) throw new NotFoundError(`Nie ma zamówienia ${orderId}.`);
    const now = clock.now().toISOString();
    if (!(await moveOrder(trx, orderId, allowedFrom(to), to, now))) {
      const current = (await findOrder(trx, orderId))?.status ?? order.status;
      throw new ConflictError(
        `Zamówienia ${orderId} (${statusNames[current]}) nie można oznaczyć jako ${statusNames[to]}.`,
      );
    }
    await notifyOrderStatus(trx, clock, { orderId, status: to });
    if (to !== 'rejected') return;
    const refund = await post(trx, clock, {
      kind: 'order_refund',
      actorId,
      edition: order.edition,
      idempotencyKey: `order-refund:${orderId}`,
      movements: [{ owner: { type: 'user', id: order.user_id }, amount: order.value, description: REFUND_DESCRIPTION }],
    });
    await setRefundOperation(trx, orderId, refund.operationId);
  });
}
