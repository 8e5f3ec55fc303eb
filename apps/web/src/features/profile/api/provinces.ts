import type { ProvincesAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The voivodeships of the company-address select (GET /api/provinces). */
export const provincesQueryOptions = queryOptions({
  queryKey: ['provinces'],
  queryFn: async () => (await api<ProvincesAnswer>('GET', '/api/provinces')).items,
  // The list never changes while the page is open.
  staleTime: Infinity,
});

export const useProvinces = () => useQuery(provincesQueryOptions);
