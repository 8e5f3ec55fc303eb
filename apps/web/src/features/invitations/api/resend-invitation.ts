import type { SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Sends a pending invitation's e-mail again (the server allows once a minute). */
export function resendInvitation(id: number): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/invitations/send-invitation-email', { id });
}
