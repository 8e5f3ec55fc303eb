import type { AuthWithCodePayload, RequestAuthCodePayload } from '@portal/contract';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { forgetUser, userQueryOptions } from './user';

export function requestAuthCode(payload: RequestAuthCodePayload): Promise<unknown> {
  return api('POST', '/api/request-auth-code', payload);
}

/** Logs in with the SMS code, then loads the page-wide user the guards read. */
export async function loginWithCode(payload: AuthWithCodePayload): Promise<void> {
  await api('POST', '/api/auth-with-code', payload);
  forgetUser();
  await queryClient.fetchQuery(userQueryOptions);
}
