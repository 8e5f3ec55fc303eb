import type { AdjustmentPayload } from '@portal/contract';
import { adminLedgerApi } from '@portal/contract/admin-routes';
import { adminCall } from '../../../kit/api';

export const pointsKey = ['admin', 'points'] as const;

/**
 * Posts an adjustment. The Idempotency-Key names one submission of the form: a retry of the
 * same submission sends the same key, and the server posts it once.
 */
export async function postAdjustment(body: AdjustmentPayload, idempotencyKey: string): Promise<number> {
  const answer = await adminCall(adminLedgerApi.adjust, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });
  return answer.balance;
}
