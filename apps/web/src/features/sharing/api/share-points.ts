import type { SharePointsPayload } from '@portal/contract';
import { sharingApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/**
 * Sends points from the company pool to a seller. The key names one confirmed submission: sent
 * again (a retry, a double click), the server moves the points once.
 */
export const sharePoints = (payload: SharePointsPayload, idempotencyKey: string) =>
  call(sharingApi.store, { body: payload }, { headers: { 'Idempotency-Key': idempotencyKey } });
