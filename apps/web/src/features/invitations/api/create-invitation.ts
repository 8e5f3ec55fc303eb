import type { CreateInvitationPayload, SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

export function createInvitation(payload: CreateInvitationPayload): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/invitations', payload);
}
