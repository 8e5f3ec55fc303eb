import { adminParticipantsApi } from '@portal/contract/admin-routes';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../../kit/api';

export const participantsKey = ['admin', 'participants'] as const;

export const participantOptions = (id: number) =>
  queryOptions({
    queryKey: [...participantsKey, 'detail', id],
    queryFn: () => adminCall(adminParticipantsApi.show, { params: { id } }),
  });
