import type { SellersSharingIndexAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

export const sellersSharingIndexQueryKey = pointsQueryKeys.sellersSharingIndex;

/** The selected company's pool and sellers, as a leader shares and blocks from it (spec §7). */
export const sellersSharingIndexQueryOptions = queryOptions({
  queryKey: sellersSharingIndexQueryKey,
  queryFn: () => api<SellersSharingIndexAnswer>('GET', '/api/sellers-sharing-points-index'),
});

export const useSellersSharingIndex = (enabled: boolean) => useQuery({ ...sellersSharingIndexQueryOptions, enabled });
