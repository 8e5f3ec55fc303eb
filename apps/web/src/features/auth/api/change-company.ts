import type { ChangeCompanyPayload } from '@portal/contract';
import { authApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

export function changeCompany(payload: ChangeCompanyPayload): Promise<unknown> {
  return call(authApi.changeCompany, { body: payload });
}
