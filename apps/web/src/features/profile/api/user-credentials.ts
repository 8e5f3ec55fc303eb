import type { SuccessAnswer, UserCredentialsPayload } from '@portal/contract';
import { profileApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Sets the login name and a new password; the user's other sessions end. */
export function saveCredentials(payload: UserCredentialsPayload): Promise<SuccessAnswer | { success: false }> {
  return call(profileApi.credentials, { body: payload });
}
