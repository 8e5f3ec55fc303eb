import type { ResetPasswordPayload, SuccessAnswer } from '@portal/contract';
import { passwordsApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Sets a new password with the token and e-mail of a reset link. */
export function resetPassword(payload: ResetPasswordPayload): Promise<SuccessAnswer> {
  return call(passwordsApi.reset, { body: payload });
}
