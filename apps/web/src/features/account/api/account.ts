import type { AccountAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pointsQueryKeys, refreshPoints } from '../../../lib/points-queries';

export const accountQueryKey = pointsQueryKeys.account;

/** The account and profile pages' data (a 401 sends the visitor to /, as every call does). */
export const accountQueryOptions = queryOptions({
  queryKey: accountQueryKey,
  queryFn: () => api<AccountAnswer>('GET', '/api/account'),
});

export const useAccount = () => useQuery(accountQueryOptions);

/**
 * After points moved (an order, a share, a block) the account figures are read again, and with
 * them everything else that shows points: the history, the orders, the sellers' balances.
 */
export const refreshAccount = refreshPoints;
