import { codesApi } from '@portal/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

/** One page of the seller's registered codes with the points summary ("Moje kody"). */
export const myCodesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...pointsQueryKeys.myCodes, page],
    queryFn: () => call(codesApi.list, { query: { page, per_page: 10 } }),
    placeholderData: keepPreviousData,
  });

export const useMyCodes = (page: number) => useQuery(myCodesQueryOptions(page));

/** The trainings whose coupon the participant registered (the account's "Szkolenia"). */
export const useTrainings = () =>
  useQuery({
    queryKey: [...pointsQueryKeys.myCodes, 'trainings'],
    queryFn: async () => (await call(codesApi.trainings)).items,
  });
