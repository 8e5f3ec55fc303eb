import type { SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Sends a code to the current phone of an account without a password, proving a change. */
export function sendIdentityCode(): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/identity-code');
}
