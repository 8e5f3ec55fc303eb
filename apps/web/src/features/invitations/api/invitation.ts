import { invitationsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The invitation behind a registration link; an unknown or used key fails with 404 or 409. */
export const invitationQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['invitation', key],
    queryFn: async () => (await call(invitationsApi.show, { params: { key } })).invitation,
    // A refused key stays refused; there is nothing to retry or refresh while the form is open.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useInvitation = (key: string) => useQuery(invitationQueryOptions(key));
