import { profileApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

export const accountQueryKey = pointsQueryKeys.account;

/** The account and profile pages' data (a 401 sends the visitor to /, as every call does). */
export const accountQueryOptions = queryOptions({
  queryKey: accountQueryKey,
  queryFn: () => call(profileApi.account),
});

export const useAccount = () => useQuery(accountQueryOptions);
