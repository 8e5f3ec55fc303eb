import type { UserInvitationsAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const userInvitationsQueryKey = ['user-invitations'] as const;

/** The invitations the logged-in user sent, newest first. */
export const userInvitationsQueryOptions = queryOptions({
  queryKey: userInvitationsQueryKey,
  queryFn: async () => (await api<UserInvitationsAnswer>('GET', '/api/user-invitations')).items,
});

export const useUserInvitations = () => useQuery(userInvitationsQueryOptions);
