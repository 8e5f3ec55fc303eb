import { resultsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/**
 * The company's purchases against its target (GET /api/target-realization), for the results
 * widget on the account page and on the results page.
 */
export const targetRealizationQueryOptions = queryOptions({
  queryKey: ['target-realization'],
  queryFn: async () => (await call(resultsApi.targetRealization)).data,
});

export const useTargetRealization = () => useQuery(targetRealizationQueryOptions);
