import type { LoginPayload } from '@portal/contract';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { forgetUser, userQueryOptions } from './user';

/** Logs in by e-mail and password, then loads the page-wide user the guards read. */
export async function login(payload: LoginPayload): Promise<void> {
  await api('POST', '/api/login', payload);
  forgetUser();
  await queryClient.fetchQuery(userQueryOptions);
}
