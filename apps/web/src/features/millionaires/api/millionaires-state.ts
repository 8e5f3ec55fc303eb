import { type MillionairesStateAnswer, quizSlugs } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const millionairesStateKey = ['millionaires', 'state'] as const;

/** GET millionaires-create: the user's place in the quiz; a read, safe to repeat. */
export const millionairesStateOptions = queryOptions({
  queryKey: millionairesStateKey,
  queryFn: () => api<MillionairesStateAnswer>('GET', `/api/millionaires-create/${quizSlugs.millionaires}`),
});

export const useMillionairesState = (enabled = true) => useQuery({ ...millionairesStateOptions, enabled });
