import type { VotesShowAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Whether the call-to-vote banner is shown (GET /api/votes-show). */
export const votesShowQueryOptions = queryOptions({
  queryKey: ['votes-show'],
  queryFn: async () => (await api<VotesShowAnswer>('GET', '/api/votes-show')).display_vote,
});

export const useVotesShow = () => useQuery(votesShowQueryOptions);
