import type { PhoneChangeConfirmPayload, PhoneChangeRequestPayload, SuccessAnswer } from '@portal/contract';
import { profileApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Proves the account and sends a code to the new phone; the number does not change yet. */
export function requestPhoneChange({
  phone,
  current_password,
  current_code,
}: PhoneChangeRequestPayload): Promise<SuccessAnswer> {
  // The schema names both proofs; the one the account does not use stays undefined and is not sent.
  return call(profileApi.phoneChangeRequest, { body: { phone, current_password, current_code } });
}

/** The code from the new phone makes it the account's phone; the other sessions end. */
export function confirmPhoneChange(payload: PhoneChangeConfirmPayload): Promise<SuccessAnswer> {
  return call(profileApi.phoneChangeConfirm, { body: payload });
}
