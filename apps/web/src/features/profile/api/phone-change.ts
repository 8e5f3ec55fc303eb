import type { PhoneChangeConfirmPayload, PhoneChangeRequestPayload, SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/** Proves the account and sends a code to the new phone; the number does not change yet. */
export function requestPhoneChange(payload: PhoneChangeRequestPayload): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/phone-change/request', payload);
}

/** The code from the new phone makes it the account's phone; the other sessions end. */
export function confirmPhoneChange(payload: PhoneChangeConfirmPayload): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/phone-change/confirm', payload);
}
