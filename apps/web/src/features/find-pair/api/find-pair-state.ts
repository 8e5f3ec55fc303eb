import { type FindPairShowAnswer, quizSlugs } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const findPairKey = ['find-pair', 'show'] as const;

/** GET find-pair-show: the quiz and the user's game (null before START); changes nothing. */
export const findPairOptions = queryOptions({
  queryKey: findPairKey,
  queryFn: () => api<FindPairShowAnswer>('GET', `/api/find-pair-show/${quizSlugs.findPair}`),
});

export const useFindPair = (enabled = true) => useQuery({ ...findPairOptions, enabled });
