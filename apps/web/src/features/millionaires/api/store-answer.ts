import type { MillionairesAnswerPayload, MillionairesAnswerResult } from '@portal/contract';
import { api } from '../../../lib/api';

export function storeAnswer(attemptId: number, payload: MillionairesAnswerPayload): Promise<MillionairesAnswerResult> {
  return api<MillionairesAnswerResult>('POST', `/api/millionaires-store-answer/${attemptId}`, payload);
}
