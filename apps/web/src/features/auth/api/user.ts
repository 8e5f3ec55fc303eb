import type { SessionUser } from '@portal/contract';
import { authApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { settingsQueryKey } from '../../programme';

export const userQueryKey = ['user'] as const;

/**
 * The logged-in user's page-wide data, or null: for a visitor the server answers null, for a
 * session that has ended it answers 401.
 */
async function fetchUser(): Promise<SessionUser | null> {
  try {
    return (await call(authApi.user, {}, { on401: 'throw' })).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: userQueryKey, queryFn: fetchUser, staleTime: 60_000 });

export function useUser(): SessionUser | null {
  return useQuery(userQueryOptions).data ?? null;
}

/**
 * Drops everything cached for the previous user (the programme settings stay: they are the same
 * for everyone), so nothing of theirs is shown to the next person on this device.
 */
export function forgetUser(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== settingsQueryKey[0] });
}
