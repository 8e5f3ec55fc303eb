import type { CompleteInvitationPayload, SuccessAnswer } from '@portal/contract';
import { invitationsApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

export function completeInvitation(payload: CompleteInvitationPayload): Promise<SuccessAnswer> {
  return call(invitationsApi.complete, { body: payload });
}
