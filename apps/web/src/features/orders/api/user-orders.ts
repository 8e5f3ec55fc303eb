import { ORDER_EDITION, PAGE_SIZE, type UserOrdersAnswer } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

export const userOrdersQueryKey = pointsQueryKeys.userOrders;

/** One page of the user's top-up orders of the current edition (spec §7: six a page, edition 2). */
export const userOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...userOrdersQueryKey, page],
    queryFn: async () => {
      const query = new URLSearchParams({
        page: String(page),
        per_page: String(PAGE_SIZE),
        edition: String(ORDER_EDITION),
      });
      return (await api<UserOrdersAnswer>('GET', `/api/user-orders?${query}`)).items;
    },
    // The list keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useUserOrders = (page: number) => useQuery(userOrdersQueryOptions(page));
