import type { MillionairesAnswerPayload, MillionairesAnswerResult } from '@portal/contract';
import { millionairesApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

export function storeAnswer(attemptId: number, payload: MillionairesAnswerPayload): Promise<MillionairesAnswerResult> {
  return call(millionairesApi.answer, { params: { id: attemptId }, body: payload });
}
