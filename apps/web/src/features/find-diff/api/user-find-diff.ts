import { quizSlugs, type UserFindDiffShowAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const userFindDiffKey = ['find-diff', 'user'] as const;

/** GET user-find-diff-show: the user's attempt and the differences it found; changes nothing. */
export const userFindDiffOptions = queryOptions({
  queryKey: userFindDiffKey,
  queryFn: () => api<UserFindDiffShowAnswer>('GET', `/api/user-find-diff-show/${quizSlugs.findDiff}`),
});

export const useUserFindDiff = (enabled = true) => useQuery({ ...userFindDiffOptions, enabled });
