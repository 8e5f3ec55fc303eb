import { profileApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The voivodeships of the company-address select (GET /api/provinces). */
export const provincesQueryOptions = queryOptions({
  queryKey: ['provinces'],
  queryFn: async () => (await call(profileApi.provinces)).items,
  // The list never changes while the page is open.
  staleTime: Infinity,
});

export const useProvinces = () => useQuery(provincesQueryOptions);
