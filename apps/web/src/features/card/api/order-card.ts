import type { SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Asks for a new prepaid card (no body); the server takes one request per seller. */
export function orderCard(): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/card/order');
}
