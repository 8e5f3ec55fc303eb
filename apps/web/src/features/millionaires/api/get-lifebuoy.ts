import type { MillionairesLifebuoyAnswer, MillionairesLifebuoyPayload } from '@portal/contract';
import { millionairesApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

export function getLifebuoy(
  attemptId: number,
  payload: MillionairesLifebuoyPayload,
): Promise<MillionairesLifebuoyAnswer> {
  return call(millionairesApi.lifebuoy, { params: { id: attemptId }, body: payload });
}
