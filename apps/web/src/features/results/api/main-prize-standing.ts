import { resultsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Where the company stands in the race for the main prize. */
export const mainPrizeStandingQueryOptions = queryOptions({
  queryKey: ['main-prize-standing'],
  queryFn: async () => (await call(resultsApi.mainPrizeStanding)).standing,
});

export const useMainPrizeStanding = () => useQuery(mainPrizeStandingQueryOptions);
