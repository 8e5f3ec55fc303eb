import { findDiffApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const userFindDiffKey = (slug: string) => ['find-diff', 'user', slug] as const;

/** GET user-find-diff-show: the user's attempt and the differences it found; changes nothing. */
export const userFindDiffOptions = (slug: string) =>
  queryOptions({
    queryKey: userFindDiffKey(slug),
    queryFn: () => call(findDiffApi.user, { params: { slug } }),
  });

export const useUserFindDiff = (slug: string, enabled = true) => useQuery({ ...userFindDiffOptions(slug), enabled });
