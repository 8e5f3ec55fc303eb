import { quizSlugs } from '@portal/contract';
import { crosswordApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const crosswordTimeKey = ['crossword', 'time'] as const;

/** GET crossword-show-time: the widget's time and whether the crossword is open. */
export const crosswordTimeOptions = queryOptions({
  queryKey: crosswordTimeKey,
  queryFn: () => call(crosswordApi.showTime, { params: { slug: quizSlugs.crossword } }),
});

export const useCrosswordTime = (enabled = true) => useQuery({ ...crosswordTimeOptions, enabled });
