import type { SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Joins the contest as a seller (no body). */
export function assignSellerRole(): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/assign-seller-role');
}
