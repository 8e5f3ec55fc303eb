import { PAGE_SIZE } from '@portal/contract';
import { sharingApi } from '@portal/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const sharingHistoryQueryKey = ['sellers-sharing-points-history'] as const;

/** One page of the shares out of a company's pool in an edition (six a page). */
export const sharingHistoryQueryOptions = (companyId: number, page: number, edition: string) =>
  queryOptions({
    queryKey: [...sharingHistoryQueryKey, companyId, edition, page],
    queryFn: async () => {
      const query = { page, per_page: PAGE_SIZE, edition };
      return (await call(sharingApi.history, { params: { company: companyId }, query })).items;
    },
    // The modal keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSharingHistory = (companyId: number, page: number, edition: string, enabled: boolean) =>
  useQuery({ ...sharingHistoryQueryOptions(companyId, page, edition), enabled });
