import type { ProgrammeSettings, SettingsAnswer } from '@portal/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const settingsQueryKey = ['settings'] as const;

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: async () => (await api<SettingsAnswer>('GET', '/api/settings')).settings,
  staleTime: 5 * 60_000,
});

/** Programme settings; the root route loads them before the first page renders. */
export function useSettings(): ProgrammeSettings {
  return useSuspenseQuery(settingsQueryOptions).data;
}
