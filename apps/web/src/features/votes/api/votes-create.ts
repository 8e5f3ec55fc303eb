import { votesApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The options of the leaders' vote and whether this leader has voted (GET /api/votes-create). */
export const votesCreateQueryOptions = queryOptions({
  queryKey: ['votes-create'],
  queryFn: async () => {
    const { items, hasVote } = await call(votesApi.create);
    return { items, hasVote };
  },
});

export const useVotesCreate = () => useQuery(votesCreateQueryOptions);
