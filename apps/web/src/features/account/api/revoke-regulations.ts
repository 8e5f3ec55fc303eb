import { consentsApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Withdraws the consent to the regulations: the server ends the user's access. */
export function revokeRegulations(): Promise<{ success: true; message: string }> {
  return call(consentsApi.revoke);
}
