import { PAGE_SIZE } from '@portal/contract';
import { ledgerApi } from '@portal/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

/** One page of the user's points history of an edition (six a page). */
export const transactionsHistoryQueryOptions = (page: number, edition: string) =>
  queryOptions({
    queryKey: [...pointsQueryKeys.transactionsHistory, edition, page],
    queryFn: async () => (await call(ledgerApi.history, { query: { page, per_page: PAGE_SIZE, edition } })).items,
    // The modal keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useTransactionsHistory = (page: number, edition: string, enabled: boolean) =>
  useQuery({ ...transactionsHistoryQueryOptions(page, edition), enabled });
