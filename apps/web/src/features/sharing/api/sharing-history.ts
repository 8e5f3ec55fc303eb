import { PAGE_SIZE, type SharingHistoryAnswer } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const sharingHistoryQueryKey = ['sellers-sharing-points-history'] as const;

/** One page of the shares out of a company's pool in an edition (spec §7, six a page). */
export const sharingHistoryQueryOptions = (companyId: number, page: number, edition: string) =>
  queryOptions({
    queryKey: [...sharingHistoryQueryKey, companyId, edition, page],
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE), edition });
      const path = `/api/sellers-sharing-points-history/${companyId}?${query}`;
      return (await api<SharingHistoryAnswer>('GET', path)).items;
    },
    // The modal keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSharingHistory = (companyId: number, page: number, edition: string, enabled: boolean) =>
  useQuery({ ...sharingHistoryQueryOptions(companyId, page, edition), enabled });
