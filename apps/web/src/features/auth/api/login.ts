import type { LoginPayload } from '@portal/contract';
import { authApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { forgetUser, userQueryOptions } from './user';

/** Logs in by e-mail and password, then loads the page-wide user the guards read. */
export async function login(payload: LoginPayload): Promise<void> {
  await call(authApi.login, { body: payload });
  forgetUser();
  await queryClient.fetchQuery(userQueryOptions);
}
