import { api } from '../../../lib/api';

/** Withdraws the consent to the regulations: the server ends the user's access. */
export function revokeRegulations(): Promise<{ success: true; message: string }> {
  return api('POST', '/api/user_revoke_accept_regulations');
}
