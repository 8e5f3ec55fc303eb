import { crosswordApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const crosswordTimeKey = (slug: string) => ['crossword', 'time', slug] as const;

/** GET crossword-show-time: the widget's time and whether the crossword is open. */
export const crosswordTimeOptions = (slug: string) =>
  queryOptions({
    queryKey: crosswordTimeKey(slug),
    queryFn: () => call(crosswordApi.showTime, { params: { slug } }),
  });

export const useCrosswordTime = (slug: string, enabled = true) => useQuery({ ...crosswordTimeOptions(slug), enabled });
