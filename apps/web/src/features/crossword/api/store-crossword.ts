import { type CrosswordStoreAnswer, type CrosswordStorePayload, quizSlugs } from '@portal/contract';
import { crosswordApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

export function storeCrossword(payload: CrosswordStorePayload): Promise<CrosswordStoreAnswer> {
  return call(crosswordApi.store, { params: { slug: quizSlugs.crossword }, body: payload });
}
