import type { RemindPasswordPayload, SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Asks for a password reset link; the answer is the same whether the address is registered or not. */
export function remindPassword(payload: RemindPasswordPayload): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/remind-password', payload);
}
