import { invitationsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const userInvitationsQueryKey = ['user-invitations'] as const;

/** The invitations the logged-in user sent, newest first. */
export const userInvitationsQueryOptions = queryOptions({
  queryKey: userInvitationsQueryKey,
  queryFn: async () => (await call(invitationsApi.list)).items,
});

export const useUserInvitations = () => useQuery(userInvitationsQueryOptions);
