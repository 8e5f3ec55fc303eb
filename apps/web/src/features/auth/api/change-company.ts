import type { ChangeCompanyPayload } from '@portal/contract';
import { api } from '../../../lib/api';

export function changeCompany(payload: ChangeCompanyPayload): Promise<unknown> {
  return api('POST', '/api/change-company', payload);
}
