import { findPairApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const findPairKey = (slug: string) => ['find-pair', 'show', slug] as const;

/** GET find-pair-show: the quiz and the user's game (null before START); changes nothing. */
export const findPairOptions = (slug: string) =>
  queryOptions({
    queryKey: findPairKey(slug),
    queryFn: () => call(findPairApi.show, { params: { slug } }),
  });

export const useFindPair = (slug: string, enabled = true) => useQuery({ ...findPairOptions(slug), enabled });
