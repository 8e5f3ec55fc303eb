import { ledgerApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

/**
 * What lies behind one item of the points history: its lot, the lots it took from, what used it
 * and the purchases behind a threshold. Under the history's key, so that points moving refresh it.
 */
export const transactionDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...pointsQueryKeys.transactionsHistory, 'detail', id],
    queryFn: async () => {
      const { success: _, ...detail } = await call(ledgerApi.detail, { params: { id } });
      return detail;
    },
  });

/** The detail of the item the user opened; nothing is asked while none is. */
export const useTransactionDetail = (id: number | null) =>
  useQuery({ ...transactionDetailQueryOptions(id ?? 0), enabled: id !== null });
