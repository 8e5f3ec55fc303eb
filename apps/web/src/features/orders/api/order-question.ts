import type { OrderQuestion } from '@portal/contract';
import { ordersApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Draws the question of the top-up form; the order that follows must answer this one. */
export async function fetchOrderQuestion(): Promise<OrderQuestion> {
  return (await call(ordersApi.question)).question;
}
