import type { SuccessAnswer, UserCredentialsPayload } from '@portal/contract';
import { api } from '../../../lib/api';

/** Sets the login name and a new password; the user's other sessions end. */
export function saveCredentials(payload: UserCredentialsPayload): Promise<SuccessAnswer | { success: false }> {
  return api<SuccessAnswer | { success: false }>('POST', '/api/user-credentials', payload);
}
