import type { SuccessAnswer, VoteStorePayload } from '@portal/contract';
import { votesApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { votesCreateQueryOptions } from './votes-create';
import { votesShowQueryOptions } from './votes-show';

/** Casts the leader's vote; the banner and the page then read that it has been cast. */
export async function storeVote(payload: VoteStorePayload): Promise<SuccessAnswer> {
  const answer = await call(votesApi.store, { body: payload });
  queryClient.setQueryData(votesShowQueryOptions.queryKey, false);
  await queryClient.invalidateQueries({ queryKey: votesCreateQueryOptions.queryKey });
  return answer;
}
