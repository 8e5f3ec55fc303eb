import type { CompleteInvitationPayload, SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

export function completeInvitation(payload: CompleteInvitationPayload): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/invitations/complete-invitation', payload);
}
