import type { AccountTransactionsAnswer } from '@portal/contract';
import { PAGE_SIZE } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

/** One page of the user's points history of an edition (spec §7, six a page). */
export const transactionsHistoryQueryOptions = (page: number, edition: string) =>
  queryOptions({
    queryKey: [...pointsQueryKeys.transactionsHistory, edition, page],
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE), edition });
      return (await api<AccountTransactionsAnswer>('GET', `/api/account-transactions-history?${query}`)).items;
    },
    // The modal keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useTransactionsHistory = (page: number, edition: string, enabled: boolean) =>
  useQuery({ ...transactionsHistoryQueryOptions(page, edition), enabled });
