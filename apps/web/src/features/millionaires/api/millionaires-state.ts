import { millionairesApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const millionairesStateKey = (slug: string) => ['millionaires', 'state', slug] as const;

/** GET millionaires-create: the user's place in the quiz; a read, safe to repeat. */
export const millionairesStateOptions = (slug: string) =>
  queryOptions({
    queryKey: millionairesStateKey(slug),
    queryFn: () => call(millionairesApi.state, { params: { slug } }),
  });

export const useMillionairesState = (slug: string, enabled = true) =>
  useQuery({ ...millionairesStateOptions(slug), enabled });
