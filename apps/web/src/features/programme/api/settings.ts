import type { ProgrammeSettings } from '@portal/contract';
import { programmeApi } from '@portal/contract/routes';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const settingsQueryKey = ['settings'] as const;

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: async () => (await call(programmeApi.settings)).settings,
  staleTime: 5 * 60_000,
});

/** Programme settings; the root route loads them before the first page renders. */
export function useSettings(): ProgrammeSettings {
  return useSuspenseQuery(settingsQueryOptions).data;
}
