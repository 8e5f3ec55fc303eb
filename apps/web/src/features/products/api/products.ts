import { PAGE_SIZE } from '@portal/contract';
import { productsApi } from '@portal/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** One page of the contest's products (six a page). */
export const productsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['products', page],
    queryFn: async () => (await call(productsApi.list, { query: { page, per_page: PAGE_SIZE } })).items,
    // The grid keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (page: number) => useQuery(productsQueryOptions(page));
