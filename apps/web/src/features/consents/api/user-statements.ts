import type { UserStatementsAnswer, UserStatementsPayload } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const userStatementsQueryKey = ['user-statements'] as const;

/** The user's three statements of the current edition (the profile's consents block). */
export const userStatementsQueryOptions = queryOptions({
  queryKey: userStatementsQueryKey,
  queryFn: async () => (await api<UserStatementsAnswer>('GET', '/api/user_statements')).item,
});

export const useUserStatements = () => useQuery(userStatementsQueryOptions);

export function saveUserStatements(payload: UserStatementsPayload): Promise<UserStatementsAnswer> {
  return api<UserStatementsAnswer>('POST', '/api/user_statements', payload);
}
