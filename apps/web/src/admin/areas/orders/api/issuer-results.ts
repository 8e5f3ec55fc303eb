import type { IssuerResults } from '@portal/contract';
import { adminOrdersApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../kit/api';

/** Under the orders' key: an import refreshes the queue and the files' history together. */
export const ordersKey = ['admin', 'orders'] as const;
export const issuerResultsKey = [...ordersKey, 'issuer-results'] as const;

/**
 * Sends the card issuer's results file (multipart `file` and `dry_run`); a refusal names the
 * lines (`line N`) or `file`.
 */
export async function uploadIssuerResults(file: File, dryRun: boolean): Promise<IssuerResults> {
  const form = new FormData();
  form.append('dry_run', dryRun ? 'true' : 'false');
  form.append('file', file);
  return (await adminCall(adminOrdersApi.importIssuerResults, {}, { form })).result;
}

/** A page of the results files imported, newest first. */
export function useIssuerResultFiles(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...issuerResultsKey, page],
    queryFn: async () => (await adminCall(adminOrdersApi.issuerResults, { query: { page } })).items,
    placeholderData: keepPreviousData,
    enabled,
  });
}
