import type { AcceptRegulationsAnswer, AcceptRegulationsPayload } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const acceptRegulationsQueryOptions = queryOptions({
  queryKey: ['accept-regulations'],
  queryFn: () => api<AcceptRegulationsAnswer>('GET', '/api/accept-regulations'),
});

export function acceptRegulations(payload: AcceptRegulationsPayload): Promise<unknown> {
  return api('POST', '/api/accept-regulations', payload);
}
