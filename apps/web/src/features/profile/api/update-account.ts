import type { SuccessAnswer, UpdateAccountPayload } from '@portal/contract';
import { api } from '../../../lib/api';

/** Saves the edit-data form; 422 names fields as user.*, company.*, residenceAddress.*, companyAddress.*. */
export function updateAccount(payload: UpdateAccountPayload): Promise<SuccessAnswer> {
  return api<SuccessAnswer>('POST', '/api/account', payload);
}
