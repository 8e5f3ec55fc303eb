import type { ParticipantListQuery } from '@portal/contract';
import { adminParticipantsApi } from '@portal/contract/admin-routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../../kit/api';

export const participantsKey = ['admin', 'participants'] as const;

export const participantListOptions = (query: ParticipantListQuery) =>
  queryOptions({
    queryKey: [...participantsKey, 'list', query],
    queryFn: () => adminCall(adminParticipantsApi.list, { query }),
    placeholderData: keepPreviousData,
  });

export const participantOptions = (id: number) =>
  queryOptions({
    queryKey: [...participantsKey, 'detail', id],
    queryFn: () => adminCall(adminParticipantsApi.show, { params: { id } }),
  });
