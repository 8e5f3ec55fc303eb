import type { AuthWithCodePayload, RequestAuthCodePayload } from '@portal/contract';
import { authApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { forgetUser, userQueryOptions } from './user';

export function requestAuthCode(payload: RequestAuthCodePayload): Promise<unknown> {
  return call(authApi.requestAuthCode, { body: payload });
}

/** Logs in with the SMS code, then loads the page-wide user the guards read. */
export async function loginWithCode(payload: AuthWithCodePayload): Promise<void> {
  await call(authApi.authWithCode, { body: payload });
  forgetUser();
  await queryClient.fetchQuery(userQueryOptions);
}
