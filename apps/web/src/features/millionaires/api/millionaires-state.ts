import { quizSlugs } from '@portal/contract';
import { millionairesApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const millionairesStateKey = ['millionaires', 'state'] as const;

/** GET millionaires-create: the user's place in the quiz; a read, safe to repeat. */
export const millionairesStateOptions = queryOptions({
  queryKey: millionairesStateKey,
  queryFn: () => call(millionairesApi.state, { params: { slug: quizSlugs.millionaires } }),
});

export const useMillionairesState = (enabled = true) => useQuery({ ...millionairesStateOptions, enabled });
