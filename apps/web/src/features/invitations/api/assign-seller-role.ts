import type { SuccessAnswer } from '@portal/contract';
import { invitationsApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Joins the contest as a seller (no body). */
export function assignSellerRole(): Promise<SuccessAnswer> {
  return call(invitationsApi.assignSellerRole);
}
