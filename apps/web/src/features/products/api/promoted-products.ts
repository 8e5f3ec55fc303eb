import type { PromotedProductsAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The products covered by the promotion, by category (/lista-produktow). */
export const promotedProductsQueryOptions = queryOptions({
  queryKey: ['promoted-products'],
  queryFn: async () => (await api<PromotedProductsAnswer>('GET', '/api/promoted-products')).categories,
});

export const usePromotedProducts = () => useQuery(promotedProductsQueryOptions);
