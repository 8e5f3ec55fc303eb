import type { PurchasesAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The seller's purchase targets (a 401 sends the visitor to /, as every call does). */
export const purchasesQueryOptions = queryOptions({
  queryKey: ['purchases'],
  queryFn: () => api<PurchasesAnswer>('GET', '/api/purchases'),
});

export const usePurchases = () => useQuery(purchasesQueryOptions);
