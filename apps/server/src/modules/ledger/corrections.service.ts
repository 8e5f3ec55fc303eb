import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { lockBalance as lockBalanceRow } from './ledger.repository.js';
import { post } from './ledger.service.js';
import { findLot, findLotOfOperation, reverseLot, sumTakenFromLot } from './lots.repository.js';

/*
 * Taking back a credit the manufacturer's corrections no longer justify (docs/product/point-lots.md
 * "Corrections and debt"): a waiting lot is cancelled and nothing is owed; an available one loses
 * what it still holds, and what of it was already spent becomes the holder's debt, paid first
 * from the points that come next. Once per lot: the lot's reversal is a conditional change and
 * the operation's ledger key is the lot's.
 */

export interface Reversal {
  /** The lot's amount: what the credit had given. */
  points: number;
  /** Waiting points cancelled. */
  cancelled: number;
  /** Available points taken back now. */
  taken: number;
  /** Spent points now owed. */
  debt: number;
  /** The operation that moved the points; null when nothing moved (or it had been reversed before). */
  operationId: number | null;
  /** False when the lot had been reversed before: nothing happened now. */
  reversed: boolean;
}

/**
 * Reverses the lot the credit operation `creditOperationId` made, in the caller's transaction,
 * with the explanation of the correction.
 */
export async function reverseCredit(
  trx: DB,
  clock: Clock,
  creditOperationId: number,
  explanation: string,
): Promise<Reversal> {
  const found = await findLotOfOperation(trx, creditOperationId);
  const none = { points: 0, cancelled: 0, taken: 0, debt: 0, operationId: null, reversed: false };
  if (!found) return none;
  const owner = { type: found.owner_type, id: found.owner_id };
  // The holder's balance row first, as every ledger operation takes it: then the lot as it is now.
  await lockBalanceRow(trx, owner);
  const lot = await findLot(trx, found.id);
  if (!lot || lot.reversed_at !== null) return { ...none, points: found.amount };
  const now = clock.now().toISOString();
  const source = { type: 'correction' as const, id: lot.source_id, explanation };
  if (lot.state === 'pending' || lot.state === 'held') {
    if (!(await reverseLot(trx, lot.id, { state: 'cancelled', remaining: 0, note: explanation }, now))) {
      return { ...none, points: lot.amount };
    }
    const posted = await post(trx, clock, {
      kind: 'cancel',
      actorId: null,
      edition: lot.edition,
      idempotencyKey: `correction:${lot.id}`,
      movements: [
        { owner, amount: -lot.remaining, bucket: lot.state, lotId: lot.id, description: explanation, source },
      ],
    });
    return { ...none, points: lot.amount, cancelled: lot.remaining, operationId: posted.operationId, reversed: true };
  }
  const remaining = lot.state === 'available' ? lot.remaining : 0;
  const owed = lot.state === 'available' ? await sumTakenFromLot(trx, lot.id) : 0;
  if (!(await reverseLot(trx, lot.id, { state: lot.state, remaining: 0 }, now))) {
    return { ...none, points: lot.amount };
  }
  if (remaining === 0 && owed === 0) return { ...none, points: lot.amount, reversed: true };
  const posted = await post(trx, clock, {
    kind: 'correction',
    actorId: null,
    edition: lot.edition,
    idempotencyKey: `correction:${lot.id}`,
    movements: [
      ...(remaining > 0
        ? [{ owner, amount: -remaining, bucket: 'available' as const, lotId: lot.id, description: explanation, source }]
        : []),
      ...(owed > 0
        ? [{ owner, amount: owed, bucket: 'debt' as const, lotId: lot.id, description: explanation, source }]
        : []),
    ],
  });
  return {
    points: lot.amount,
    cancelled: 0,
    taken: remaining,
    debt: owed,
    operationId: posted.operationId,
    reversed: true,
  };
}
