import { cardApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

export const cardShowQueryKey = ['card-show'] as const;

/** The user's prepaid card, the company's unclaimed cards and whether a new card was ordered. */
export const cardShowQueryOptions = queryOptions({
  queryKey: cardShowQueryKey,
  queryFn: async () => {
    const { card, company_cards, has_order_card } = await call(cardApi.show);
    return { card, company_cards, has_order_card };
  },
});

export const useCardShow = () => useQuery(cardShowQueryOptions);

export const refreshCard = () => queryClient.invalidateQueries({ queryKey: cardShowQueryKey });
