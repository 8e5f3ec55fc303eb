import { ORDER_EDITION, PAGE_SIZE } from '@portal/contract';
import { ordersApi } from '@portal/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

export const userOrdersQueryKey = pointsQueryKeys.userOrders;

/** One page of the user's top-up orders of the current edition (six a page, edition 2). */
export const userOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...userOrdersQueryKey, page],
    queryFn: async () =>
      (await call(ordersApi.list, { query: { page, per_page: PAGE_SIZE, edition: String(ORDER_EDITION) } })).items,
    // The list keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useUserOrders = (page: number) => useQuery(userOrdersQueryOptions(page));
