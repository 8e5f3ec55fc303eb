import type { AdminSettings, AdminSettingsUpdatePayload, EditionStartPayload } from '@portal/contract';
import { adminProgrammeApi } from '@portal/contract/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../kit/api';

export const settingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the programme's settings and the current edition. */
export function useAdminSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: async () => (await adminCall(adminProgrammeApi.get)).settings,
  });
}

/** Every write of this screen answers the settings as they are after it: the page shows those. */
function useSettingsWrite<V>(write: (values: V) => Promise<{ settings: AdminSettings }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ settings }) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}

/** PUT /api/admin/settings with the fields that changed. */
export const useUpdateSettings = () =>
  useSettingsWrite((body: AdminSettingsUpdatePayload) => adminCall(adminProgrammeApi.update, { body }));

/** POST /api/admin/regulations: the PDF and its version date, as a multipart form. */
export const useUploadRegulations = () =>
  useSettingsWrite(({ file, version }: { file: File; version: string }) => {
    const form = new FormData();
    form.append('version', version);
    form.append('file', file);
    return adminCall(adminProgrammeApi.uploadRegulations, {}, { form });
  });

/**
 * GET /api/admin/regulations: every version with its PDF, the one in force marked. Keyed by the
 * version in force, so an upload or a change of version lists anew.
 */
export function useRegulationsVersions(inForce: string) {
  return useQuery({
    queryKey: ['admin', 'regulations', inForce],
    queryFn: async () => (await adminCall(adminProgrammeApi.regulations)).versions,
  });
}

/** POST /api/admin/editions: closes the current edition and starts the next. */
export const useStartEdition = () =>
  useSettingsWrite((body: EditionStartPayload) => adminCall(adminProgrammeApi.startEdition, { body }));
