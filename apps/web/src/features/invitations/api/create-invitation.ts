import type { CreateInvitationPayload, SuccessAnswer } from '@portal/contract';
import { invitationsApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

export function createInvitation(payload: CreateInvitationPayload): Promise<SuccessAnswer> {
  return call(invitationsApi.create, { body: payload });
}
