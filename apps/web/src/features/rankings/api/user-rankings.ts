import type { UserRankingsAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The rankings of the company chosen in the session (the spec's path ends with a slash). */
export const userRankingsQueryOptions = queryOptions({
  queryKey: ['user-rankings'],
  queryFn: () => api<UserRankingsAnswer>('GET', '/api/user-rankings/'),
});

export const useUserRankings = () => useQuery(userRankingsQueryOptions);
