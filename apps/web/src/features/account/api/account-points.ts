import { ledgerApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

/** The anchor of "Moje punkty" on the account page, where the results page's points card leads. */
export const pointsSectionId = 'punkty';

/**
 * The user's available, pending, held and owed points and what expires when. One query per page:
 * every component that shows them reads this one answer.
 */
export const accountPointsQueryOptions = queryOptions({
  queryKey: pointsQueryKeys.accountPoints,
  queryFn: async () => (await call(ledgerApi.points)).points,
});

export const useAccountPoints = () => useQuery(accountPointsQueryOptions);
