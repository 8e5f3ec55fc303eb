import { rankingsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The rankings of the company chosen in the session (the path ends with a slash). */
export const userRankingsQueryOptions = queryOptions({
  queryKey: ['user-rankings'],
  queryFn: () => call(rankingsApi.user),
});

export const useUserRankings = () => useQuery(userRankingsQueryOptions);
