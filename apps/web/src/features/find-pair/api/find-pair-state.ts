import { quizSlugs } from '@portal/contract';
import { findPairApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const findPairKey = ['find-pair', 'show'] as const;

/** GET find-pair-show: the quiz and the user's game (null before START); changes nothing. */
export const findPairOptions = queryOptions({
  queryKey: findPairKey,
  queryFn: () => call(findPairApi.show, { params: { slug: quizSlugs.findPair } }),
});

export const useFindPair = (enabled = true) => useQuery({ ...findPairOptions, enabled });
