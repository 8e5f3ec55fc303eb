import type { PartnerResult } from '@portal/contract';
import { adminPrizeOrdersApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../kit/api';

/** Under the prize orders' key: a statuses file loaded refreshes the orders and the files' history alike. */
export const prizeOrdersKey = ['admin', 'prize-orders'] as const;
export const partnerResultsKey = [...prizeOrdersKey, 'partner-results'] as const;

/** A page of the fulfilment partner's statuses files loaded, newest first. */
export function usePartnerResults(page: number) {
  return useQuery({
    queryKey: [...partnerResultsKey, page],
    queryFn: async () => (await adminCall(adminPrizeOrdersApi.partnerResultsHistory, { query: { page } })).items,
    placeholderData: keepPreviousData,
  });
}

/** Sends a statuses file (multipart `file` and `dry_run`); a refusal names the lines (`line N`) or `file`. */
export async function uploadPartnerResults(file: File, dryRun: boolean): Promise<PartnerResult> {
  const form = new FormData();
  form.append('dry_run', dryRun ? 'true' : 'false');
  form.append('file', file);
  return (await adminCall(adminPrizeOrdersApi.partnerResults, {}, { form })).result;
}
