import type { NewsRoleQuery, SessionUser } from '@portal/contract';
import { newsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The role the news are asked for: lider for a leader, sprzedawca for anyone else. */
export const newsRoleOf = (user: Pick<SessionUser, 'role'>): NewsRoleQuery =>
  user.role === 'leader' ? 'lider' : 'sprzedawca';

export const newsQueryOptions = (role: NewsRoleQuery) =>
  queryOptions({
    queryKey: ['news', role],
    queryFn: async () => (await call(newsApi.index, { query: { roles: role } })).items,
  });

/** The slides of the news slider, for the role of the user; nothing is asked before the user is known. */
export function useNews(role: NewsRoleQuery | null) {
  return useQuery({ ...newsQueryOptions(role ?? 'sprzedawca'), enabled: role !== null });
}
