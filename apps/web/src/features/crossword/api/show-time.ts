import { type CrosswordShowTimeAnswer, quizSlugs } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const crosswordTimeKey = ['crossword', 'time'] as const;

/** GET crossword-show-time: the widget's time and whether the crossword is open. */
export const crosswordTimeOptions = queryOptions({
  queryKey: crosswordTimeKey,
  queryFn: () => api<CrosswordShowTimeAnswer>('GET', `/api/crossword-show-time/${quizSlugs.crossword}`),
});

export const useCrosswordTime = (enabled = true) => useQuery({ ...crosswordTimeOptions, enabled });
