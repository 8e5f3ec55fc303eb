import type { OrderQuestion, OrderQuestionAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Draws the question of the top-up form; the order that follows must answer this one. */
export async function fetchOrderQuestion(): Promise<OrderQuestion> {
  return (await api<OrderQuestionAnswer>('GET', '/api/orders')).question;
}
