import { codesApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The products whose codes earn points (/produkty-premium). */
export const premiumProductsQueryOptions = queryOptions({
  queryKey: ['premium-products'],
  queryFn: async () => (await call(codesApi.premiumProducts, { query: { format: 'json' } })).items,
});

export const usePremiumProducts = () => useQuery(premiumProductsQueryOptions);

/** The same list as a file: a plain link, the browser downloads it with the session's cookie. */
export const premiumProductsFileUrl = (format: 'pdf' | 'xlsx') => `${codesApi.premiumProducts.path}?format=${format}`;
