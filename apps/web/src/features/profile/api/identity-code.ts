import type { SuccessAnswer } from '@portal/contract';
import { profileApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Sends a code to the current phone of an account without a password, proving a change. */
export function sendIdentityCode(): Promise<SuccessAnswer> {
  return call(profileApi.identityCode);
}
