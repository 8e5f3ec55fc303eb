import { votesApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Whether the call-to-vote banner is shown (GET /api/votes-show). */
export const votesShowQueryOptions = queryOptions({
  queryKey: ['votes-show'],
  queryFn: async () => (await call(votesApi.show)).display_vote,
});

export const useVotesShow = () => useQuery(votesShowQueryOptions);
