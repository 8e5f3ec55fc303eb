import type { MillionairesLifebuoyAnswer, MillionairesLifebuoyPayload } from '@portal/contract';
import { api } from '../../../lib/api';

export function getLifebuoy(
  attemptId: number,
  payload: MillionairesLifebuoyPayload,
): Promise<MillionairesLifebuoyAnswer> {
  return api<MillionairesLifebuoyAnswer>('POST', `/api/millionaires-get-lifebuoy/${attemptId}`, payload);
}
