import { sharingApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { pointsQueryKeys } from '../../../lib/points-queries';

export const sellersSharingIndexQueryKey = pointsQueryKeys.sellersSharingIndex;

/** The selected company's pool and sellers, as a leader shares and blocks from it. */
export const sellersSharingIndexQueryOptions = queryOptions({
  queryKey: sellersSharingIndexQueryKey,
  queryFn: () => call(sharingApi.index),
});

export const useSellersSharingIndex = (enabled: boolean) => useQuery({ ...sellersSharingIndexQueryOptions, enabled });
