import type { TargetRealizationAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The company's purchases against its target (GET /api/target-realization), for the results
 * widget on the account page and on the results page.
 */
export const targetRealizationQueryOptions = queryOptions({
  queryKey: ['target-realization'],
  queryFn: async () => (await api<TargetRealizationAnswer>('GET', '/api/target-realization')).data,
});

export const useTargetRealization = () => useQuery(targetRealizationQueryOptions);
