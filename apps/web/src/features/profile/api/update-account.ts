import type { SuccessAnswer, UpdateAccountPayload } from '@portal/contract';
import { profileApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Saves the edit-data form; 422 names fields as user.*, company.*, residenceAddress.*, companyAddress.*. */
export function updateAccount(payload: UpdateAccountPayload): Promise<SuccessAnswer> {
  return call(profileApi.updateAccount, { body: payload });
}
