import { quizSlugs } from '@portal/contract';
import { findDiffApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const userFindDiffKey = ['find-diff', 'user'] as const;

/** GET user-find-diff-show: the user's attempt and the differences it found; changes nothing. */
export const userFindDiffOptions = queryOptions({
  queryKey: userFindDiffKey,
  queryFn: () => call(findDiffApi.user, { params: { slug: quizSlugs.findDiff } }),
});

export const useUserFindDiff = (enabled = true) => useQuery({ ...userFindDiffOptions, enabled });
