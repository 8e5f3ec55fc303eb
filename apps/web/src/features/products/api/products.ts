import { PAGE_SIZE, type ProductsAnswer } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** One page of the contest's products (spec §7, six a page). */
export const productsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['products', page],
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) });
      return (await api<ProductsAnswer>('GET', `/api/products?${query}`)).items;
    },
    // The grid keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (page: number) => useQuery(productsQueryOptions(page));
