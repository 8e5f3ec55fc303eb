import { resultsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The seller's purchase targets (a 401 sends the visitor to /, as every call does). */
export const purchasesQueryOptions = queryOptions({
  queryKey: ['purchases'],
  queryFn: () => call(resultsApi.purchases),
});

export const usePurchases = () => useQuery(purchasesQueryOptions);
