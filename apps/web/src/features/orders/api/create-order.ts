import type { CreateOrderPayload, SuccessAnswer } from '@portal/contract';
import { ordersApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/**
 * Orders a card top-up. The Idempotency-Key names one submission of the form: sent again with
 * the same key (a retry after a lost answer), the order is made and paid for once.
 */
export function createOrder(payload: CreateOrderPayload, idempotencyKey: string): Promise<SuccessAnswer> {
  return call(ordersApi.create, { body: payload }, { headers: { 'Idempotency-Key': idempotencyKey } });
}
