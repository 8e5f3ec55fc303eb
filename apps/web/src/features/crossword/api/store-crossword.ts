import { type CrosswordStoreAnswer, type CrosswordStorePayload, quizSlugs } from '@portal/contract';
import { api } from '../../../lib/api';

export function storeCrossword(payload: CrosswordStorePayload): Promise<CrosswordStoreAnswer> {
  return api<CrosswordStoreAnswer>('POST', `/api/crossword-store/${quizSlugs.crossword}`, payload);
}
