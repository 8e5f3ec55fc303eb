import type { AcceptRegulationsPayload } from '@portal/contract';
import { consentsApi } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const acceptRegulationsQueryOptions = queryOptions({
  queryKey: ['accept-regulations'],
  queryFn: () => call(consentsApi.canAccept),
});

export function acceptRegulations(payload: AcceptRegulationsPayload): Promise<unknown> {
  return call(consentsApi.accept, { body: payload });
}
