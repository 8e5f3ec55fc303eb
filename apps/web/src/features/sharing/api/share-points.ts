import type { SharePointsPayload, SuccessAnswer } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * Sends points from the company pool to a seller. The key names one confirmed submission: sent
 * again (a retry, a double click), the server moves the points once.
 */
export const sharePoints = (payload: SharePointsPayload, idempotencyKey: string) =>
  api<SuccessAnswer>('POST', '/api/sellers-sharing-points-store', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
