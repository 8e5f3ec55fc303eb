import type { PlacePrizeOrderPayload, PrizesQuery } from '@portal/contract';
import { catalogueApi } from '@portal/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { pointsQueryKeys, refreshPoints } from '../../../lib/points-queries';
import { queryClient } from '../../../lib/query-client';

/** One page of the catalogue as the filters in the address ask for it. */
export const prizesQueryOptions = (query: PrizesQuery) =>
  queryOptions({
    queryKey: [...pointsQueryKeys.prizes, query],
    queryFn: () => call(catalogueApi.prizes, { query }),
    placeholderData: keepPreviousData,
  });
export const usePrizes = (query: PrizesQuery) => useQuery(prizesQueryOptions(query));

export const cartQueryOptions = queryOptions({
  queryKey: pointsQueryKeys.cart,
  queryFn: async () => (await call(catalogueApi.cart)).cart,
});
export const useCart = (enabled = true) => useQuery({ ...cartQueryOptions, enabled });

/** Sets a prize's quantity in the cart (0 takes it out); the answer is the cart as it is now. */
export async function setCartLine(prizeId: number, quantity: number) {
  const { cart } = await call(catalogueApi.setCartLine, { params: { prizeId }, body: { quantity } });
  queryClient.setQueryData(cartQueryOptions.queryKey, cart);
  return cart;
}

/** Orders the cart; the key names this one submission, so a retry orders once. */
export async function placePrizeOrder(payload: PlacePrizeOrderPayload, idempotencyKey: string) {
  const answer = await call(
    catalogueApi.placeOrder,
    { body: payload },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  await refreshPoints();
  return answer;
}

export const usePrizeOrders = (page: number) =>
  useQuery({
    queryKey: [...pointsQueryKeys.prizeOrders, page],
    queryFn: async () => (await call(catalogueApi.orders, { query: { page, per_page: 10 } })).items,
    placeholderData: keepPreviousData,
  });
