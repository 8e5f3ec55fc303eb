import { productsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The products covered by the promotion, by category (/lista-produktow). */
export const promotedProductsQueryOptions = queryOptions({
  queryKey: ['promoted-products'],
  queryFn: async () => (await call(productsApi.promoted)).categories,
});

export const usePromotedProducts = () => useQuery(promotedProductsQueryOptions);
