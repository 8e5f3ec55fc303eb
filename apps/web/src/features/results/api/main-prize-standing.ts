import type { MainPrizeStandingAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Where the company stands in the race for the main prize. */
export const mainPrizeStandingQueryOptions = queryOptions({
  queryKey: ['main-prize-standing'],
  queryFn: async () => (await api<MainPrizeStandingAnswer>('GET', '/api/main-prize-standing')).standing,
});

export const useMainPrizeStanding = () => useQuery(mainPrizeStandingQueryOptions);
