import type { SuccessAnswer } from '@portal/contract';
import { cardApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Asks for a new prepaid card (no body); the server takes one request per seller. */
export function orderCard(): Promise<SuccessAnswer> {
  return call(cardApi.order);
}
