import type { RemindPasswordPayload, SuccessAnswer } from '@portal/contract';
import { passwordsApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Asks for a password reset link; the answer is the same whether the address is registered or not. */
export function remindPassword(payload: RemindPasswordPayload): Promise<SuccessAnswer> {
  return call(passwordsApi.remind, { body: payload });
}
