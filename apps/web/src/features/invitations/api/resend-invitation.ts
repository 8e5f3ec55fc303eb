import type { SuccessAnswer } from '@portal/contract';
import { invitationsApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Sends a pending invitation's e-mail again (the server allows once a minute). */
export function resendInvitation(id: number): Promise<SuccessAnswer> {
  return call(invitationsApi.resend, { body: { id } });
}
