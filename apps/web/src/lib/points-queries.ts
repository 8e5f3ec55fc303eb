import { queryClient } from './query-client';

/**
 * The queries whose answers show points: the account figures, its pending and expiring points,
 * the points history (with its items' details), the top-up orders and the leader's list of sellers with their balances. They live in several areas, so
 * their keys live here, where every area that moves points can reach them.
 */
export const pointsQueryKeys = {
  account: ['account'],
  accountPoints: ['account-points'],
  transactionsHistory: ['account-transactions-history'],
  userOrders: ['user-orders'],
  sellersSharingIndex: ['sellers-sharing-points-index'],
  myCodes: ['codes'],
  cart: ['cart'],
  prizes: ['prizes'],
  prizeOrders: ['prize-orders'],
} as const;

/**
 * After points moved (an order, a share, a block, a confirmed card) every query that shows them
 * is read again: the ones on screen now, the others (a closed history modal) when next shown,
 * rather than after their 30 s of freshness.
 */
export async function refreshPoints(): Promise<void> {
  await Promise.all(Object.values(pointsQueryKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
