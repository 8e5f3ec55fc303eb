import type { UserStatementsAnswer, UserStatementsPayload } from '@portal/contract';
import { consentsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const userStatementsQueryKey = ['user-statements'] as const;

/** The user's three statements of the current edition (the profile's consents block). */
export const userStatementsQueryOptions = queryOptions({
  queryKey: userStatementsQueryKey,
  queryFn: async () => (await call(consentsApi.statements)).item,
});

export const useUserStatements = () => useQuery(userStatementsQueryOptions);

export function saveUserStatements(payload: UserStatementsPayload): Promise<UserStatementsAnswer> {
  return call(consentsApi.saveStatements, { body: payload });
}
