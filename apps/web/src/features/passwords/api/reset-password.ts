import type { ResetPasswordPayload, SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Sets a new password with the token and e-mail of a reset link. */
export function resetPassword(payload: ResetPasswordPayload): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/reset-password', payload);
}
